import { Award, Beef, Clock, Truck } from "lucide";
import { localizedPath, type Locale } from "@shared/core/i18n";
import { phoneHref, type ShopInfo } from "@shared/shop/shop";
import { textsFor } from "@shared/texts/registry.server";
import { describeToday } from "@shared/ordering/today-hours";
import { Icon } from "~/components/ui/icon";
import { HERO_IMAGE } from "@shared/images/hero";
import { imageSrcSet } from "@shared/images/images";

const primaryButton =
  "inline-flex min-h-12 items-center justify-center rounded-full bg-saffron-400 px-7 font-bold text-ink-900 hover:bg-saffron-300";
const outlineButton =
  "inline-flex min-h-12 items-center justify-center rounded-full border-2 border-white px-7 font-bold text-white hover:bg-white/10";

/**
 * The home page's hero: its picture (the page's largest paint, at high priority), the shop's
 * name and tagline, View Menu and About Us. Nothing in it is interactive either: HTML from the
 * server like the sections below, so its code and words stay off the page's first load (ADR 0019).
 */
export function HomeHeroMarkup({ shop, locale }: { shop: ShopInfo; locale: Locale }) {
  const { hero } = textsFor(locale).homeSectionTexts;
  return (
    <section className="relative isolate overflow-hidden bg-brand-950 text-white">
      <img
        src={HERO_IMAGE.src}
        srcSet={imageSrcSet(HERO_IMAGE.src, HERO_IMAGE.widths)}
        sizes="100vw"
        width={HERO_IMAGE.width}
        height={HERO_IMAGE.height}
        alt={hero.imageAlt}
        fetchPriority="high"
        className="absolute inset-0 -z-10 h-full w-full object-cover object-[70%_center]"
      />
      <div className="absolute inset-0 -z-10 bg-gradient-to-r from-brand-950/95 via-brand-950/75 to-brand-950/30" />
      <div className="mx-auto flex min-h-[34rem] max-w-6xl flex-col justify-center px-4 pb-16 pt-28 sm:min-h-[40rem] sm:px-6">
        <p lang={shop.taglineLang} className="text-sm font-bold uppercase tracking-widest text-saffron-300">
          {shop.tagline}
        </p>
        <h1 className="mt-3 max-w-2xl text-4xl font-bold leading-tight sm:text-6xl">{shop.name}</h1>
        <p className="mt-5 max-w-xl text-lg text-cream-100 sm:text-xl">{hero.lead}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <a href={localizedPath("/menu", locale)} className={primaryButton}>
            {hero.viewMenu}
          </a>
          <a href={localizedPath("/about", locale)} className={outlineButton}>
            {hero.aboutUs}
          </a>
        </div>
      </div>
    </section>
  );
}

const VALUE_ICONS = { quality: Beef, service: Clock, delivery: Truck } as const;

/**
 * The home page below the featured items: values, the carnitas award, testimonials, catering
 * (its request page and the shop's phone), gift cards and the Order Now banner. Nothing in them is interactive, so the server renders them to HTML once per
 * language and shop (home-sections.server.tsx), as it does the footer, and their code and words
 * never ship to the browser (ADR 0008). Links are plain anchors, in the page's language.
 */
export function HomeSectionsMarkup({ shop, locale }: { shop: ShopInfo; locale: Locale }) {
  const { homeSectionTexts, hoursTexts, footerTexts } = textsFor(locale);
  const { values, award, testimonials, catering, giftCards, orderBanner } = homeSectionTexts;
  const today = describeToday(shop.today, hoursTexts, locale);
  return (
    <>
      <section aria-labelledby="values-heading" className="bg-cream-100 px-4 py-16 sm:px-6">
        <h2 id="values-heading" className="text-center text-3xl font-bold sm:text-4xl">
          {values.heading}
        </h2>
        <ul className="mx-auto mt-10 grid max-w-6xl gap-6 md:grid-cols-3">
          {values.cards.map((card) => (
            <li key={card.title} className="rounded-2xl bg-white p-8 text-center shadow-sm">
              <span className="mx-auto inline-flex h-14 w-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                <Icon node={VALUE_ICONS[card.icon as keyof typeof VALUE_ICONS] ?? Beef} className="h-7 w-7" />
              </span>
              <h3 className="mt-4 text-xl font-bold">{card.title}</h3>
              <p className="mt-2 text-ink-700">{card.body}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="award-heading" className="bg-brand-900 px-4 py-16 text-white sm:px-6">
        <div className="mx-auto flex max-w-4xl flex-col items-center text-center">
          <Icon node={Award} className="h-14 w-14 text-saffron-400" />
          <p className="mt-4 text-sm font-bold uppercase tracking-widest text-saffron-300">{award.eyebrow}</p>
          <h2 id="award-heading" className="mt-2 text-3xl font-bold sm:text-4xl">
            {award.heading}
          </h2>
          <p className="mt-4 max-w-2xl text-lg text-cream-100">{award.body(shop.foundedYear)}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <a href={shop.award.articleUrl} target="_blank" rel="noopener noreferrer" className={primaryButton}>
              {award.readArticle}
              <span className="sr-only"> {award.newTab}</span>
            </a>
            <a href={localizedPath(`/blog/${shop.award.postSlug}`, locale)} className={outlineButton}>
              {award.readPost}
            </a>
          </div>
        </div>
      </section>

      <section aria-labelledby="testimonials-heading" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <h2 id="testimonials-heading" className="text-center text-3xl font-bold sm:text-4xl">
          {testimonials.heading}
        </h2>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {testimonials.items.map((item) => (
            <li key={item.name}>
              <figure className="flex h-full flex-col rounded-2xl border border-cream-200 bg-white p-6 shadow-sm">
                <span className="h-8 font-display text-6xl leading-none text-saffron-500">“</span>
                <blockquote className="mt-3 flex-1 text-ink-700">{item.quote}</blockquote>
                <figcaption className="mt-4">
                  <span className="block font-bold">{item.name}</span>
                  <span className="text-sm text-ink-500">{item.detail}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="catering-heading" className="bg-cream-100 px-4 py-14 sm:px-6">
        <div className="mx-auto flex max-w-4xl flex-col items-center gap-6 text-center md:flex-row md:justify-between md:text-left">
          <div>
            <h2 id="catering-heading" className="text-3xl font-bold">
              {catering.heading}
            </h2>
            <p className="mt-2 text-ink-700">
              {catering.body}{" "}
              <a href={phoneHref(shop.phone)} className="font-bold text-brand-700 underline-offset-4 hover:underline">
                {shop.phone}
              </a>
              .
            </p>
          </div>
          <a
            href={localizedPath("/catering", locale)}
            className="inline-flex min-h-12 shrink-0 items-center justify-center rounded-full bg-brand-700 px-7 font-bold text-white hover:bg-brand-800"
          >
            {catering.cta}
          </a>
        </div>
      </section>

      <section aria-labelledby="gift-cards-heading" className="px-4 py-14 sm:px-6">
        <div className="mx-auto flex max-w-4xl flex-col items-center gap-6 text-center md:flex-row md:justify-between md:text-left">
          <div>
            <h2 id="gift-cards-heading" className="text-3xl font-bold">
              {giftCards.heading}
            </h2>
            <p className="mt-2 text-ink-700">{giftCards.body}</p>
          </div>
          <a
            href={localizedPath("/gift-cards", locale)}
            className="inline-flex min-h-12 shrink-0 items-center justify-center rounded-full border-2 border-brand-700 px-7 font-bold text-brand-800 hover:bg-brand-50"
          >
            {giftCards.cta}
          </a>
        </div>
      </section>

      <section aria-labelledby="order-heading" className="bg-gradient-to-r from-brand-800 to-brand-700 px-4 py-14 text-white sm:px-6">
        <div className="mx-auto flex max-w-4xl flex-col items-center gap-6 text-center md:flex-row md:justify-between md:text-left">
          <div>
            <h2 id="order-heading" className="text-3xl font-bold">
              {orderBanner.heading}
            </h2>
            <p className="mt-2 text-cream-100">{orderBanner.body}</p>
            <div className="mt-3 text-sm text-cream-100" data-testid="home-hours">
              {today && (
                <p>
                  <strong className="text-white">{today.today}</strong>
                  {today.nextClosure && <span className="block text-saffron-300">{today.nextClosure}</span>}
                </p>
              )}
              <p>
                <span className="sr-only">{hoursTexts.weekly}: </span>
                {shop.hoursText.join(" · ")}
              </p>
            </div>
          </div>
          <a href={localizedPath("/menu", locale)} className={`${primaryButton} shrink-0`}>
            {footerTexts.orderNow}
          </a>
        </div>
      </section>
    </>
  );
}
