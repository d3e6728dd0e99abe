import { ArrowLeft } from "lucide";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatCents } from "@shared/core/money";
import { formatShopDate, formatShopShortDateTime } from "@shared/core/time";
import type { GiftCardDetailDto } from "@shared/gift-cards/gift-cards";
import { AdminLoadError } from "~/components/admin/admin-table";
import { buttonStyles } from "~/components/admin/button-styles";
import { Icon } from "~/components/ui/icon";
import { Spinner } from "~/components/ui/spinner";
import { ApiError } from "~/lib/api";
import { useShop } from "~/lib/shop";
import { useLocale, useTexts } from "~/lib/texts";
import { GiftCardActions } from "./gift-card-actions";
import { GiftCardStateBadge, useExpiryWords } from "./gift-card-badges";
import { GiftCardLedger } from "./gift-card-ledger";
import { useGiftCard, useIsOwner } from "./gift-cards-api";

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl bg-white p-4 shadow-sm">
      <h2 className="mb-2 text-sm font-semibold uppercase tracking-wide text-ink-500">{title}</h2>
      {children}
    </section>
  );
}

/**
 * /admin/gift-cards/:id (ADR 0024): the card's state and money, who it is for and from, when it
 * goes out, a promotional card's last day in capitals (as printed on it), what can be done now,
 * and its ledger.
 */
export function GiftCardPage({ id }: { id: string }) {
  const t = useTexts("giftCardsAdminTexts");
  const adminTexts = useTexts("adminTexts");
  const query = useGiftCard(id);
  const card = query.data;
  return (
    <>
      <div className="mb-4">
        <Link to="/admin/gift-cards" className={buttonStyles.secondary}>
          <Icon node={ArrowLeft} className="h-4 w-4" />
          {t.detail.back}
        </Link>
      </div>
      {card ? (
        <GiftCardDetails card={card} />
      ) : query.isError &&
        query.error instanceof ApiError &&
        (query.error.code === "not_found" || query.error.code === "validation_failed") ? (
        <>
          <h1 className="mb-4 text-3xl font-bold">{t.title}</h1>
          <p role="alert" className="rounded-2xl bg-white p-6 font-semibold text-red-800 shadow-sm">
            {t.detail.notFound}
          </p>
        </>
      ) : query.isError ? (
        <AdminLoadError message={t.detail.loadFailed} retryLabel={t.retry} onRetry={() => void query.refetch()} />
      ) : (
        <Spinner label={adminTexts.loading} />
      )}
    </>
  );
}

export function GiftCardDetails({ card }: { card: GiftCardDetailDto }) {
  const t = useTexts("giftCardsAdminTexts");
  const d = t.detail;
  const locale = useLocale();
  const shop = useShop();
  const isOwner = useIsOwner();
  const expiry = useExpiryWords();
  const { deliveredAt } = card;

  return (
    <div className="space-y-4" data-testid="gift-card" data-state={card.state}>
      <header>
        <h1 className="text-3xl font-bold">
          {card.last4 ? (
            <>
              <span aria-hidden="true">{t.card(card.last4)}</span>
              <span className="sr-only">{t.cardEnding(card.last4)}</span>
            </>
          ) : (
            t.title
          )}
        </h1>
        <p className="mt-2 flex flex-wrap items-center gap-2" aria-live="polite">
          <GiftCardStateBadge state={card.state} />
          <span className="text-sm font-semibold text-ink-700">{t.kinds[card.kind]}</span>
          {!card.last4 && <span className="text-sm text-ink-500">· {t.noCodeYet}</span>}
        </p>
        <p className="mt-1 text-sm text-ink-500">{d.created(formatShopShortDateTime(card.createdAt, shop.timeZone, locale))}</p>
      </header>

      <GiftCardActions card={card} isOwner={isOwner} />

      <div className="grid gap-4 md:grid-cols-2">
        <Section title={d.balance}>
          <p className="text-3xl font-bold tabular-nums" data-testid="gift-card-balance">
            {formatCents(card.balanceCents)}
          </p>
          <dl className="mt-2 space-y-1 text-sm">
            <div className="flex justify-between gap-4">
              <dt>{d.initial}</dt>
              <dd className="tabular-nums">{formatCents(card.initialCents)}</dd>
            </div>
            <div className="flex flex-wrap justify-between gap-x-4">
              <dt>{d.expiry}</dt>
              <dd className="font-semibold" data-testid="gift-card-expiry">
                {card.expiresOn ? expiry(card.expiresOn) : card.kind === "bought" ? d.neverExpires : d.promotionalNoExpiry}
              </dd>
            </div>
          </dl>
        </Section>
        <Section title={d.recipient}>
          <p className="font-semibold">{card.recipientName}</p>
          <p className="break-all">
            <a className="text-brand-700 underline" href={`mailto:${card.recipientEmail}`}>
              {card.recipientEmail}
            </a>
          </p>
          <p className="mt-1 text-sm text-ink-700">{d.language(t.languages[card.locale])}</p>
          <p className="text-sm text-ink-700">
            <span className="font-semibold">{d.delivery}: </span>
            {deliveredAt ? (
              <time dateTime={deliveredAt}>{d.delivered(formatShopShortDateTime(deliveredAt, shop.timeZone, locale))}</time>
            ) : (
              <time dateTime={card.deliverAt}>{d.scheduled(formatShopDate(card.deliverAt, shop.timeZone, locale))}</time>
            )}
          </p>
        </Section>
        <Section title={d.buyer}>
          {card.kind === "promotional" ? (
            <p>{d.givenByShop}</p>
          ) : card.buyerEmail ? (
            <p className="break-all">
              <a className="text-brand-700 underline" href={`mailto:${card.buyerEmail}`}>
                {card.buyerEmail}
              </a>
            </p>
          ) : (
            <p className="text-ink-500">—</p>
          )}
        </Section>
        <Section title={d.message}>
          <p className="whitespace-pre-line break-words text-sm">{card.message || <span className="text-ink-500">{d.noMessage}</span>}</p>
        </Section>
      </div>

      <GiftCardLedger entries={card.entries} />
    </div>
  );
}
