import { Link } from "react-router";
import { formatCents } from "@shared/core/money";
import { formatShopShortDateTime } from "@shared/core/time";
import type { GiftCardEntryDto } from "@shared/gift-cards/gift-cards";
import { shortOrderId } from "@shared/orders/orders";
import { AdminTable } from "~/components/admin/admin-table";
import { useShop } from "~/lib/shop";
import { useLocale, useTexts } from "~/lib/texts";
import { useWideScreen } from "../use-wide-screen";

/** '+$25.00', '−$4.20' (a true minus sign): a ledger entry's money in or out. */
export function signedCents(cents: number): string {
  return cents < 0 ? `−${formatCents(-cents)}` : `+${formatCents(cents)}`;
}

/**
 * The card's history (ADR 0024): each ledger entry with its kind, the money in or out, the
 * balance after it, the order it was for (opened on the orders page), who made it, its note and
 * when. A table on a tablet and wider, a card per entry on a phone.
 */
export function GiftCardLedger({ entries }: { entries: GiftCardEntryDto[] }) {
  const t = useTexts("giftCardsAdminTexts").detail;
  const wide = useWideScreen();
  return (
    <section aria-labelledby="gift-card-history-heading" data-testid="gift-card-ledger">
      <h2 id="gift-card-history-heading" className="mb-2 text-sm font-semibold uppercase tracking-wide text-ink-500">
        {t.history}
      </h2>
      {entries.length === 0 ? (
        <p className="rounded-2xl bg-white p-4 text-sm text-ink-500 shadow-sm">{t.historyEmpty}</p>
      ) : wide ? (
        <LedgerTable entries={entries} />
      ) : (
        <LedgerCards entries={entries} />
      )}
    </section>
  );
}

function When({ entry }: { entry: GiftCardEntryDto }) {
  const shop = useShop();
  const locale = useLocale();
  return <time dateTime={entry.createdAt}>{formatShopShortDateTime(entry.createdAt, shop.timeZone, locale)}</time>;
}

function OrderLink({ orderId }: { orderId: string }) {
  const t = useTexts("giftCardsAdminTexts").detail;
  const shortId = shortOrderId(orderId);
  return (
    <Link
      to={`/admin/orders?order=${orderId}`}
      className="inline-flex min-h-11 items-center font-mono text-brand-700 underline"
      aria-label={t.orderLabel(shortId)}
    >
      {t.order(shortId)}
    </Link>
  );
}

function Amount({ cents }: { cents: number }) {
  return <span className={`font-semibold tabular-nums ${cents < 0 ? "text-red-800" : "text-green-800"}`}>{signedCents(cents)}</span>;
}

function LedgerTable({ entries }: { entries: GiftCardEntryDto[] }) {
  const t = useTexts("giftCardsAdminTexts");
  const columns = t.detail.columns;
  return (
    <AdminTable
      columns={[
        { label: columns.when },
        { label: columns.kind },
        { label: columns.amount, align: "right" },
        { label: columns.balanceAfter, align: "right" },
        { label: columns.order },
        { label: columns.by },
        { label: columns.note },
      ]}
    >
      {entries.map((entry) => (
        <tr key={entry.id} data-testid="gift-card-entry" data-kind={entry.kind}>
          <td className="whitespace-nowrap px-3 py-3 align-top lg:px-4">
            <When entry={entry} />
          </td>
          <td className="px-3 py-3 align-top font-semibold lg:px-4">{t.entryKinds[entry.kind]}</td>
          <td className="px-3 py-3 text-right align-top lg:px-4">
            <Amount cents={entry.amountCents} />
          </td>
          <td className="px-3 py-3 text-right align-top tabular-nums lg:px-4">{formatCents(entry.balanceCents)}</td>
          <td className="px-3 py-1 align-top lg:px-4">{entry.orderId && <OrderLink orderId={entry.orderId} />}</td>
          <td className="max-w-48 break-words px-3 py-3 align-top lg:px-4">{entry.byEmail ?? t.detail.bySystem}</td>
          <td className="max-w-64 break-words px-3 py-3 align-top text-ink-700 lg:px-4">{entry.note}</td>
        </tr>
      ))}
    </AdminTable>
  );
}

/** On a phone: each entry a card, its kind and money first. */
function LedgerCards({ entries }: { entries: GiftCardEntryDto[] }) {
  const t = useTexts("giftCardsAdminTexts").detail;
  const kinds = useTexts("giftCardsAdminTexts").entryKinds;
  return (
    <ol className="space-y-2" aria-label={t.history}>
      {entries.map((entry) => (
        <li key={entry.id} className="rounded-2xl bg-white p-3 text-sm shadow-sm" data-testid="gift-card-entry" data-kind={entry.kind}>
          <div className="flex items-start justify-between gap-3">
            <p className="font-semibold">{kinds[entry.kind]}</p>
            <Amount cents={entry.amountCents} />
          </div>
          <p className="text-ink-700 tabular-nums">{t.balanceAfter(formatCents(entry.balanceCents))}</p>
          <p className="text-xs text-ink-500">
            <When entry={entry} /> · {t.by(entry.byEmail ?? t.bySystem)}
          </p>
          {entry.orderId && <OrderLink orderId={entry.orderId} />}
          {entry.note && <p className="mt-1 break-words text-ink-700">{entry.note}</p>}
        </li>
      ))}
    </ol>
  );
}
