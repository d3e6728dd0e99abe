import { blogTexts } from "@shared/texts/blog";
import { BlogListPage } from "~/features/blog/blog-list-page";
import { loadBlogList } from "~/features/blog/blog.server";
import { pageMeta, shopFromMatches } from "~/lib/seo";
import type { Route } from "./+types/blog";

export function loader({ context }: Route.LoaderArgs) {
  return loadBlogList(context);
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    shop: shopFromMatches(matches),
    title: blogTexts.pageTitle,
    description: blogTexts.metaDescription,
    path: "/blog",
  });
}

export default function BlogRoute({ loaderData }: Route.ComponentProps) {
  return <BlogListPage posts={loaderData.posts} />;
}
