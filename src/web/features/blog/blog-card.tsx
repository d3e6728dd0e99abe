import { Link } from "react-router";
import { imageSrcSet } from "@shared/images/images";
import { useLocalPath, useTexts } from "~/lib/texts";
import type { BlogCardData } from "./blog.server";

/** A post in the list: cover (optional), title, date (when published), excerpt, 'Read more →'. */
export function BlogCard({ post, eager }: { post: BlogCardData; eager: boolean }) {
  const blogTexts = useTexts("blogTexts");
  const href = useLocalPath()(`/blog/${post.slug}`);
  const titleId = `post-${post.id}`;
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-cream-200 bg-white shadow-sm"
    >
      {post.imageUrl && (
        <img
          src={post.imageUrl}
          srcSet={imageSrcSet(post.imageUrl)}
          sizes="(min-width: 1024px) 352px, (min-width: 768px) 50vw, 100vw"
          width={640}
          height={360}
          alt=""
          loading={eager ? "eager" : "lazy"}
          fetchPriority={eager ? "high" : "low"}
          decoding="async"
          className="aspect-video w-full bg-cream-100 object-cover"
        />
      )}
      <div className="flex flex-1 flex-col p-6">
        <h2 id={titleId} lang={post.lang} className="text-xl font-bold leading-snug">
          <Link to={href} className="hover:text-brand-700 hover:underline">
            {post.title}
          </Link>
        </h2>
        {post.publishedLabel && post.publishedAt && (
          <p className="mt-2 text-sm text-ink-500">
            <time dateTime={post.publishedAt}>{post.publishedLabel}</time>
          </p>
        )}
        <p lang={post.excerptLang} className="mt-3 line-clamp-3 flex-1 text-ink-700">
          {post.excerpt}
        </p>
        <Link to={href} aria-describedby={titleId} className="mt-4 self-start font-bold text-brand-700 underline-offset-4 hover:underline">
          {blogTexts.readMore}
        </Link>
      </div>
    </article>
  );
}
