import type { MouseEvent } from "react";
import { useNavigate } from "react-router";
import type { MenuItemDto } from "@shared/menu/menu";
import { FeaturedSection } from "./featured-section";

interface HomePageProps {
  featured: MenuItemDto[];
  featuredFailed: boolean;
  /** The hero and the sections below the featured items, rendered by the server (home-sections.server.tsx). */
  heroHtml: string;
  sectionsHtml: string;
}

/**
 * The server's HTML has plain links: they work before the page's code has loaded. Once it has, a
 * plain left click on one of the shop's own pages navigates in the page, as a Link would (the
 * next page's data only, with its loading words), instead of loading a whole document.
 */
function useInPageLinks() {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLElement>) => {
    const link = event.target instanceof Element ? event.target.closest("a") : null;
    if (!link || link.target || link.origin !== window.location.origin || event.button !== 0) return;
    if (event.defaultPrevented || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void navigate(link.pathname + link.search + link.hash);
  };
}

export function HomePage({ featured, featuredFailed, heroHtml, sectionsHtml }: HomePageProps) {
  const follow = useInPageLinks();
  return (
    <>
      {/* The hero: HTML from the server (home-sections-markup.server.tsx). */}
      <div onClick={follow} dangerouslySetInnerHTML={{ __html: heroHtml }} />

      <FeaturedSection items={featured} failed={featuredFailed} />

      {/* Values, the award, testimonials and Order Now: HTML from the server (home-sections-markup.server.tsx). */}
      <div onClick={follow} dangerouslySetInnerHTML={{ __html: sectionsHtml }} />
    </>
  );
}
