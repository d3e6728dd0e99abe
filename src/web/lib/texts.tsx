import { createContext, useContext } from "react";
import { useLocation, useMatches, useRouteLoaderData } from "react-router";
import { DEFAULT_LOCALE, localeOfPath, localizedPath, type Catalog, type Locale } from "@shared/core/i18n";
import type { TextsByName, TextsName } from "@shared/texts";

/** A catalogue as a page receives it, in either language. */
export type Texts<K extends TextsName> = Catalog<TextsByName[K]>;
export type SomeTexts = { [K in TextsName]?: Texts<K> };

/** Catalogues a route brings for later: each a dynamic import of its language's module. */
export type LaterTexts = { [K in TextsName]?: () => Promise<Texts<K>> };

/**
 * The catalogues a route brings, in its language (ADR 0015): `export const handle =
 * withTexts({ menuTexts })`. An English route imports `@shared/texts/menu`, its Spanish twin
 * `@shared/texts/es/menu`, so each page ships only its own language's words.
 *
 * Words only code loaded on demand needs (checkout's submit, its extras) come as `later`:
 * `{ orderingTexts: () => import("@shared/texts/ordering").then((m) => m.orderingTexts) }`,
 * loaded with that code (`useLaterTexts`) rather than in the page's first load (ADR 0008).
 */
export function withTexts<T extends SomeTexts>(texts: T, later?: LaterTexts): { texts: T; laterTexts?: LaterTexts } {
  return later ? { texts, laterTexts: later } : { texts };
}

/** Catalogues handed down by a layout that loads them itself (the admin area: lib/texts-provider.tsx). */
export const ProvidedTexts = createContext<SomeTexts>({});

type MatchLike = { handle?: unknown } | undefined;
type Handle = { texts?: SomeTexts; laterTexts?: LaterTexts } | undefined;

/** The nearest route's (or the provider's) catalogue, or its `later` import when `later` is set. */
function findTexts(matches: readonly MatchLike[], name: TextsName, later?: boolean): unknown {
  for (let i = matches.length; i--;) {
    const handle = matches[i]?.handle as Handle;
    const found = handle?.texts?.[name] ?? (later && handle?.laterTexts?.[name]);
    if (found) return found;
  }
}

const missing = (name: string) => new Error(`No route on this page brings the ${name} texts (add them to its handle).`);

/** The words of a catalogue when some route brought them, else undefined (error boundaries outside any page). */
export function useOptionalTexts<K extends TextsName>(name: K): Texts<K> | undefined {
  const provided = useContext(ProvidedTexts)[name];
  const matches = useMatches();
  return (provided ?? findTexts(matches, name)) as Texts<K> | undefined;
}

/** The words of one catalogue in the page's language; a route that forgot to bring it is a bug. */
export function useTexts<K extends TextsName>(name: K): Texts<K> {
  const texts = useOptionalTexts(name);
  if (!texts) throw missing(name);
  return texts;
}

/**
 * For code loaded on demand: a function that gives a catalogue of the page, from the route's
 * `later` imports (or its handle, when it brings them at once). Pass what it gives to that code.
 */
export function useLaterTexts(): <K extends TextsName>(name: K) => Promise<Texts<K>> {
  const matches = useMatches();
  return async (name) => {
    const found = findTexts(matches, name, true);
    if (!found) throw missing(name);
    return (typeof found === "function" ? found() : found) as Texts<typeof name>;
  };
}

/** The same as useTexts, for a route's `meta` function. */
export function textsFromMatches<K extends TextsName>(matches: readonly MatchLike[], name: K): Texts<K> {
  const texts = findTexts(matches, name);
  if (!texts) throw missing(name);
  return texts as Texts<K>;
}

/**
 * The page's language: a public page's path says it ('/es/…' is Spanish); the admin area follows
 * the visitor's choice, which the root loader read.
 */
export function useLocale(): Locale {
  const { pathname } = useLocation();
  const chosen = (useRouteLoaderData("root") as { locale?: Locale } | undefined)?.locale ?? DEFAULT_LOCALE;
  return pathname === "/admin" || pathname.startsWith("/admin/") ? chosen : localeOfPath(pathname);
}

/** App paths in the page's language: `to("/menu")` is '/es/menu' on a Spanish page. */
export function useLocalPath(): (path: string) => string {
  const locale = useLocale();
  return (path) => localizedPath(path, locale);
}
