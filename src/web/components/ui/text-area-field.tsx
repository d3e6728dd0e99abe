import type { TextareaHTMLAttributes } from "react";
import { Field, type FieldProps } from "./field";

/** A labelled multi-line field with its hint and error announced to screen readers. */
export function TextAreaField({
  label,
  error,
  hint,
  id,
  className,
  rows = 3,
  ...textarea
}: FieldProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "className">) {
  return (
    <Field label={label} error={error} hint={hint} id={id} className={className}>
      {(control) => <textarea {...control} className={`${control.className} py-2`} rows={rows} {...textarea} />}
    </Field>
  );
}
