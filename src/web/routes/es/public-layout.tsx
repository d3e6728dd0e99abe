import { layoutTexts } from "@shared/texts/es/layout";
import { loadingTexts } from "@shared/texts/es/loading";
import { menuTexts } from "@shared/texts/es/menu";
import { withTexts } from "~/lib/texts";

export { default, ErrorBoundary } from "~/routes/public-layout-route";

/** The Spanish storefront's frame (/es/…): the same layout with the Spanish words. */
export const handle = withTexts({ layoutTexts, loadingTexts, menuTexts });
