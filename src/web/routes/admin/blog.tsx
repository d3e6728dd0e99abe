import { adminTexts } from "@shared/texts/admin";
import { blogAdminTexts } from "@shared/texts/blog-admin";
import { BlogPostsPage } from "~/features/admin/blog/blog-posts-page";

export function meta() {
  return [{ title: `${blogAdminTexts.heading} | ${adminTexts.title}` }, { name: "robots", content: "noindex" }];
}

export default function AdminBlogRoute() {
  return <BlogPostsPage />;
}
