import { blogTexts } from "@shared/texts/blog";
import { BlogPostPage } from "~/features/blog/blog-post-page";
import { loadBlogPost } from "~/features/blog/blog.server";
import { pageMeta, shopFromMatches } from "~/lib/seo";
import type { Route } from "./+types/blog-post";

export function loader({ context, params }: Route.LoaderArgs) {
  return loadBlogPost(context, params.slug);
}

export function meta({ matches, data, params }: Route.MetaArgs) {
  const shop = shopFromMatches(matches);
  const post = data?.post;
  if (!post) {
    return [
      ...pageMeta({ shop, title: blogTexts.notFound.title, description: blogTexts.notFound.body, path: `/blog/${params.slug}` }),
      { name: "robots", content: "noindex" },
    ];
  }
  return [
    ...pageMeta({
      shop,
      title: post.title,
      description: post.description,
      path: `/blog/${post.slug}`,
      image: post.imageUrl,
      type: "article",
    }),
    ...(post.publishedAt ? [{ property: "article:published_time", content: post.publishedAt }] : []),
  ];
}

export default function BlogPostRoute({ loaderData }: Route.ComponentProps) {
  return <BlogPostPage post={loaderData.post} />;
}
