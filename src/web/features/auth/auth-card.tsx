import type { ReactNode } from "react";

/** The sign-in pages' frame: a card on the brand banner. */
export function AuthCard({ heading, subtitle, children }: { heading: string; subtitle: string; children?: ReactNode }) {
  return (
    <section className="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-950 px-4 pb-16 pt-28 sm:pt-32">
      <div className="mx-auto max-w-md rounded-2xl bg-cream-50 p-6 shadow-xl sm:p-8">
        <h1 className="text-3xl font-bold text-ink-900">{heading}</h1>
        <p className="mt-2 text-ink-700">{subtitle}</p>
        {children && <div className="mt-6">{children}</div>}
      </div>
    </section>
  );
}

export const primaryButton =
  "inline-flex min-h-11 w-full items-center justify-center rounded-full bg-brand-700 px-5 font-bold text-white hover:bg-brand-800 disabled:cursor-wait disabled:opacity-70";
export const linkButton = "font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800";
