import type { Catalog } from "./i18n";
import type { TextsByName, TextsName } from "../texts";

/**
 * Something to say, not yet said: a text key (a dotted path into the catalogues,
 * 'orderErrorTexts.notFound') and its parameters. Services throw and return these; the edge that
 * knows the reader (the HTTP error handler, a page's loader, a mail) says them in the reader's
 * language, once (docs/architecture.md 'Conventions': errors carry codes).
 *
 * A parameter may itself need the reader: a nested Said, or a value said at the edge (keys that
 * start with '@': a date at the shop's clock, words from outside the catalogues).
 */
export interface Said {
  readonly key: string;
  readonly params?: readonly unknown[];
}

type Leaf = string | ((...args: never[]) => unknown) | readonly unknown[];
type KeysOf<T, P extends string> = T extends Leaf
  ? P
  : T extends object
    ? { [K in keyof T & string]: KeysOf<T[K], `${P}.${K}`> }[keyof T & string]
    : never;
type At<T, K extends string> = K extends `${infer H}.${infer R}`
  ? H extends keyof T
    ? At<T[H], R>
    : never
  : K extends keyof T
    ? T[K]
    : never;

/** Every key of the catalogues: 'errorTexts.notFound', 'orderErrorTexts.refundTooMuch'… */
export type TextKey = { [N in TextsName]: KeysOf<TextsByName[N], N> }[TextsName];
/** The parameters a key's words take (none for a plain string). */
export type ParamsOf<K extends string> = At<TextsByName, K> extends (...args: infer A) => unknown ? { [I in keyof A]: unknown } : [];

/** A key and its parameters, to be said later. */
export function said<K extends TextKey>(key: K, ...params: ParamsOf<K>): Said {
  return params.length > 0 ? { key, params } : { key };
}

/** Words from outside the catalogues (a name, a provider's id), passed on as they are. */
export const verbatim = (text: string): Said => ({ key: "@text", params: [text] });

/**
 * A Said written into a string, for what only carries strings (a zod issue's message, a rule's
 * answer): a private-use mark, then the key and its parameters as JSON.
 */
const MARK = "\ue000";
export function saidMessage(s: Said): string {
  return MARK + JSON.stringify(s.params?.length ? [s.key, ...s.params] : [s.key]);
}
/** The Said a message carries; a message that carries none is words to pass on as they are. */
export function saidOf(message: string): Said {
  if (!message.startsWith(MARK)) return verbatim(message);
  const [key, ...params] = JSON.parse(message.slice(MARK.length)) as [string, ...unknown[]];
  return params.length > 0 ? { key, params } : { key };
}
export const isSaidMessage = (value: unknown): value is string => typeof value === "string" && value.startsWith(MARK);

/** `said(key, ...params)` written into a string (see saidMessage): what a zod schema gives as its message. */
export function keyMessage<K extends TextKey>(key: K, ...params: ParamsOf<K>): string {
  return saidMessage(said(key, ...params));
}

/**
 * A catalogue whose words are their keys (saidMessage): the shared rules and schemas take a
 * catalogue of words, and on the server they are given this one, so what they answer is said
 * at the edge in the reader's language. Its shape is the English catalogue's.
 */
export function keyedTexts<N extends TextsName>(name: N, english: TextsByName[N]): Catalog<TextsByName[N]> {
  const walk = (value: unknown, path: string): unknown => {
    if (typeof value === "string" || Array.isArray(value)) return saidMessage({ key: path });
    if (typeof value === "function") return (...params: unknown[]) => saidMessage({ key: path, params });
    if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v, `${path}.${k}`)]));
    return value;
  };
  return walk(english, name) as Catalog<TextsByName[N]>;
}

/**
 * Says `s` with `texts` (every catalogue of one language, or those a page has): its key's string,
 * or its function called with the parameters, each parameter said first when it needs saying.
 * `edge` says the '@' keys; a key with no words is given back as it is.
 */
export function sayIn(texts: object, s: Said, edge?: (s: Said) => string | undefined): string {
  const param = (value: unknown): unknown => {
    if (isSaidMessage(value)) return sayIn(texts, saidOf(value), edge);
    if (value && typeof value === "object" && typeof (value as Said).key === "string" && !Array.isArray(value)) {
      return sayIn(texts, value as Said, edge);
    }
    return value;
  };
  if (s.key.startsWith("@")) {
    if (s.key === "@text") return String(s.params?.[0] ?? "");
    return edge?.({ key: s.key, params: (s.params ?? []).map(param) }) ?? s.key;
  }
  let value: unknown = texts;
  for (const part of s.key.split(".")) value = value == null ? undefined : (value as Record<string, unknown>)[part];
  if (typeof value === "function") return String((value as (...args: unknown[]) => unknown)(...(s.params ?? []).map(param)));
  return typeof value === "string" ? value : s.key;
}

/** Says a message that may carry a Said (a zod issue's, a rule's); plain words stay as they are. */
export const sayMessage = (texts: object, message: string): string => (isSaidMessage(message) ? sayIn(texts, saidOf(message)) : message);
