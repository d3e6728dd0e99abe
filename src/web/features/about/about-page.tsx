import { icon, Phone } from "~/components/ui/icons";
import { imageSrcSet } from "@shared/images";
import { phoneHref } from "@shared/shop";
import { aboutTexts } from "@shared/texts/about";
import { PageBanner } from "~/components/ui/page-banner";
import { useShop } from "~/lib/shop";

const HeartHandshake = icon([["path", { d: "M19.414 14.414C21 12.828 22 11.5 22 9.5a5.5 5.5 0 0 0-9.591-3.676.6.6 0 0 1-.818.001A5.5 5.5 0 0 0 2 9.5c0 2.3 1.5 4 3 5.5l5.535 5.362a2 2 0 0 0 2.879.052 2.12 2.12 0 0 0-.004-3 2.124 2.124 0 1 0 3-3 2.124 2.124 0 0 0 3.004 0 2 2 0 0 0 0-2.828l-1.881-1.882a2.41 2.41 0 0 0-3.409 0l-1.71 1.71a2 2 0 0 1-2.828 0 2 2 0 0 1 0-2.828l2.823-2.762" }]]);
const ScrollText = icon([["path", { d: "M15 12h-5" }], ["path", { d: "M15 8h-5" }], ["path", { d: "M19 17V5a2 2 0 0 0-2-2H4" }], ["path", { d: "M8 21h12a2 2 0 0 0 2-2v-1a1 1 0 0 0-1-1H11a1 1 0 0 0-1 1v1a2 2 0 1 1-4 0V5a2 2 0 1 0-4 0v2a1 1 0 0 0 1 1h3" }]]);
const Scale = icon([["path", { d: "M12 3v18" }], ["path", { d: "m19 8 3 8a5 5 0 0 1-6 0zV7" }], ["path", { d: "M3 7h1a17 17 0 0 0 8-2 17 17 0 0 0 8 2h1" }], ["path", { d: "m5 8 3 8a5 5 0 0 1-6 0zV7" }], ["path", { d: "M7 21h10" }]]);

const VALUE_ICONS = [ScrollText, Scale, HeartHandshake];
const KITCHEN_IMAGE = "/images/about-kitchen-640w.webp";

/** SPEC.md section 2 'About': story, values, kitchen (static). */
export function AboutPage() {
  const shop = useShop();
  const { story, values, kitchen, catering } = aboutTexts;
  return (
    <>
      <PageBanner title={aboutTexts.heading} subtitle={shop.tagline} />

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
            const Icon = VALUE_ICONS[index] ?? ScrollText;
            return (
              <li key={value.title} className="rounded-2xl bg-white p-8 shadow-sm">
                <Icon aria-hidden="true" className="h-8 w-8 text-brand-700" />
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
          <Phone aria-hidden="true" className="h-5 w-5" />
          {catering.call(shop.phone)}
        </a>
      </section>
    </>
  );
}
