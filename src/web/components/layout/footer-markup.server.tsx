import { Clock, Mail, MapPin, Phone } from "lucide";
import { Icon } from "~/components/ui/icon";
import { mapSearchUrl, phoneHref } from "@shared/shop/shop";
import { LOCALE_NAMES, localizedPath, type Locale } from "@shared/core/i18n";
import { textsFor } from "@shared/texts/registry.server";
import type { ShopInfo } from "@shared/shop/shop";
import { describeToday } from "@shared/ordering/today-hours";

/**
 * The footer's markup. It has nothing interactive, so the server renders it to HTML once
 * (footer.server.ts) and the page shows that HTML: its code never ships to the browser, which
 * keeps the storefront's first load inside its budget (ADR 0008). Links are plain anchors.
 */
export function FooterMarkup({ shop, year, locale }: { shop: ShopInfo; year: number; locale: Locale }) {
  const { layoutTexts, footerTexts: texts, hoursTexts } = textsFor(locale);
  const mapsUrl = mapSearchUrl(shop.address);
  const today = describeToday(shop.today, hoursTexts, locale);
  const other: Locale = locale === "es" ? "en" : "es";
  return (
    <>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <div>
          <p className="font-display text-xl font-bold text-white">{shop.name}</p>
          <p lang={shop.taglineLang} className="mt-2 text-sm text-cream-200">
            {shop.tagline}
          </p>
          <a
            href={localizedPath("/menu", locale)}
            className="mt-5 inline-flex min-h-11 items-center rounded-full bg-saffron-400 px-5 py-2 text-sm font-bold text-ink-900 hover:bg-saffron-300"
          >
            {texts.orderNow}
          </a>
        </div>

        <div>
          <h2 className="text-base font-bold text-white">{texts.contact}</h2>
          <ul className="mt-3 space-y-3 text-sm">
            <li className="flex gap-2">
              <Icon node={MapPin} className="mt-0.5 h-4 w-4 shrink-0 text-saffron-400" />
              <a href={mapsUrl} className="hover:underline" rel="noopener noreferrer" target="_blank">
                {shop.address.street}
                <br />
                {shop.address.city}, {shop.address.region} {shop.address.postalCode}
              </a>
            </li>
            <li className="flex gap-2">
              <Icon node={Phone} className="mt-0.5 h-4 w-4 shrink-0 text-saffron-400" />
              <a href={phoneHref(shop.phone)} className="hover:underline">
                {shop.phone}
              </a>
            </li>
            <li className="flex gap-2">
              <Icon node={Mail} className="mt-0.5 h-4 w-4 shrink-0 text-saffron-400" />
              <a href={`mailto:${shop.orderEmail}`} className="break-all hover:underline">
                {shop.orderEmail}
              </a>
            </li>
          </ul>
        </div>

        <div>
          <h2 className="text-base font-bold text-white">{texts.hours}</h2>
          {today && (
            <div className="mt-3 text-sm" data-testid="footer-today">
              <p className="font-bold text-white">{today.today}</p>
              {today.nextClosure && <p className="mt-1 text-saffron-300">{today.nextClosure}</p>}
            </div>
          )}
          <ul className="mt-3 space-y-2 text-sm">
            {shop.hoursText.map((line) => (
              <li key={line} className="flex gap-2">
                <Icon node={Clock} className="mt-0.5 h-4 w-4 shrink-0 text-saffron-400" />
                {line}
              </li>
            ))}
          </ul>
          <h2 className="mt-6 text-base font-bold text-white">{texts.followUs}</h2>
          <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-2 text-sm">
            {shop.social.map((link) => (
              <li key={link.url}>
                <a href={link.url} className="underline-offset-4 hover:underline" rel="noopener noreferrer" target="_blank">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </div>

        <div>
          <h2 className="text-base font-bold text-white">{texts.quickLinks}</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {layoutTexts.nav.map((item) => (
              <li key={item.to}>
                <a href={localizedPath(item.to, locale)} className="hover:underline">
                  {item.label}
                </a>
              </li>
            ))}
            <li>
              <a href={localizedPath("/catering", locale)} className="hover:underline">
                {texts.catering}
              </a>
            </li>
            <li>
              <a href={localizedPath("/gift-cards", locale)} className="hover:underline">
                {texts.giftCards}
              </a>
            </li>
            <li>
              {/* The same page in the other language: /lang/:locale reads the page from the Referer. */}
              <a href={`/lang/${other}`} hrefLang={other} lang={other} className="inline-flex min-h-6 items-center hover:underline">
                {LOCALE_NAMES[other]}
              </a>
            </li>
          </ul>
        </div>
      </div>
      <p className="border-t border-white/10 py-5 text-center text-xs text-cream-200">{texts.rights(shop.name, year)}</p>
    </>
  );
}
