/**
 * Requests that lead (or once led) to another site, for the language switch and the sign-in
 * redirect. The first five passed a check made on the raw string while the answer used the
 * normalised path ('//evil.example'); the rest are the classics: backslashes, tabs and line
 * breaks browsers drop, absolute and scheme-relative addresses.
 */
export const LEAVING_THE_SHOP = [
  "/.//evil.example",
  "/es//evil.example",
  "/x/..//evil.example",
  "/%2e//evil.example",
  "/es/.//evil.example",
  "/\\evil.example",
  "/%5Cevil.example",
  "\\\\evil.example",
  "/\t/evil.example",
  "/\n/evil.example",
  "/\r\n/evil.example",
  "/%09/evil.example",
  "//evil.example",
  "///evil.example",
  "https://evil.example/",
  "http://evil.example",
  "https:evil.example",
  "https:/evil.example",
  "javascript:alert(1)",
  " //evil.example",
];

/**
 * What a browser does with a Location: resolves it against the page's address. It stays on the
 * shop when it is a path starting with exactly one '/' and resolves to the shop's own origin.
 */
export function staysOnShop(location: string | null, shop = "https://shop.example.test"): boolean {
  if (location === null) return false;
  const origin = new URL(shop).origin;
  return /^\/(?![/\\])/.test(location) && new URL(location, origin).origin === origin;
}
