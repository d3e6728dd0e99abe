import type { InputHTMLAttributes } from "react";
import { Field, type FieldProps } from "./field";

/** A labelled input with its hint and error announced to screen readers. */
export function TextField({
  label,
  error,
  hint,
  id,
  className,
  ...input
}: FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, "className">) {
  return (
    <Field label={label} error={error} hint={hint} id={id} className={className}>
      {(control) => <input {...control} className={`${control.className} min-h-11`} {...input} />}
    </Field>
  );
}
