import { aboutTexts } from "@shared/texts/about";
import { withTexts } from "~/lib/texts";

export { meta, default } from "~/features/about/about-route";
export const handle = withTexts({ aboutTexts });
