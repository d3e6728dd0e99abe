import { useState, type FormEvent } from "react";
import { isApiErrorBody } from "@shared/core/api-error";
import { CONTACT_LIMITS } from "@shared/messages/messages";
import { notify } from "~/components/ui/toaster";
import { apiFetch } from "~/lib/api-fetch";
import { useTexts } from "~/lib/texts";
import { useHydrated } from "~/lib/use-hydrated";

type FieldName = "name" | "email" | "phone" | "message";

const inputClass =
  "mt-1 block w-full rounded-lg border border-ink-500/40 bg-white px-3 py-2.5 text-base text-ink-900 placeholder:text-ink-500 aria-[invalid=true]:border-brand-600";

/**
 * The contact form: the browser checks what it can (required, e-mail, lengths); the server
 * validates again with the shared schema and its field messages are shown under each field.
 */
export function ContactForm() {
  const contactTexts = useTexts("contactTexts");
  const texts = contactTexts.form;
  const hydrated = useHydrated();
  const [sending, setSending] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setSending(true);
    setErrors({});
    try {
      const response = await apiFetch("/api/contact", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(Object.fromEntries(new FormData(form))),
      });
      if (response.ok) {
        form.reset();
        notify("success", contactTexts.success);
        return;
      }
      const body: unknown = await response.json().catch(() => null);
      const fields = isApiErrorBody(body) ? body.error.fields : undefined;
      if (fields) {
        setErrors(fields);
        const first = Object.keys(fields)[0];
        if (first) (form.elements.namedItem(first) as HTMLElement | null)?.focus();
      }
      notify("error", response.status === 429 ? contactTexts.rateLimited : contactTexts.failure);
    } catch {
      notify("error", contactTexts.failure);
    } finally {
      setSending(false);
    }
  };

  const field = (name: FieldName, label: string, required: boolean) => ({
    id: `contact-${name}`,
    name,
    required,
    maxLength: CONTACT_LIMITS[name],
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `contact-${name}-error` : undefined,
    className: inputClass,
    label,
  });

  return (
    <form onSubmit={onSubmit} method="post" className="space-y-5" aria-labelledby="contact-form-heading">
      <h2 id="contact-form-heading" className="text-2xl font-bold">
        {texts.heading}
      </h2>
      <p className="text-sm text-ink-700">{texts.requiredNote}</p>
      <Field {...field("name", texts.name, true)} autoComplete="name" error={errors.name} />
      <Field {...field("email", texts.email, true)} type="email" autoComplete="email" error={errors.email} />
      <Field {...field("phone", texts.phone, false)} type="tel" autoComplete="tel" error={errors.phone} />
      <Field {...field("message", texts.message, true)} multiline error={errors.message} />
      <button
        type="submit"
        disabled={!hydrated || sending}
        className="inline-flex min-h-12 w-full items-center justify-center rounded-full bg-brand-700 px-8 font-bold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60 sm:w-auto"
      >
        {sending ? texts.sending : texts.submit}
      </button>
    </form>
  );
}

type FieldProps = {
  id: string;
  name: FieldName;
  label: string;
  required: boolean;
  error: string | undefined;
  multiline?: boolean;
} & React.InputHTMLAttributes<HTMLInputElement>;

function Field({ id, label, required, error, multiline, ...input }: FieldProps) {
  return (
    <div>
      <label htmlFor={id} className="block font-semibold">
        {label}
        {required && (
          <span aria-hidden="true" className="text-brand-700">
            {" "}
            *
          </span>
        )}
      </label>
      {multiline ? (
        <textarea id={id} required={required} rows={6} {...(input as React.TextareaHTMLAttributes<HTMLTextAreaElement>)} />
      ) : (
        <input id={id} required={required} type="text" {...input} />
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-brand-700">
          {error}
        </p>
      )}
    </div>
  );
}
