import type { CateringLineDto, CateringQuoteDto } from "@shared/catering/catering";
import { formatCents } from "@shared/core/money";
import { formatShopShortDateTime } from "@shared/core/time";
import { AmountRow } from "~/components/admin/amount-row";
import { PricedLine } from "~/components/admin/priced-line";
import { useShop } from "~/lib/shop";
import { useLocale, useTexts } from "~/lib/texts";

/**
 * A quote as the server priced it (ADR 0023): its lines (weighed quantities once weighed), the
 * subtotal, the service and delivery fees, the tax on all of it, the total and the deposit.
 * Nothing is worked out again here.
 */
export function CateringQuoteView({ quote }: { quote: CateringQuoteDto }) {
  const t = useTexts("cateringAdminTexts").quote;
  const locale = useLocale();
  const shop = useShop();
  return (
    <div data-testid="catering-quote" data-version={quote.version}>
      <p className="text-sm text-ink-500">
        {t.sent(quote.version, formatShopShortDateTime(quote.createdAt, shop.timeZone, locale))} ·{" "}
        {t.validUntil(formatShopShortDateTime(quote.expiresAt, shop.timeZone, locale))}
      </p>
      <ul className="mt-2 divide-y divide-cream-200 border-y border-cream-200">
        {quote.lines.map((line) => (
          <QuoteLine key={line.index} line={line} />
        ))}
      </ul>
      <QuoteTotals quote={quote} />
      {quote.note && (
        <div className="mt-3 rounded-lg bg-cream-50 p-3 text-sm">
          <p className="font-semibold">{t.note}</p>
          <p className="whitespace-pre-line">{quote.note}</p>
        </div>
      )}
    </div>
  );
}

function QuoteLine({ line }: { line: CateringLineDto }) {
  const t = useTexts("cateringAdminTexts").quote;
  return (
    <PricedLine
      line={line}
      words={{ asked: t.quoted, weighed: t.weighed, pricedByWeight: t.pricedByWeight }}
      testId="catering-quote-line"
      cost={<p className="shrink-0 text-right tabular-nums">{formatCents(line.lineTotalCents)}</p>}
    />
  );
}

function QuoteTotals({ quote }: { quote: CateringQuoteDto }) {
  const t = useTexts("cateringAdminTexts").quote;
  return (
    <dl className="mt-3 space-y-1 text-sm" data-testid="catering-quote-totals">
      <AmountRow gap label={t.subtotal} cents={quote.subtotalCents} />
      {quote.serviceFeeCents > 0 && <AmountRow gap label={t.serviceFee} cents={quote.serviceFeeCents} />}
      {quote.deliveryFeeCents > 0 && <AmountRow gap label={t.deliveryFee} cents={quote.deliveryFeeCents} />}
      <AmountRow gap label={t.tax} cents={quote.taxCents} />
      <AmountRow label={t.total} cents={quote.totalCents} className="border-t border-cream-200 pt-1 text-base font-bold" />
      <AmountRow gap label={t.deposit} cents={quote.depositCents} />
    </dl>
  );
}
