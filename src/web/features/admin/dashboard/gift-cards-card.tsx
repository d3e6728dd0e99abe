import { ChevronRight, Gift } from "lucide";
import { Link } from "react-router";
import { formatCents } from "@shared/core/money";
import { buttonStyles } from "~/components/admin/button-styles";
import { Icon } from "~/components/ui/icon";
import { useTexts } from "~/lib/texts";

/** The dashboard's gift card figure (ADR 0024): what the shop owes on its active and frozen cards, and the way to them. */
export function GiftCardsCard({ liabilityCents }: { liabilityCents: number }) {
  const t = useTexts("giftCardsAdminTexts").dashboard;
  return (
    <section
      className="rounded-2xl bg-white p-5 shadow-sm"
      aria-labelledby="dashboard-gift-cards-heading"
      data-testid="dashboard-gift-cards"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2
          id="dashboard-gift-cards-heading"
          className="flex items-center gap-2 text-sm font-semibold uppercase tracking-wide text-ink-500"
        >
          <Icon node={Gift} className="h-5 w-5 text-brand-600" />
          {t.heading}
        </h2>
        <Link to="/admin/gift-cards" className={buttonStyles.secondary}>
          {t.seeAll}
          <Icon node={ChevronRight} className="h-4 w-4" />
        </Link>
      </div>
      <p className="mt-2 text-3xl font-bold tabular-nums text-ink-900">{formatCents(liabilityCents)}</p>
      <p className="mt-1 text-xs text-ink-500">{t.caption}</p>
    </section>
  );
}
