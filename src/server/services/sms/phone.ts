/**
 * A phone number as text messages need it, E.164 ('+13235550199'), from what a customer typed
 * ('(323) 555-0199', '323.555.0199', '+1 323 555 0199'). The shop is in the US: ten digits (or
 * eleven starting with 1) are a US number; a number typed with '+' keeps its country code.
 * Anything else is null: no text is sent rather than one to a guessed number.
 */
export function toE164(phone: string): string | null {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, "");
  if (trimmed.startsWith("+")) return /^[1-9]\d{6,14}$/.test(digits) ? `+${digits}` : null;
  if (digits.length === 10 && /^[2-9]/.test(digits)) return `+1${digits}`;
  if (digits.length === 11 && digits.startsWith("1") && /^1[2-9]/.test(digits)) return `+${digits}`;
  return null;
}
