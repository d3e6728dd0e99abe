import { menuPageTexts } from "@shared/texts/es/menu-page";
import { menuTexts } from "@shared/texts/es/menu";
import { loadMenuPage } from "~/features/menu/menu.server";
import { withTexts } from "~/lib/texts";
import type { Route } from "./+types/menu";

export { meta, default } from "~/features/menu/menu-route";
export const handle = withTexts({ menuPageTexts, menuTexts });

export function loader({ context, request }: Route.LoaderArgs) {
  return loadMenuPage(context, new URL(request.url), "es");
}
