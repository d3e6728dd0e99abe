import { HeartHandshake, Phone, Scale, ScrollText } from "lucide";
import { Icon } from "~/components/ui/icon";
import { imageSrcSet } from "@shared/images/images";
import { phoneHref } from "@shared/shop/shop";
import { PageBanner } from "~/components/ui/page-banner";
import { useShop } from "~/lib/shop";
import { useTexts } from "~/lib/texts";

const VALUE_ICONS = [ScrollText, Scale, HeartHandshake];
const KITCHEN_IMAGE = "/images/about-kitchen-640w.webp";

/** docs/product.md 'About': story, values, kitchen (static). */
export function AboutPage() {
  const shop = useShop();
  const aboutTexts = useTexts("aboutTexts");
  const { story, values, kitchen, catering } = aboutTexts;
  return (
    <>
      <PageBanner title={aboutTexts.heading} subtitle={shop.tagline} subtitleLang={shop.taglineLang} />

      <section aria-labelledby="story-heading" className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
        <p className="text-sm font-bold uppercase tracking-widest text-brand-700">{story.since(shop.foundedYear)}</p>
        <h2 id="story-heading" className="mt-2 text-3xl font-bold sm:text-4xl">
          {story.heading}
        </h2>
        <div className="mt-6 space-y-4 text-lg leading-relaxed text-ink-700">
          {story.paragraphs(shop.name, shop.foundedYear).map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </section>

      <section aria-labelledby="values-heading" className="bg-cream-100 px-4 py-16 sm:px-6">
        <h2 id="values-heading" className="text-center text-3xl font-bold sm:text-4xl">
          {values.heading}
        </h2>
        <ul className="mx-auto mt-10 grid max-w-6xl gap-6 md:grid-cols-3">
          {values.items.map((value, index) => {
            const node = VALUE_ICONS[index] ?? ScrollText;
            return (
              <li key={value.title} className="rounded-2xl bg-white p-8 shadow-sm">
                <Icon node={node} className="h-8 w-8 text-brand-700" />
                <h3 className="mt-4 text-xl font-bold">{value.title}</h3>
                <p className="mt-2 text-ink-700">{value.body}</p>
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="kitchen-heading" className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-16 sm:px-6 md:grid-cols-2">
        <img
          src={KITCHEN_IMAGE}
          srcSet={imageSrcSet(KITCHEN_IMAGE)}
          sizes="(min-width: 768px) 560px, 100vw"
          width={640}
          height={480}
          alt={kitchen.imageAlt}
          loading="lazy"
          decoding="async"
          className="h-auto w-full rounded-2xl shadow-md"
        />
        <div>
          <h2 id="kitchen-heading" className="text-3xl font-bold sm:text-4xl">
            {kitchen.heading}
          </h2>
          <div className="mt-5 space-y-4 text-lg leading-relaxed text-ink-700">
            {kitchen.body.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
      </section>

      <section aria-labelledby="catering-heading" className="bg-brand-900 px-4 py-14 text-center text-white sm:px-6">
        <h2 id="catering-heading" className="text-3xl font-bold">
          {catering.heading}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-cream-100">{catering.body}</p>
        <a
          href={phoneHref(shop.phone)}
          className="mt-6 inline-flex min-h-12 items-center gap-2 rounded-full bg-saffron-400 px-7 font-bold text-ink-900 hover:bg-saffron-300"
        >
          <Icon node={Phone} className="h-5 w-5" />
          {catering.call(shop.phone)}
        </a>
      </section>
    </>
  );
}
