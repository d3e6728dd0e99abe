import type { ComponentProps } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type * as ReactMarkdown from "react-markdown";
import type { Components } from "react-markdown";
import type * as RehypeSanitize from "rehype-sanitize";
import { imageSrcSet } from "@shared/images/images";

/** The markdown renderer loads on the first post shown, not at start-up (cold start). */
let renderer: Promise<[typeof ReactMarkdown.default, typeof RehypeSanitize.default]> | undefined;
const loadRenderer = () =>
  (renderer ??= Promise.all([import("react-markdown").then((m) => m.default), import("rehype-sanitize").then((m) => m.default)]));

/**
 * Blog posts are markdown written in the admin. They are rendered here, on the server, into a
 * sanitised HTML string: the markdown renderer never reaches the browser's bundle (first-load
 * budget), raw HTML in a post is shown as text and never runs, and `javascript:` (or any
 * non-http/mailto) link targets are dropped by the URL transform and by rehype-sanitize.
 */

const isExternal = (href: string | undefined) => !!href && /^https?:\/\//i.test(href);

/** A post's body is the page's 720 px column (blog-post-page.tsx), full width on a phone. */
const BODY_IMAGE_SIZES = "(min-width: 768px) 720px, 100vw";

const components: Components = {
  // The page's title is the one h1; a post's own '#' headings become h2.
  h1: "h2",
  a: ({ node: _node, href, children, ...props }: ComponentProps<"a"> & { node?: unknown }) => (
    <a href={href} {...props} {...(isExternal(href) ? { rel: "noopener noreferrer" } : {})}>
      {children}
    </a>
  ),
  // The size of a picture in a post is unknown here: the stylesheet gives it a fixed box (.markdown img)
  // so the text below never moves when it loads. Our own pictures come in several widths.
  img: ({ node: _node, alt, src, ...props }: ComponentProps<"img"> & { node?: unknown }) => {
    const srcSet = typeof src === "string" ? imageSrcSet(src) : undefined;
    return (
      <img {...props} src={src} alt={alt ?? ""} loading="lazy" decoding="async" {...(srcSet ? { srcSet, sizes: BODY_IMAGE_SIZES } : {})} />
    );
  },
};

/** Markdown → sanitised HTML (a string to put in the page with dangerouslySetInnerHTML). */
export async function renderMarkdownToHtml(markdown: string): Promise<string> {
  const [Markdown, rehypeSanitize] = await loadRenderer();
  return renderToStaticMarkup(
    <Markdown rehypePlugins={[rehypeSanitize]} components={components}>
      {markdown}
    </Markdown>,
  );
}

const BLOCK_END = /<\/(p|h[1-6]|li|blockquote|pre|tr|td|th|div)>|<br\s*\/?>/gi;
const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#x27;": "'", "&#39;": "'" };

/** The text a reader sees (no markdown syntax, no tags), blocks separated by a space. */
export async function markdownToPlainText(markdown: string): Promise<string> {
  return (await renderMarkdownToHtml(markdown))
    .replace(BLOCK_END, " ")
    .replace(/<[^>]*>/g, "")
    .replace(/&(amp|lt|gt|quot|#x27|#39);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, " ")
    .trim();
}
