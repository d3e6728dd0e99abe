import { PageBanner } from "~/components/ui/page-banner";
import { useTexts } from "~/lib/texts";
import { BlogCard } from "./blog-card";
import type { BlogCardData } from "./blog.server";

/** docs/product.md 'Blog list': 1 column on small screens, 2 on medium, 3 on large. */
export function BlogListPage({ posts }: { posts: BlogCardData[] }) {
  const blogTexts = useTexts("blogTexts");
  return (
    <>
      <PageBanner title={blogTexts.heading} subtitle={blogTexts.subtitle} />
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        {posts.length === 0 ? (
          <p role="status" className="py-16 text-center text-lg text-ink-700">
            {blogTexts.empty}
          </p>
        ) : (
          <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3" data-testid="blog-grid">
            {posts.map((post, index) => (
              <li key={post.id}>
                {/* A phone shows the first cover above the fold: that one at once, the others when scrolled near. */}
                <BlogCard post={post} eager={index === 0} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
