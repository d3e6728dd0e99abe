import { adminMeta } from "~/features/admin/admin-meta";
import { GiftCardsPage } from "~/features/admin/gift-cards/gift-cards-page";
import type { Route } from "./+types/gift-cards";

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta(matches, (texts) => texts.giftCardsAdminTexts.title);
}

export default function GiftCardsRoute() {
  return <GiftCardsPage />;
}
