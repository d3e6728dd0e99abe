import { useLoaderData } from "react-router";
import { pageMeta } from "~/lib/seo";
import { textsFromMatches } from "~/lib/texts";
import type { Route } from "../../routes/+types/blog";
import { BlogListPage } from "./blog-list-page";

/** The /blog page in either language: its route files (routes/blog.tsx, routes/es/blog.tsx) bring the words and the data. */
export function meta({ matches }: Route.MetaArgs) {
  const blogTexts = textsFromMatches(matches, "blogTexts");
  return pageMeta({ matches, title: blogTexts.pageTitle, description: blogTexts.metaDescription, path: "/blog" });
}

// Shared by both languages' route files, which re-export it: React Router hands props only to a
// default export written in the route file itself, so the page reads its data with the hook.
export default function BlogRoute() {
  const loaderData = useLoaderData<Route.ComponentProps["loaderData"]>();
  return <BlogListPage posts={loaderData.posts} />;
}
