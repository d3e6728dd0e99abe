import { cateringTexts } from "@shared/texts/es/catering";
import { cateringWordTexts } from "@shared/texts/es/catering-words";
import { loadCateringPage } from "~/features/catering/catering.server";
import { withTexts } from "~/lib/texts";
import type { Route } from "./+types/catering";

export { meta, default } from "~/features/catering/catering-route";
export const handle = withTexts({ cateringTexts, cateringWordTexts });

export function loader({ context }: Route.LoaderArgs) {
  return loadCateringPage(context, "es");
}
