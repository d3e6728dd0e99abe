/**
 * The shop's two languages (ADR 0015). English is the source: its words are docs/product.md's and
 * live in `shared/texts/<domain>.ts`; Spanish repeats every key in `shared/texts/es/<domain>.ts`,
 * typed `Catalog<typeof english>`, so a key missing (or extra) in either language fails the type
 * check the build runs. English keeps today's paths; Spanish lives under `/es`.
 */
export const LOCALES = ["en", "es"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

/** The cookie that remembers the visitor's choice of language (a year). */
export const LOCALE_COOKIE = "shop_lang";
export const LOCALE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

export const isLocale = (value: unknown): value is Locale => value === "en" || value === "es";

/**
 * The `Intl` locale of each language. A US shop's Spanish: es-US writes prices '$12.99' (es-MX
 * would write 'USD 12.99') and dates 'martes, 24 de noviembre'.
 */
export const INTL_LOCALE: Record<Locale, string> = { en: "en-US", es: "es-US" };

/** Each language's own name, as the switch shows it (in that language, with its `lang`). */
export const LOCALE_NAMES: Record<Locale, string> = { en: "English", es: "Español" };

/** The language of a path: '/es', '/es/menu' are Spanish; everything else is English. */
export function localeOfPath(pathname: string): Locale {
  return pathname === "/es" || pathname.startsWith("/es/") ? "es" : "en";
}

/** A path without its language prefix: '/es/menu' → '/menu', '/es' → '/'. */
export function unlocalizedPath(pathname: string): string {
  if (localeOfPath(pathname) === "en") return pathname;
  const rest = pathname.slice(3);
  return rest === "" ? "/" : rest;
}

/**
 * An app path ('/menu', '/blog/x?y=1#z', '/') in a language: Spanish gets '/es' in front
 * ('/es/menu', '/es'), English stays as it is. Admin, API and asset paths are not localized.
 */
export function localizedPath(path: string, locale: Locale): string {
  if (locale === "en" || !path.startsWith("/") || path.startsWith("/es/") || path === "/es") return path;
  if (/^\/(admin|api|assets|uploads|dev)(\/|$)/.test(path)) return path;
  if (path === "/") return "/es";
  if (path.startsWith("/?") || path.startsWith("/#")) return `/es${path.slice(1)}`;
  return `/es${path}`;
}

/** The same page in another language: '/es/menu?category=x' ↔ '/menu?category=x'. */
export function switchLocalePath(pathWithSearch: string, to: Locale): string {
  const [pathname = "/", rest = ""] = splitPath(pathWithSearch);
  return localizedPath(unlocalizedPath(pathname), to) + rest;
}

function splitPath(path: string): [string, string] {
  const cut = path.search(/[?#]/);
  return cut === -1 ? [path, ""] : [path.slice(0, cut), path.slice(cut)];
}

/**
 * The best of our languages for an Accept-Language header ('es-MX,es;q=0.9,en;q=0.8' → 'es'),
 * by quality then order; null when it names neither (or is absent).
 */
export function negotiateLocale(header: string | null | undefined): Locale | null {
  if (!header) return null;
  const ranked = header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const quality = q ? Number(q.slice(2)) : 1;
      return { language: tag.trim().toLowerCase().split("-")[0] ?? "", quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const entry of ranked) {
    if (isLocale(entry.language)) return entry.language;
  }
  return null;
}

/**
 * The shape a translation must have: the same keys, nested the same way, each function taking
 * the same arguments and giving words back. Literal strings of the English source widen to string.
 */
export type Catalog<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Catalog<R>
    : T extends readonly (infer E)[]
      ? readonly Catalog<E>[]
      : T extends object
        ? { readonly [K in keyof T]: Catalog<T[K]> }
        : T;

/** Plural categories through Intl ('one' | 'other' in both our languages), cached per language. */
const pluralRules = new Map<Locale, Intl.PluralRules>();
export function pluralCategory(locale: Locale, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(INTL_LOCALE[locale]);
    pluralRules.set(locale, rules);
  }
  return rules.select(count);
}
