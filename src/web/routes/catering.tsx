import { cateringTexts } from "@shared/texts/catering";
import { cateringWordTexts } from "@shared/texts/catering-words";
import { loadCateringPage } from "~/features/catering/catering.server";
import { withTexts } from "~/lib/texts";
import type { Route } from "./+types/catering";

export { meta, default } from "~/features/catering/catering-route";
export const handle = withTexts({ cateringTexts, cateringWordTexts });

export function loader({ context }: Route.LoaderArgs) {
  return loadCateringPage(context, "en");
}
