import { layoutTexts } from "@shared/texts/layout";
import { loadingTexts } from "@shared/texts/loading";
import { menuTexts } from "@shared/texts/menu";
import { withTexts } from "~/lib/texts";

export { default, ErrorBoundary } from "~/routes/public-layout-route";

/** The English storefront's frame: header, footer, loading and not-found words. */
export const handle = withTexts({ layoutTexts, loadingTexts, menuTexts });
