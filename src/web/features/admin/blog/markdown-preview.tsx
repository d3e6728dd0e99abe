import Markdown from "react-markdown";
import rehypeSanitize from "rehype-sanitize";
import { useTexts } from "~/lib/texts";

/**
 * The post as readers will see it: markdown rendered and sanitised (raw HTML in a post is
 * shown as text and never runs), as the public blog does on the server. Admin only: the
 * storefront never loads the markdown renderer.
 */
export function MarkdownPreview({ markdown }: { markdown: string }) {
  const blogAdminTexts = useTexts("blogAdminTexts");
  if (!markdown.trim()) return <p className="text-ink-500">{blogAdminTexts.form.emptyPreview}</p>;
  return (
    <div className="markdown-preview space-y-3 text-ink-900 [&_a]:text-brand-700 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-cream-200 [&_blockquote]:pl-3 [&_h1]:text-2xl [&_h1]:font-bold [&_h2]:text-xl [&_h2]:font-bold [&_h3]:text-lg [&_h3]:font-semibold [&_img]:max-w-full [&_img]:rounded-lg [&_li]:ml-5 [&_ol]:list-decimal [&_ul]:list-disc">
      <Markdown rehypePlugins={[rehypeSanitize]}>{markdown}</Markdown>
    </div>
  );
}
