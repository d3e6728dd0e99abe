import { cateringQuoteTexts } from "@shared/texts/es/catering-quote";
import { cateringWordTexts } from "@shared/texts/es/catering-words";
import { loadCateringQuote } from "~/features/catering/catering.server";
import { withTexts } from "~/lib/texts";
import type { Route } from "./+types/catering-quote";

export { meta, headers, default } from "~/features/catering/catering-quote-route";
export const handle = withTexts({ cateringQuoteTexts, cateringWordTexts });

export function loader({ context, params, request }: Route.LoaderArgs) {
  return loadCateringQuote(context, params.token, new URL(request.url));
}
