import { useId, type ReactNode } from "react";

export interface FieldProps {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  id?: string | undefined;
  className?: string | undefined;
}

/** What a control needs to be described: its id and the ids of its hint and error. */
export interface FieldControl {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
  className: string;
}

/**
 * A labelled form control with its hint and error announced to screen readers; the control
 * itself (input, textarea) is drawn by `children` from the props it is given.
 */
export function Field({
  label,
  error,
  hint,
  id,
  className = "",
  children,
}: FieldProps & { children: (control: FieldControl) => ReactNode }) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  return (
    <div className={className}>
      <label htmlFor={controlId} className="block text-sm font-semibold text-ink-900">
        {label}
      </label>
      {children({
        id: controlId,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": [hintId, errorId].filter(Boolean).join(" ") || undefined,
        className: `mt-1 block w-full rounded-lg border bg-white px-3 text-base text-ink-900 shadow-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200 ${
          error ? "border-brand-600" : "border-cream-200"
        }`,
      })}
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-ink-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="mt-1 text-sm font-semibold text-brand-700">
          {error}
        </p>
      )}
    </div>
  );
}
