import { useLoaderData } from "react-router";
import { pageMeta } from "~/lib/seo";
import { textsFromMatches } from "~/lib/texts";
import type { Route } from "../../routes/+types/blog-post";
import { BlogPostPage } from "./blog-post-page";

/**
 * A blog post in either language: its route files (routes/blog-post.tsx, routes/es/blog-post.tsx) bring the words and the data.
 * Its JSON-LD is not meta: the loader hands it to the document (lib/structured-data-document.server.ts).
 */
export function meta({ matches, data, params }: Route.MetaArgs) {
  const post = data?.post;
  if (!post) {
    const blogTexts = textsFromMatches(matches, "blogTexts");
    return [
      ...pageMeta({ matches, title: blogTexts.notFound.title, description: blogTexts.notFound.body, path: `/blog/${params.slug}` }),
      { name: "robots", content: "noindex" },
    ];
  }
  return [
    ...pageMeta({
      matches,
      title: post.title,
      description: post.description,
      path: `/blog/${post.slug}`,
      image: post.imageUrl,
      type: "article",
    }),
    ...(post.publishedAt ? [{ property: "article:published_time", content: post.publishedAt }] : []),
  ];
}

// Shared by both languages' route files, which re-export it: React Router hands props only to a
// default export written in the route file itself, so the page reads its data with the hook.
export default function BlogPostRoute() {
  const loaderData = useLoaderData<Route.ComponentProps["loaderData"]>();
  return <BlogPostPage post={loaderData.post} />;
}
