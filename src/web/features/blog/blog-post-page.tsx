import { ArrowLeft } from "lucide";
import { Icon } from "~/components/ui/icon";
import { Link } from "react-router";
import { imageSrcSet } from "@shared/images/images";
import { PageBanner } from "~/components/ui/page-banner";
import { useLocalPath, useTexts } from "~/lib/texts";
import type { BlogPostPageData } from "./blog.server";

function BackToBlog({ label }: { label: string }) {
  const localPath = useLocalPath();
  return (
    <Link to={localPath("/blog")} className="inline-flex min-h-11 items-center gap-2 font-bold text-brand-700 hover:underline">
      <Icon node={ArrowLeft} className="h-4 w-4" />
      {label}
    </Link>
  );
}

/** docs/product.md 'Blog post page': title, image, date, author, the body, 'Back to Blog'. */
export function BlogPostPage({ post }: { post: BlogPostPageData | null }) {
  const blogTexts = useTexts("blogTexts");
  if (!post) {
    return (
      <>
        <PageBanner title={blogTexts.notFound.title} subtitle={blogTexts.notFound.body} />
        <div className="px-4 py-12 text-center">
          <BackToBlog label={blogTexts.backToBlog} />
        </div>
      </>
    );
  }
  return (
    <article>
      <PageBanner title={post.title} titleLang={post.lang}>
        <p className="mt-4 text-cream-100">
          {post.publishedLabel && post.publishedAt && (
            <>
              <span className="sr-only">{blogTexts.publishedOn} </span>
              <time dateTime={post.publishedAt}>{post.publishedLabel}</time>
            </>
          )}
          {post.publishedLabel && post.authorName && <span> · </span>}
          {post.authorName && <span>{blogTexts.byAuthor(post.authorName)}</span>}
        </p>
      </PageBanner>
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <BackToBlog label={blogTexts.backToBlog} />
        {post.imageUrl && (
          <img
            src={post.imageUrl}
            srcSet={imageSrcSet(post.imageUrl)}
            sizes="(min-width: 768px) 720px, 100vw"
            width={640}
            height={360}
            alt=""
            fetchPriority="high"
            className="mt-6 aspect-video w-full rounded-2xl bg-cream-100 object-cover shadow-md"
          />
        )}
        <div lang={post.contentLang} className="markdown mt-8" dangerouslySetInnerHTML={{ __html: post.html }} />
      </div>
    </article>
  );
}
