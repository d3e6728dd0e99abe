import type { ReactNode } from "react";

/**
 * The dark band at the top of each public page; the transparent header sits on it. `titleLang` and
 * `subtitleLang` mark a text in another language than the page's (the shop's English content on a
 * Spanish page, ADR 0015).
 */
export function PageBanner({
  title,
  subtitle,
  titleLang,
  subtitleLang,
  children,
}: {
  title: string;
  subtitle?: string;
  titleLang?: string;
  subtitleLang?: string;
  children?: ReactNode;
}) {
  return (
    <section className="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-950 px-4 pb-12 pt-28 text-center text-white sm:px-6 sm:pb-16 sm:pt-32">
      <h1 lang={titleLang} className="text-4xl font-bold sm:text-5xl">
        {title}
      </h1>
      {subtitle && (
        <p lang={subtitleLang} className="mx-auto mt-4 max-w-2xl text-lg text-cream-100">
          {subtitle}
        </p>
      )}
      {children}
    </section>
  );
}
