import type { GiftCardState } from "@shared/gift-cards/gift-cards";
import { useLocale, useTexts } from "~/lib/texts";
import { formatDateOnly } from "./gift-card-rules";

/** Can pay: green; waiting: yellow; stopped by the owner: red; spent or past its date: grey. */
const STYLES: Record<GiftCardState, string> = {
  pending: "bg-yellow-100 text-yellow-900 border-yellow-300",
  active: "bg-green-100 text-green-900 border-green-300",
  frozen: "bg-red-100 text-red-900 border-red-300",
  void: "bg-red-100 text-red-900 border-red-300",
  depleted: "bg-cream-100 text-ink-700 border-cream-200",
  expired: "bg-cream-100 text-ink-700 border-cream-200",
};

/** A card's state in the admin's words. */
export function GiftCardStateBadge({ state }: { state: GiftCardState }) {
  const t = useTexts("giftCardsAdminTexts");
  return (
    <span
      className={`inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold ${STYLES[state]}`}
      data-testid="gift-card-state"
      data-state={state}
    >
      {t.states[state]}
    </span>
  );
}

/** '••7KQ2' as printed; a card whose code is not made yet says so. */
export function CardName({ last4, className = "font-mono font-bold" }: { last4: string | null; className?: string }) {
  const t = useTexts("giftCardsAdminTexts");
  if (last4 === null) return <span className="text-sm italic text-ink-500">{t.noCodeYet}</span>;
  return (
    <span className={className}>
      <span aria-hidden="true">••{last4}</span>
      <span className="sr-only">{t.cardEnding(last4)}</span>
    </span>
  );
}

/** A promotional card's last day as printed on it, in capitals: 'EXPIRES FEBRUARY 28, 2027'. */
export function useExpiryWords(): (expiresOn: string) => string {
  const t = useTexts("giftCardsAdminTexts");
  const locale = useLocale();
  return (expiresOn) => t.expires(formatDateOnly(expiresOn, locale));
}
