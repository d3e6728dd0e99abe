import { menuPageTexts } from "@shared/texts/menu-page";
import { loadMenuPage } from "~/features/menu/menu.server";
import { withTexts } from "~/lib/texts";
import type { Route } from "./+types/menu";

export { meta, default } from "~/features/menu/menu-route";
export const handle = withTexts({ menuPageTexts });

export function loader({ context, request }: Route.LoaderArgs) {
  return loadMenuPage(context, new URL(request.url), "en");
}
