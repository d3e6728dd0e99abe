import { TriangleAlert } from "lucide";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { formatCents, formatRate } from "@shared/core/money";
import { keptFeeAndTip, weighedTotals } from "@shared/orders/order-changes";
import { shortOrderId, type OrderDto, type OverHoldChoice } from "@shared/orders/orders";
import { MAX_QUANTITY } from "@shared/core/quantity";
import { quantityProblem } from "@shared/orders/quantity-rules";
import { Icon } from "~/components/ui/icon";
import { notify } from "~/components/ui/toaster";
import { AmountRow } from "~/components/admin/amount-row";
import { PanelActions, usePanelRefusal } from "~/components/admin/panel-actions";
import { UnweighedLines, WeighLine, WeighPanelFrame } from "~/components/admin/weigh-line";
import { ApiError } from "~/lib/api";
import { useTexts } from "~/lib/texts";
import { useWeighOrder } from "./orders-api";

/**
 * A weight as typed ('1.62', '.5') → pounds; null when it is not one the scale could show: above 0,
 * at most 99, at most three decimals (the server's rule for weighed lines).
 */
function parseWeight(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d*(\.\d*)?$/.test(trimmed) || !/\d/.test(trimmed)) return null;
  const pounds = Number(trimmed);
  return quantityProblem(pounds, { priceUnit: "lb", quantityMin: 0.001, quantityStep: 0.001 }) === null && pounds <= MAX_QUANTITY
    ? pounds
    : null;
}

interface WeighPanelProps {
  order: OrderDto;
  onCancel: () => void;
  onDone: () => void;
  /** The hold lapsed before it could be charged: the details say so with the server's words. */
  onHoldExpired: (message: string) => void;
}

/**
 * 'Weigh and finish' (ADR 0013): a weight for every line priced by weight, the line costs,
 * subtotal, tax and total recomputed live (weighedTotals, the server's own rule) against the
 * card hold; above the hold the admin chooses to charge the hold in full or to charge it and
 * collect the rest at pickup. One request however often the button is pressed.
 */
export function WeighPanel({ order, onCancel, onDone, onHoldExpired }: WeighPanelProps) {
  const { weigh: t, details } = useTexts("ordersAdminTexts");
  const headingId = useId();
  const choiceName = useId();
  const sending = useRef(false);
  const weigh = useWeighOrder();
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [overHold, setOverHold] = useState<OverHoldChoice | null>(null);
  const [choiceError, setChoiceError] = useState<string | null>(null);
  const refusal = usePanelRefusal();
  /** The server said the total is over the hold although this page's sum did not: offer the choice anyway. */
  const [serverSaysOver, setServerSaysOver] = useState(false);

  const weighedLines = order.lines.filter((line) => line.pricedByWeight);
  const inputId = (lineId: string) => `${headingId}-weight-${lineId}`;
  const firstLineId = weighedLines[0]?.id;

  // Opening the panel puts the cursor in the first weight.
  useEffect(() => {
    if (firstLineId) document.getElementById(`${headingId}-weight-${firstLineId}`)?.focus();
  }, [headingId, firstLineId]);

  const otherLines = order.lines.filter((line) => !line.pricedByWeight);
  const weights = new Map<string, number>();
  for (const line of weighedLines) {
    const pounds = parseWeight(typed[line.id] ?? "");
    if (pounds !== null) weights.set(line.id, pounds);
  }
  // The fee and tip the order keeps when weighed, as the server prices it (keptFeeAndTip).
  const extras = keptFeeAndTip(order);
  const totals = weighedTotals(order.lines, weights, order.taxRate, extras);
  const costOf = new Map(totals.lines.map((line) => [line.id, line.weighedTotalCents]));
  // The gift card pays first, up to what it holds; the card the rest, up to its hold (ADR 0024).
  const cardHold = order.holdCents ?? 0;
  const hold = cardHold + order.giftCardCents;
  const over = totals.totalCents - hold;
  const complete = weights.size === weighedLines.length;
  const offerChoice = over > 0 || serverSaysOver;
  const giftCardPays = Math.min(totals.totalCents, order.giftCardCents);
  const charge = Math.min(totals.totalCents, hold) - giftCardPays;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (sending.current) return;
    const found: Record<string, string> = {};
    for (const line of weighedLines) {
      const text = (typed[line.id] ?? "").trim();
      if (text === "") found[line.id] = t.weightRequired;
      else if (parseWeight(text) === null) found[line.id] = t.weightInvalid;
    }
    setErrors(found);
    const firstBad = weighedLines.find((line) => found[line.id]);
    if (firstBad) {
      document.getElementById(inputId(firstBad.id))?.focus();
      return;
    }
    if (offerChoice && !overHold) {
      setChoiceError(t.chooseOverHold);
      return;
    }
    setChoiceError(null);
    refusal.clear();
    sending.current = true;
    weigh.mutate(
      {
        id: order.id,
        weights: weighedLines.map((line) => ({ lineId: line.id, quantity: weights.get(line.id)! })),
        ...(offerChoice && overHold ? { overHold } : {}),
      },
      {
        onSuccess: ({ capturedCents }) => {
          notify("success", t.done(formatCents(capturedCents), shortOrderId(order.id)));
          onDone();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === "hold_expired") {
            notify("error", error.message);
            onHoldExpired(error.message);
            return;
          }
          if (error instanceof ApiError && error.code === "hold_exceeded") setServerSaysOver(true);
          if (error instanceof ApiError && error.fields) setErrors((current) => ({ ...current, ...error.fields }));
          refusal.show(error, t.failed);
        },
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  }

  return (
    <WeighPanelFrame headingId={headingId} heading="h3" title={t.title} intro={t.intro} testId="weigh-panel" onSubmit={submit}>
      <ul className="space-y-3">
        {weighedLines.map((line) => (
          <WeighLine
            key={line.id}
            line={line}
            words={{ ...t, asked: t.ordered }}
            testId="weigh-line"
            inputId={inputId(line.id)}
            value={typed[line.id] ?? ""}
            onChange={(value) => {
              setTyped((current) => ({ ...current, [line.id]: value }));
              if (errors[line.id]) setErrors(({ [line.id]: _gone, ...rest }) => rest);
            }}
            error={errors[line.id]}
            weighedCents={costOf.get(line.id)}
          />
        ))}
      </ul>

      <UnweighedLines heading={t.otherLines} lines={otherLines} keyOf={(line) => line.id} />

      <div className="rounded-lg bg-white p-3 text-sm shadow-sm" aria-live="polite" data-testid="weigh-totals">
        <dl className="space-y-1">
          <AmountRow label={t.subtotal} cents={totals.subtotalCents} />
          {totals.discountCents > 0 && <AmountRow label={t.discount(order.promoCode ?? "")} cents={-totals.discountCents} />}
          <AmountRow label={t.tax(formatRate(order.taxRate))} cents={totals.taxCents} />
          {extras.deliveryFeeCents > 0 && <AmountRow label={details.deliveryFee} cents={extras.deliveryFeeCents} />}
          {extras.tipCents > 0 && <AmountRow label={details.tip} cents={extras.tipCents} />}
          <AmountRow label={t.total} cents={totals.totalCents} className="border-t border-cream-200 pt-1 text-base font-bold" />
          {order.giftCardCents > 0 && <AmountRow label={t.giftCardPays(order.giftCardLast4 ?? "")} cents={giftCardPays} />}
          {cardHold > 0 && <AmountRow label={t.hold} cents={cardHold} />}
        </dl>
        {order.estimatedTotalCents !== null && <p className="mt-1 text-ink-500">{t.estimate(formatCents(order.estimatedTotalCents))}</p>}
        {complete && over < 0 && <p className="text-ink-700">{t.released(formatCents(-over))}</p>}
      </div>

      {offerChoice && (
        <div className="rounded-lg border-2 border-red-300 bg-red-50 p-3" data-testid="over-hold">
          {over > 0 && (
            <p className="flex gap-2 font-semibold text-red-900">
              <Icon node={TriangleAlert} className="mt-0.5 h-5 w-5 shrink-0" />
              <span>{t.overHold(formatCents(totals.totalCents), formatCents(hold), formatCents(over))}</span>
            </p>
          )}
          <fieldset className="mt-2">
            <legend className="text-sm font-semibold">{t.overHoldChoice}</legend>
            {(
              [
                ["capture_hold", t.captureHold, over > 0 ? t.captureHoldHint(formatCents(over)) : null],
                ["collect_at_pickup", t.collectAtPickup, over > 0 ? t.collectAtPickupHint(formatCents(over)) : null],
              ] as const
            ).map(([value, label, hint]) => (
              <label key={value} className="mt-1 flex min-h-11 items-start gap-2 py-1">
                <input
                  type="radio"
                  name={choiceName}
                  value={value}
                  checked={overHold === value}
                  onChange={() => {
                    setOverHold(value);
                    setChoiceError(null);
                  }}
                  className="mt-0.5 h-5 w-5 shrink-0 accent-brand-700"
                />
                <span>
                  <span className="block font-semibold">{label}</span>
                  {hint && <span className="block text-sm text-ink-700">{hint}</span>}
                </span>
              </label>
            ))}
          </fieldset>
          {choiceError && (
            <p role="alert" className="mt-1 text-sm font-semibold text-brand-700">
              {choiceError}
            </p>
          )}
        </div>
      )}

      <PanelActions
        error={refusal.refusal}
        cancelLabel={t.cancel}
        onCancel={onCancel}
        cancelDisabled={weigh.isPending}
        confirmLabel={weigh.isPending ? t.charging : complete ? (charge > 0 ? t.charge(formatCents(charge)) : t.giftCardOnly) : t.submit}
        disabled={weigh.isPending}
        busy={weigh.isPending}
      />
    </WeighPanelFrame>
  );
}
