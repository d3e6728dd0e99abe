import { useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import { validateRegistration, type FieldErrors } from "@shared/auth/auth";
import { TextField } from "~/components/ui/text-field";
import { notify } from "~/components/ui/toaster";
import { useLocalPath, useTexts } from "~/lib/texts";
import { authApi } from "./auth-api";
import { AuthCard, linkButton, primaryButton } from "./auth-card";

type Field = "email" | "password" | "confirmPassword";

/** docs/product.md 'Register', with the stronger password rule of ADR 0007. */
export function RegisterPage() {
  const authTexts = useTexts("authTexts");
  const texts = authTexts.register;
  const localPath = useLocalPath();
  const navigate = useNavigate();
  const [values, setValues] = useState({ email: "", password: "", confirmPassword: "" });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const set = (field: Field) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateRegistration(values, authTexts);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setSubmitting(true);
    const outcome = await authApi.register(values.email.trim(), values.password, localPath);
    setSubmitting(false);
    if (outcome.ok) {
      notify("success", authTexts.accountCreated);
      await navigate(localPath("/auth/login"));
      return;
    }
    if (outcome.reason === "invalid" && outcome.message) {
      setErrors({ password: outcome.message });
    } else {
      const message = outcome.reason === "rate_limited" ? authTexts.tooManyAttempts : authTexts.createAccountFailed;
      setFailure(message);
      notify("error", message);
    }
  };

  return (
    <AuthCard heading={texts.heading} subtitle={texts.subtitle}>
      <form noValidate onSubmit={submit} className="space-y-4">
        {failure && (
          <p role="alert" className="rounded-lg bg-brand-50 px-4 py-3 text-sm font-semibold text-brand-800">
            {failure}
          </p>
        )}
        <TextField
          label={texts.email}
          type="email"
          name="email"
          autoComplete="email"
          required
          value={values.email}
          onChange={set("email")}
          error={errors.email}
        />
        <TextField
          label={texts.password}
          type="password"
          name="password"
          autoComplete="new-password"
          required
          minLength={8}
          maxLength={128}
          value={values.password}
          onChange={set("password")}
          hint={texts.passwordRule}
          error={errors.password}
        />
        <TextField
          label={texts.confirmPassword}
          type="password"
          name="confirmPassword"
          autoComplete="new-password"
          required
          value={values.confirmPassword}
          onChange={set("confirmPassword")}
          error={errors.confirmPassword}
        />
        <button type="submit" className={primaryButton} disabled={submitting}>
          {submitting ? texts.submitting : texts.submit}
        </button>
      </form>
      <p className="mt-6 text-center text-sm text-ink-700">
        {texts.haveAccount}{" "}
        <Link to={localPath("/auth/login")} className={linkButton}>
          {texts.signIn}
        </Link>
      </p>
    </AuthCard>
  );
}
