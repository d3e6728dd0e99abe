import { homeTexts } from "@shared/texts/home";
import { menuTexts } from "@shared/texts/menu";
import { loadHomeRoute } from "~/features/home/home.server";
import { withTexts } from "~/lib/texts";
import type { Route } from "./+types/home";

export { links, meta, default } from "~/features/home/home-route";
// The featured items are menu cards: they speak the menu's words.
export const handle = withTexts({ homeTexts, menuTexts });

export function loader({ context }: Route.LoaderArgs) {
  return loadHomeRoute(context, "en");
}
