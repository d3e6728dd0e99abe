import { blogTexts } from "@shared/texts/blog";
import { loadBlogPost } from "~/features/blog/blog.server";
import { withTexts } from "~/lib/texts";
import type { Route } from "./+types/blog-post";

export { meta, default } from "~/features/blog/blog-post-route";
export const handle = withTexts({ blogTexts });

export function loader({ context, params }: Route.LoaderArgs) {
  return loadBlogPost(context, params.slug, "en");
}
