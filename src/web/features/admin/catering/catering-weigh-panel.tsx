import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { CATERING_LIMITS, type CateringEventDto, type CateringQuoteDto } from "@shared/catering/catering";
import { priceCateringQuote } from "@shared/catering/quote-price";
import { formatCents } from "@shared/core/money";
import { lineTotalCents } from "@shared/orders/order-totals";
import { AmountRow } from "~/components/admin/amount-row";
import { PanelActions, usePanelRefusal } from "~/components/admin/panel-actions";
import { UnweighedLines, WeighLine, WeighPanelFrame } from "~/components/admin/weigh-line";
import { notify } from "~/components/ui/toaster";
import { ApiError } from "~/lib/api";
import { useShop } from "~/lib/shop";
import { useTexts, type Texts } from "~/lib/texts";
import { useWeighEvent } from "./catering-api";
import { parseQuoteQuantity } from "./catering-quote-picker";

/** A weight as typed → pounds; null when the scale could not show it (above 0, three decimals, within the quote's limit). */
const parseWeight = (text: string) => parseQuoteQuantity(text, "lb");

/**
 * The quote's total with these lines weighed, priced as the server prices it: each line rounded
 * once, the tax on the whole with the fees (ADR 0023). A preview: the server's answer is the total.
 */
export function weighedTotalCents(quote: CateringQuoteDto, weights: ReadonlyMap<number, number>, taxRate: number): number {
  return priceCateringQuote({
    lines: quote.lines.map((line) => ({ ...line, weighedQuantity: weights.get(line.index) ?? line.weighedQuantity })),
    serviceFeeCents: quote.serviceFeeCents,
    deliveryFeeCents: quote.deliveryFeeCents,
    taxRate,
    depositPercent: 0,
  }).totalCents;
}

/** What the weighing did to the money, in words: what is owed now, what went back, or nothing either way. */
export function weighedMessage(before: CateringEventDto, after: CateringEventDto, t: Texts<"cateringAdminTexts">["weigh"]["done"]): string {
  const total = formatCents(after.money.totalCents);
  const refunded = after.money.refundedCents - before.money.refundedCents;
  if (after.money.owedCents > 0) return t.owed(total, formatCents(after.money.owedCents));
  if (refunded > 0) return t.refunded(total, formatCents(refunded));
  if (after.money.owedCents < 0) return t.overpaid(total, formatCents(-after.money.owedCents));
  return t.even(total);
}

/**
 * Weighing on the day (ADR 0023), the orders' weighing panel's look: a weight for each line the
 * quote prices by the pound, the line's cost and the new total live, and what will be owed or
 * given back. One request however often the button is pressed; the answer says what happened.
 */
export function CateringWeighPanel({ event, onDone }: { event: CateringEventDto; onDone: () => void }) {
  const t = useTexts("cateringAdminTexts").weigh;
  const headingId = useId();
  const sending = useRef(false);
  const weigh = useWeighEvent();
  const shop = useShop();
  const [typed, setTyped] = useState<Record<number, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const refusal = usePanelRefusal();
  const quote = event.quote;
  const weighedLines = quote?.lines.filter((line) => line.pricedByWeight) ?? [];
  const otherLines = quote?.lines.filter((line) => !line.pricedByWeight) ?? [];
  const inputId = (index: number) => `${headingId}-weight-${index}`;
  const firstIndex = weighedLines[0]?.index;

  useEffect(() => {
    if (firstIndex !== undefined) document.getElementById(`${headingId}-weight-${firstIndex}`)?.focus();
  }, [headingId, firstIndex]);

  if (!quote) return null;
  const weights = new Map<number, number>();
  for (const line of weighedLines) {
    const pounds = parseWeight(typed[line.index] ?? "");
    if (pounds !== null) weights.set(line.index, pounds);
  }
  const complete = weights.size === weighedLines.length;
  const newTotal = weighedTotalCents(quote, weights, shop.taxRate);
  const netPaid = event.money.paidCents - event.money.refundedCents;
  const difference = newTotal - netPaid;

  function submit(submitted: FormEvent) {
    submitted.preventDefault();
    if (sending.current) return;
    const found: Record<string, string> = {};
    for (const line of weighedLines) {
      const text = (typed[line.index] ?? "").trim();
      if (text === "") found[line.index] = t.weightRequired;
      else if (parseWeight(text) === null) found[line.index] = t.weightInvalid(CATERING_LIMITS.maxQuantity);
    }
    setErrors(found);
    const firstBad = weighedLines.find((line) => found[line.index]);
    if (firstBad) {
      document.getElementById(inputId(firstBad.index))?.focus();
      return;
    }
    refusal.clear();
    sending.current = true;
    weigh.mutate(
      { id: event.id, lines: weighedLines.map((line) => ({ index: line.index, weighedQuantity: weights.get(line.index)! })) },
      {
        onSuccess: (after) => {
          notify("success", weighedMessage(event, after, t.done));
          onDone();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.fields) {
            // The server names a line by its place in the request ('lines.0.weighedQuantity'): that line's input.
            const byLine: Record<string, string> = {};
            for (const [path, message] of Object.entries(error.fields)) {
              const at = /^lines\.(\d+)/.exec(path);
              const line = at ? weighedLines[Number(at[1])] : undefined;
              if (line) byLine[line.index] = message;
            }
            setErrors((current) => ({ ...current, ...byLine }));
          }
          refusal.show(error, t.failed);
        },
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  }

  return (
    <WeighPanelFrame headingId={headingId} heading="h2" title={t.heading} intro={t.intro} testId="catering-weigh-panel" onSubmit={submit}>
      <ul className="space-y-3">
        {weighedLines.map((line) => {
          const weighed = weights.get(line.index);
          return (
            <WeighLine
              key={line.index}
              line={line}
              words={{ ...t, asked: t.quoted }}
              testId="catering-weigh-line"
              inputId={inputId(line.index)}
              value={typed[line.index] ?? ""}
              onChange={(value) => {
                setTyped((current) => ({ ...current, [line.index]: value }));
                if (errors[line.index]) setErrors(({ [line.index]: _gone, ...rest }) => rest);
              }}
              error={errors[line.index]}
              weighedCents={weighed === undefined ? undefined : lineTotalCents(line.priceCents, weighed)}
            />
          );
        })}
      </ul>

      <UnweighedLines heading={t.otherLines} lines={otherLines} keyOf={(line) => line.index} />

      <div className="rounded-lg bg-white p-3 text-sm shadow-sm" aria-live="polite" data-testid="catering-weigh-totals">
        <dl className="space-y-1">
          <AmountRow label={t.quotedTotal} cents={quote.totalCents} />
          <AmountRow label={t.newTotal} cents={newTotal} className="text-base font-bold" />
          <AmountRow label={t.paidSoFar} cents={netPaid} />
          {complete && (
            <AmountRow
              label={difference > 0 ? t.willOwe : difference < 0 ? t.willRefund : t.even}
              cents={Math.abs(difference)}
              className={difference > 0 ? "font-semibold text-red-800" : "font-semibold"}
            />
          )}
        </dl>
        <p className="mt-1 text-xs text-ink-500">{t.previewNote}</p>
      </div>

      <PanelActions
        error={refusal.refusal}
        cancelLabel={t.cancel}
        onCancel={onDone}
        cancelDisabled={weigh.isPending}
        confirmLabel={weigh.isPending ? t.saving : t.submit}
        disabled={weigh.isPending}
        busy={weigh.isPending}
      />
    </WeighPanelFrame>
  );
}
