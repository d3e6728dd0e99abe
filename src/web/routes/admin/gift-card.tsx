import { adminMeta } from "~/features/admin/admin-meta";
import { GiftCardPage } from "~/features/admin/gift-cards/gift-card-page";
import type { Route } from "./+types/gift-card";

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta(matches, (texts) => texts.giftCardsAdminTexts.title);
}

export default function GiftCardRoute({ params }: Route.ComponentProps) {
  // A key per card: another card opened from here (the counter's look-up) starts afresh.
  return <GiftCardPage key={params.id} id={params.id} />;
}
