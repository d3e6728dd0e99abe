import { useEffect, useState, type ComponentProps, type Dispatch, type SetStateAction } from "react";
import type { CheckoutDetails } from "@shared/checkout/checkout";
import { parseDollarsToCents } from "@shared/core/dollars";
import { formatCents, formatUnitPrice } from "@shared/core/money";
import { describeOptions } from "@shared/menu/options";
import type { OrderType } from "@shared/orders/orders";
import { formatQuantity } from "@shared/core/quantity";
import { lineTotalCents } from "@shared/orders/order-totals";
import { slotLabel } from "@shared/ordering/slot-labels";
import { TIP_PERCENTS, tipCents, type TipChoice } from "@shared/checkout/tips";
import { DiscountRow, FeeRows, TotalsList, TotalsRow } from "~/components/ui/totals-list";
import { cart, linePriceCents, type CartLine } from "~/features/cart/cart-store";
import type { CartCheck } from "~/features/cart/use-cart-check";
import type { GateWindow } from "~/lib/hydration-gate";
import { useShop } from "~/lib/shop";
import { useLocale, type Texts, type useLaterTexts } from "~/lib/texts";
import type * as codesModule from "./checkout-codes";
import { fetchSlots, tipProblem, type AppliedCodes, type CheckoutPrice } from "./order-extras";

/**
 * Pay's code and its words on the phone before Pay is tapped (ADR 0026): the page calls this once
 * these extras have loaded, and the tap hold asks for them when the browser is next idle (Pay asks
 * again if it failed). The words come through the route's `later`, as Pay's own do.
 */
export function loadPayAhead(later: ReturnType<typeof useLaterTexts>): void {
  (window as GateWindow).__beforeTap?.(() => Promise.all([import("./submit-checkout"), later("checkoutErrorTexts")]).catch(() => {}));
}

export { priceCheckout, tipProblem } from "./order-extras";

/**
 * The checkout's ordering-ahead parts (ADR 0014): the quick picks under the time picker, the tip
 * picker and the summary's fee and tip lines; and the summary's lines and totals, which the cart
 * check (loaded at the same time) confirms. The page loads this module once it shows, as it
 * does the cart check: its first load is at its budget (ADR 0008), and until this arrives the
 * form works without them. Their words (orderingTexts) load with this module, from the page's
 * route in its language, and come in as `t`.
 */

type OrderingWords = Texts<"orderingTexts">;

const pill =
  "flex min-h-11 cursor-pointer items-center justify-center rounded-full border px-3 text-sm font-semibold has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-saffron-500 border-cream-200 bg-white text-ink-900 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-700 has-[:checked]:text-white";

interface QuickPicksProps {
  details: CheckoutDetails;
  setDetails: Dispatch<SetStateAction<CheckoutDetails>>;
  lines: readonly CartLine[];
  /** Changes when the server said the chosen time is full: the picks are asked again. */
  refresh: number;
  t: OrderingWords;
  /** Told each time an answer (or a failure) is in: the page shows Pay once the picks have their height. */
  onAnswer: (answered: true) => void;
}

type Answer = { key: string; slots: string[]; notice: string | null } | { key: string; failed: true };

/**
 * The next open times for this cart and order type, asked again whenever either changes: a
 * radio group of buttons that set the preferred time, and under it which item sets the earliest
 * time. A preferred time before the first open one moves to it. On failure the form still works.
 * While they are asked again, the last ones stay (disabled) rather than a shorter line, so that
 * Pay, below them, does not move twice under a tap.
 */
export function QuickPicks({ details, setDetails, lines, refresh, t, onAnswer }: QuickPicksProps) {
  const shop = useShop();
  const locale = useLocale();
  const { orderType } = details;
  const request = JSON.stringify({ orderType, lines: lines.map((line) => ({ itemId: line.menuItem.id, quantity: line.quantity })) });
  const key = `${request}#${refresh}`;
  const [answer, setAnswer] = useState<Answer | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetchSlots(JSON.parse(request), controller.signal)
      .then(({ slots, notice }) => {
        setAnswer({ key, slots, notice });
        const first = slots[0];
        if (first) setDetails((current) => (current.preferredTime < first ? { ...current, preferredTime: first } : current));
        onAnswer(true);
      })
      .catch(() => {
        if (controller.signal.aborted) return;
        setAnswer({ key, failed: true });
        onAnswer(true);
      });
    return () => controller.abort();
  }, [key, request, setDetails, onAnswer]);

  const stale = answer?.key !== key;
  if (!answer || ("failed" in answer && stale)) {
    return (
      <p role="status" className="text-sm text-ink-500">
        {t.quickPicksLoading}
      </p>
    );
  }
  if ("failed" in answer) return null;
  const current = answer;
  const now = new Date();
  return (
    <div className="space-y-3" data-testid="quick-picks" aria-busy={stale}>
      {current.notice && (
        <p role="status" className="rounded-lg bg-cream-100 px-4 py-3 text-sm font-semibold text-ink-900" data-testid="earliest-notice">
          {current.notice}
        </p>
      )}
      {current.slots.length > 0 && (
        <fieldset disabled={stale}>
          <legend className="text-sm font-semibold text-ink-900">{t.quickPicks}</legend>
          <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
            {current.slots.map((slot) => (
              <label key={slot} className={pill}>
                <input
                  type="radio"
                  name="quickPick"
                  value={slot}
                  checked={details.preferredTime === slot}
                  onChange={() => setDetails((previous) => ({ ...previous, preferredTime: slot }))}
                  className="sr-only"
                />
                {slotLabel(slot, now, shop.timeZone, t, locale)}
              </label>
            ))}
          </div>
        </fieldset>
      )}
    </div>
  );
}

interface TipPickerProps {
  tip: TipChoice;
  setTip: (tip: TipChoice) => void;
  subtotalCents: number;
  t: OrderingWords;
}

/** 'Tip': none, 10 %, 15 %, 20 % of the subtotal, or an amount in dollars. */
export function TipPicker({ tip, setTip, subtotalCents, t }: TipPickerProps) {
  const [typed, setTyped] = useState("");
  const amountOf = (text: string): TipChoice => ({ kind: "amount", cents: text.trim() ? (parseDollarsToCents(text) ?? -1) : 0 });
  const problem = typed.trim() ? tipProblem(tip, t) : null;
  const choices: { id: string; label: string; choice: TipChoice }[] = [
    { id: "none", label: t.tipNone, choice: { kind: "none" } },
    ...TIP_PERCENTS.map((percent) => ({
      id: String(percent),
      label: t.tipPercent(percent, formatCents(tipCents({ kind: "percent", percent }, subtotalCents))),
      choice: { kind: "percent", percent } as const,
    })),
    { id: "amount", label: t.tipAmount, choice: amountOf(typed) },
  ];
  const chosenId = tip.kind === "percent" ? String(tip.percent) : tip.kind;
  return (
    <fieldset data-testid="tip-picker">
      <legend className="text-sm font-semibold text-ink-900">{t.tip}</legend>
      <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-5">
        {choices.map(({ id, label, choice }) => (
          <label key={id} className={pill}>
            <input type="radio" name="tip" value={id} checked={chosenId === id} onChange={() => setTip(choice)} className="sr-only" />
            {label}
          </label>
        ))}
      </div>
      {tip.kind === "amount" && (
        <div className="mt-3">
          <label htmlFor="tip-amount" className="text-sm font-semibold text-ink-900">
            {t.tipAmountLabel}
          </label>
          <div className="mt-1 flex items-center gap-2">
            <span aria-hidden="true">$</span>
            <input
              id="tip-amount"
              name="tipAmount"
              inputMode="decimal"
              autoComplete="off"
              value={typed}
              onChange={(event) => {
                setTyped(event.target.value);
                setTip(amountOf(event.target.value));
              }}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? "tip-amount-error" : undefined}
              className="min-h-11 w-32 rounded-lg border border-cream-200 px-3"
            />
          </div>
          {problem && (
            <p id="tip-amount-error" role="alert" className="mt-1 text-sm font-semibold text-brand-800">
              {problem}
            </p>
          )}
        </div>
      )}
    </fieldset>
  );
}

interface OrderSummaryProps {
  check: CartCheck;
  /** With the promo code and gift card applied (ADR 0024): the discount before tax, the gift card's share after the total. */
  totals: CheckoutPrice;
  orderType: OrderType;
  t: Texts<"checkoutSummaryTexts">;
  orderingTexts: OrderingWords;
}

/**
 * The summary's lines (each with what the cart check found: a new price, or not payable and to be
 * removed) and totals, with the delivery fee, tip and, for cuts priced by weight, the hold.
 */
export function OrderSummary({ check, totals, orderType, t, orderingTexts }: OrderSummaryProps) {
  const shop = useShop();
  const { codes } = totals;
  const weighed = totals.hasWeighedLines;
  return (
    <>
      <ul className="mt-3 divide-y divide-cream-200" data-testid="checkout-lines">
        {check.lines.map(({ line, status, isPayable }) => {
          const item = line.menuItem;
          const priceCents = linePriceCents(line);
          const amount = formatCents(lineTotalCents(priceCents, line.quantity));
          return (
            <li key={line.id} className="flex justify-between gap-3 py-3 text-sm">
              <span>
                <span className="font-semibold">{item.name}</span> {t.quantityTimes(formatQuantity(line.quantity, item.priceUnit))}
                {/* By the pound, the price per pound too ('$15.99/lb', the menu's own format in both languages). */}
                {item.priceUnit === "lb" && <span className="text-ink-500"> · {formatUnitPrice(priceCents, item.priceUnit)}</span>}
                {line.options.length > 0 && <span className="block">{describeOptions(line.options)}</span>}
                {item.pricedByWeight && <span className="block text-ink-500">{t.byWeight}</span>}
                {line.notes && <span className="block text-ink-500">{line.notes}</span>}
                {status.kind === "priceChanged" && (
                  <span className="block font-semibold text-brand-800">
                    {t.priceChanged(formatCents(status.previousCents), formatCents(priceCents))}
                  </span>
                )}
                {/* Not payable: gone, unavailable or to be chosen again (cart-check.ts). */}
                {!isPayable && (
                  <span className="block font-semibold text-brand-800">
                    {t[status.kind as "gone"]} — {t.notCharged}{" "}
                    <button
                      type="button"
                      onClick={() => cart.remove(line.id)}
                      aria-label={t.removeItem(item.name)}
                      className="min-h-6 underline hover:text-brand-700"
                    >
                      {t.remove}
                    </button>
                  </span>
                )}
              </span>
              <span className="font-semibold tabular-nums">{isPayable ? amount : <s>{amount}</s>}</span>
            </li>
          );
        })}
      </ul>
      <TotalsList
        className="mt-4 border-t border-cream-200 pt-4"
        totals={totals}
        taxRate={shop.taxRate}
        discount={<PromoRow promo={codes.promo} discountCents={totals.discountCents} t={t} orderingTexts={orderingTexts} />}
        extras={<FeeRows orderType={orderType} amounts={totals} labels={orderingTexts} />}
        labels={weighed ? { ...t, total: t.estimatedTotal } : t}
      >
        {weighed && <TotalsRow label={t.allowance} cents={totals.allowanceCents} />}
        {codes.giftCard && totals.giftCardCents > 0 && (
          <>
            <DiscountRow label={t.giftCard(codes.giftCard.last4)} cents={totals.giftCardCents} />
            <TotalsRow label={weighed ? t.toHoldOnCard : t.toPayByCard} cents={totals.cardCents} />
          </>
        )}
      </TotalsList>
      {weighed && totals.cardCents > 0 && <p className="mt-4 text-sm text-ink-700">{t.holdExplained(formatCents(totals.cardCents))}</p>}
    </>
  );
}

/** The promo's row before tax: what it takes off, or, for free delivery, that the fee is waived (the fee's row says $0.00). */
function PromoRow({
  promo,
  discountCents,
  t,
  orderingTexts,
}: {
  promo: AppliedCodes["promo"];
  discountCents: number;
  t: Texts<"checkoutSummaryTexts">;
  orderingTexts: OrderingWords;
}) {
  if (!promo) return null;
  if (promo.kind !== "free_delivery") return discountCents > 0 ? <DiscountRow label={t.promo(promo.code)} cents={discountCents} /> : null;
  return (
    <div className="flex justify-between text-green-800">
      <dt>{t.promo(promo.code)}</dt>
      <dd>{orderingTexts.freeDelivery}</dd>
    </div>
  );
}

interface CodesDisclosureProps extends Omit<ComponentProps<typeof codesModule.CodesPanel>, "t"> {
  t: Texts<"checkoutSummaryTexts">;
}

/**
 * 'Have a promo code or gift card?' (ADR 0024): a native disclosure, closed at first, above Pay.
 * Its panel (checkout-codes.tsx) is its own module, fetched when the browser is idle or when the
 * disclosure opens, whichever comes first: the page's first load is at its budget (ADR 0008).
 * Applied codes live in the page (they price the order and go with it); closing the disclosure
 * keeps them, and the summary shows them.
 */
export function CodesDisclosure({ t, ...panelProps }: CodesDisclosureProps) {
  const [panel, setPanel] = useState<typeof codesModule | null>(null);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (panel) return;
    // A failed fetch is tried again when the disclosure opens (or opens again).
    const load = () => void import("./checkout-codes").then(setPanel, () => {});
    if (open) return load();
    // Safari has no requestIdleCallback: a short timeout stands in.
    if (typeof requestIdleCallback === "function") {
      const id = requestIdleCallback(load, { timeout: 5_000 });
      return () => cancelIdleCallback(id);
    }
    const timer = setTimeout(load, 2_000);
    return () => clearTimeout(timer);
  }, [open, panel]);
  return (
    <details
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className="rounded-xl border border-cream-200 bg-cream-50"
      data-testid="codes-disclosure"
    >
      <summary className="min-h-11 cursor-pointer px-4 py-2.5 font-semibold text-ink-900 hover:text-brand-800 focus-visible:outline-3 focus-visible:outline-saffron-500">
        {t.codes.toggle}
      </summary>
      <div className="px-4 pb-4 pt-1">
        {panel ? (
          <panel.CodesPanel {...panelProps} t={t.codes} />
        ) : (
          <p role="status" className="text-sm text-ink-500">
            {t.codes.loading}
          </p>
        )}
      </div>
    </details>
  );
}
