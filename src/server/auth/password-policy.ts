import type { Catalog } from "@shared/core/i18n";
import { authTexts } from "@shared/texts/auth";

/**
 * Passwords: 8 to 128 characters (NIST SP 800-63B; ADR 0007 records why the spec's 6 is not
 * enough) and not one of the passwords attackers try first, nor the user's own e-mail or
 * the shop's name. Checked on the server only; the register form states the rule.
 */

// The most common passwords of 8+ characters in public breach lists (shorter ones fail the
// length rule anyway). Compared case-insensitively.
const COMMON_PASSWORDS = new Set(
  `password 12345678 123456789 1234567890 12345678910 qwertyuiop qwerty123 qwerty12 qwertyui
  iloveyou iloveyou1 iloveyou2 password1 password12 password123 password! passw0rd p@ssw0rd p@ssword
  pa55word pa$$word 11111111 111111111 1111111111 00000000 000000000 0000000000 22222222 88888888
  99999999 12341234 11223344 12121212 12344321 87654321 987654321 9876543210 123123123 123321123
  abc12345 abcd1234 abcdefgh abcdefg1 a1234567 aa123456 aa12345678 1q2w3e4r 1q2w3e4r5t 1qaz2wsx
  zaq12wsx zaq1zaq1 qazwsxedc 1qazxsw2 q1w2e3r4 q1w2e3r4t5 qwer1234 12qwaszx !qaz2wsx 1a2b3c4d
  asdfghjk asdfghjkl asdfasdf asdf1234 zxcvbnm1 zxcvbnmm sunshine sunshine1 princess princess1
  football football1 baseball baseball1 basketball welcome1 welcome123 welcome! superman superman1
  whatever trustno1 letmein1 letmein123 letmeinnow monkey123 dragon123 michelle jennifer jonathan
  charlie1 shadow123 master123 starwars computer corvette mercedes maverick liverpool chelsea1
  arsenal1 butterfly chocolate internet samantha creative freedom1 changeme changeme1 admin123
  admin1234 administrator rootroot testtest test1234 test12345 loveyou1 babygirl babygirl1
  lovelove iloveyou! 1234qwer qwerty1234 password01 password2 password3 secret123 mustang1
  jordan23 michael1 jessica1 ashley123 hannah123 soccer123 hockey123 hunter123 killer123
  summer2024 summer2025 summer2026 winter2024 winter2025 spring2025 autumn2025 december november
  september 01012000 01011990 qwertyqwerty 1234512345 55555555 66666666 77777777 33333333 44444444
  unknown1 default1 guest123 user1234 login123 access14 blink182 pokemon1 naruto123 minecraft
  fortnite roblox123 google123 facebook instagram whatsapp spiderman batman123 ironman1 pepper123
  tacotaco tacos123 carnitas carnitas1 carniceria burrito1 mexico123 amor1234 teamo123 contraseña
  contrasena 123456789a 123456789q 12345678a 12345678q 1234567a q12345678 a123456789`
    .split(/\s+/)
    .filter(Boolean),
);

const KEYBOARD_RUNS = ["01234567890", "09876543210", "qwertyuiop", "asdfghjkl", "zxcvbnm", "abcdefghijklmnopqrstuvwxyz"];

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

type PasswordWords = Pick<Catalog<typeof authTexts>, "passwordTooShort" | "passwordTooLong" | "passwordTooCommon">;

/** The reason a password is refused, in the words given (the request's language; English by default), or null when it is acceptable. */
export function passwordProblem(
  password: string,
  context: { email?: string; shopName?: string } = {},
  words: PasswordWords = authTexts,
): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return words.passwordTooShort;
  if (password.length > PASSWORD_MAX_LENGTH) return words.passwordTooLong;
  const lower = password.toLowerCase();
  const isCommon =
    COMMON_PASSWORDS.has(lower) ||
    /^(.)\1+$/.test(lower) ||
    KEYBOARD_RUNS.some((run) => run.includes(lower)) ||
    (context.email !== undefined && [context.email.toLowerCase(), context.email.toLowerCase().split("@")[0]].includes(lower)) ||
    (context.shopName !== undefined && lower.replace(/\s+/g, "") === context.shopName.toLowerCase().replace(/\s+/g, ""));
  return isCommon ? words.passwordTooCommon : null;
}
