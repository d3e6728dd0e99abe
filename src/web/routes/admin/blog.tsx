import { adminMeta } from "~/features/admin/admin-meta";
import { BlogPostsPage } from "~/features/admin/blog/blog-posts-page";
import type { Route } from "./+types/blog";

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta(matches, (texts) => texts.blogAdminTexts.heading);
}

export default function AdminBlogRoute() {
  return <BlogPostsPage />;
}
