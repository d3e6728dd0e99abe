import { giftCardBalanceTexts } from "@shared/texts/es/gift-card-balance";
import { withTexts } from "~/lib/texts";

export { meta, default } from "~/features/gift-cards/gift-card-balance-route";
export const handle = withTexts({ giftCardBalanceTexts });
