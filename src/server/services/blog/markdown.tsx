import type { ComponentProps } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type * as ReactMarkdown from "react-markdown";
import type { Components } from "react-markdown";
import type * as RehypeSanitize from "rehype-sanitize";

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

const components: Components = {
  // The page's title is the one h1; a post's own '#' headings become h2.
  h1: "h2",
  a: ({ node: _node, href, children, ...props }: ComponentProps<"a"> & { node?: unknown }) => (
    <a href={href} {...props} {...(isExternal(href) ? { rel: "noopener noreferrer" } : {})}>
      {children}
    </a>
  ),
  img: ({ node: _node, alt, ...props }: ComponentProps<"img"> & { node?: unknown }) => (
    <img {...props} alt={alt ?? ""} loading="lazy" decoding="async" />
  ),
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
