/**
 * What every page's requests to our API share, small enough to travel with the layout (ADR 0008):
 * the page's language, and the words for an answer that is not the API's.
 */

/** The page's language as its `<html lang>` says it ('en' where there is no page). */
export function pageLanguage(): string {
  return (typeof document !== "undefined" && document.documentElement.lang) || "en";
}

/**
 * A request from a page to our API: same-origin cookies, and the page's language in
 * Accept-Language so the server answers (messages, field errors) in it (ADR 0015). The
 * storefront's requests go through here or through the typed client (api-client.ts), which
 * sends the same header.
 */
export function apiFetch(path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set("Accept-Language", pageLanguage());
  return fetch(path, { credentials: "same-origin", ...init, headers });
}

/**
 * Words for an answer that is not the API's (a proxy's error page), in the page's language: the
 * layout that shows the page hands them over (layoutTexts.requestFailed), so no module here
 * carries words.
 */
let requestFailed: (status: number) => string = (status) => String(status);
export function setRequestFailedWords(words: (status: number) => string): void {
  requestFailed = words;
}
export function requestFailedMessage(status: number): string {
  return requestFailed(status);
}
