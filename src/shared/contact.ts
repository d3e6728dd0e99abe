import { z } from "zod";
import { CONTACT_LIMITS } from "./contact-limits";
import { contactTexts } from "./texts/contact";

const { errors } = contactTexts;

/** Digits, spaces and the usual phone punctuation; at least 7 digits when given. */
const PHONE = /^[\d\s()+.-]*$/;

/**
 * The contact form's input (SPEC.md section 5 'Contact': name, email and message required,
 * email a valid address). Validated again on the server with bounded lengths.
 */
export const contactInputSchema = z.object({
  name: z.string().trim().min(1, errors.nameRequired).max(CONTACT_LIMITS.name, errors.tooLong("name")),
  email: z
    .string()
    .trim()
    .min(1, errors.emailRequired)
    .max(CONTACT_LIMITS.email, errors.tooLong("email"))
    .email(errors.emailInvalid),
  phone: z
    .string()
    .trim()
    .max(CONTACT_LIMITS.phone, errors.tooLong("phone"))
    .refine((value) => value === "" || (PHONE.test(value) && value.replace(/\D/g, "").length >= 7), errors.phoneInvalid)
    .optional()
    .nullable()
    .transform((value) => value || null),
  message: z.string().trim().min(1, errors.messageRequired).max(CONTACT_LIMITS.message, errors.tooLong("message")),
});

export type ContactInput = z.input<typeof contactInputSchema>;
export type ContactMessage = z.output<typeof contactInputSchema>;
