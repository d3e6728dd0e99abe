/**
 * Length limits of the contact form, shared by the form's native constraints (maxLength) and
 * the server's schema. Kept apart from the zod schema so the page's bundle does not pull zod in.
 */
export const CONTACT_LIMITS = {
  name: 100,
  email: 254,
  phone: 30,
  message: 5_000,
} as const;
