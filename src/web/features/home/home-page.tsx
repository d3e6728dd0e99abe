import { Link } from "react-router";
import type { MenuItemDto } from "@shared/menu";
import { HERO_IMAGE, imageSrcSet } from "@shared/images";
import { useShop } from "~/lib/shop";
import { useLocalPath, useTexts } from "~/lib/texts";
import { FeaturedSection } from "./featured-section";

export const primaryButton =
  "inline-flex min-h-12 items-center justify-center rounded-full bg-saffron-400 px-7 font-bold text-ink-900 hover:bg-saffron-300";
export const outlineButton =
  "inline-flex min-h-12 items-center justify-center rounded-full border-2 border-white px-7 font-bold text-white hover:bg-white/10";

interface HomePageProps {
  featured: MenuItemDto[];
  featuredFailed: boolean;
  /** The sections below the featured items, rendered by the server (home-sections.server.tsx). */
  sectionsHtml: string;
}

export function HomePage({ featured, featuredFailed, sectionsHtml }: HomePageProps) {
  const shop = useShop();
  const { hero } = useTexts("homeTexts");
  const localPath = useLocalPath();
  return (
    <>
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
            <Link to={localPath("/menu")} className={primaryButton}>
              {hero.viewMenu}
            </Link>
            <Link to={localPath("/about")} className={outlineButton}>
              {hero.aboutUs}
            </Link>
          </div>
        </div>
      </section>

      <FeaturedSection items={featured} failed={featuredFailed} />

      {/* Values, the award, testimonials and Order Now: HTML from the server (home-sections-markup.server.tsx). */}
      <div dangerouslySetInnerHTML={{ __html: sectionsHtml }} />
    </>
  );
}
