import { blogTexts } from "@shared/texts/blog";
import { loadBlogList } from "~/features/blog/blog.server";
import { withTexts } from "~/lib/texts";
import type { Route } from "./+types/blog";

export { meta, default } from "~/features/blog/blog-route";
export const handle = withTexts({ blogTexts });

export function loader({ context }: Route.LoaderArgs) {
  return loadBlogList(context, "en");
}
