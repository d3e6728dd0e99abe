import { cartTexts } from "@shared/texts/es/cart";
import { withTexts } from "~/lib/texts";

export { meta, default } from "~/features/cart/cart-route";
export const handle = withTexts({ cartTexts });
