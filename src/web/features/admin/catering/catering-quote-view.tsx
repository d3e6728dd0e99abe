import { Scale } from "lucide";
import type { CateringLineDto, CateringQuoteDto } from "@shared/catering/catering";
import { formatCents, formatUnitPrice } from "@shared/core/money";
import { formatQuantity } from "@shared/core/quantity";
import { formatShopShortDateTime } from "@shared/core/time";
import { describeOptions } from "@shared/menu/options";
import { Icon } from "~/components/ui/icon";
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
  const weighed = line.weighedQuantity !== null;
  return (
    <li className="flex justify-between gap-4 py-2" data-testid="catering-quote-line">
      <div className="min-w-0">
        <p>
          <span className="font-bold tabular-nums">{formatQuantity(weighed ? line.weighedQuantity! : line.quantity, line.unit)} ×</span>{" "}
          {line.name}
          <span className="text-sm text-ink-500"> · {formatUnitPrice(line.priceCents, line.unit)}</span>
        </p>
        {line.options.length > 0 && <p className="text-sm text-ink-700">{describeOptions(line.options)}</p>}
        {line.pricedByWeight &&
          (weighed ? (
            <p className="text-sm text-ink-700">
              {t.quoted(formatQuantity(line.quantity, line.unit))}, {t.weighed(formatQuantity(line.weighedQuantity!, line.unit))}
            </p>
          ) : (
            <p className="inline-flex items-center gap-1 rounded-full bg-saffron-300/60 px-2 text-xs font-semibold text-ink-900">
              <Icon node={Scale} className="h-3 w-3" />
              {t.pricedByWeight}
            </p>
          ))}
      </div>
      <p className="shrink-0 text-right tabular-nums">{formatCents(line.lineTotalCents)}</p>
    </li>
  );
}

function QuoteTotals({ quote }: { quote: CateringQuoteDto }) {
  const t = useTexts("cateringAdminTexts").quote;
  return (
    <dl className="mt-3 space-y-1 text-sm" data-testid="catering-quote-totals">
      <AmountRow label={t.subtotal} cents={quote.subtotalCents} />
      {quote.serviceFeeCents > 0 && <AmountRow label={t.serviceFee} cents={quote.serviceFeeCents} />}
      {quote.deliveryFeeCents > 0 && <AmountRow label={t.deliveryFee} cents={quote.deliveryFeeCents} />}
      <AmountRow label={t.tax} cents={quote.taxCents} />
      <div className="flex justify-between border-t border-cream-200 pt-1 text-base font-bold">
        <dt>{t.total}</dt>
        <dd className="tabular-nums">{formatCents(quote.totalCents)}</dd>
      </div>
      <AmountRow label={t.deposit} cents={quote.depositCents} />
    </dl>
  );
}

export function AmountRow({ label, cents, strong = false }: { label: string; cents: number; strong?: boolean }) {
  return (
    <div className={`flex justify-between gap-4 ${strong ? "rounded-md bg-saffron-300/50 px-2 py-1 font-bold text-ink-900" : ""}`}>
      <dt>{label}</dt>
      <dd className="tabular-nums">{formatCents(cents)}</dd>
    </div>
  );
}
