import { homeTexts } from "@shared/texts/home";
import { loadHomeRoute } from "~/features/home/home.server";
import { withTexts } from "~/lib/texts";
import type { Route } from "./+types/home";

export { links, meta, default } from "~/features/home/home-route";
export const handle = withTexts({ homeTexts });

export function loader({ context }: Route.LoaderArgs) {
  return loadHomeRoute(context, "en");
}
