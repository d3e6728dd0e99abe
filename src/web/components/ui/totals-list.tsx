import type { ReactNode } from "react";
import { formatCents, formatRate } from "@shared/core/money";
import { type Totals } from "@shared/orders/order-totals";
import type { OrderType } from "@shared/orders/orders";

interface TotalsListProps {
  totals: Totals;
  /** Basis points (825 = 8.25 %), shown in the tax line. */
  taxRate: number;
  labels: { subtotal: string; tax: (rate: string) => string; total: string };
  className?: string;
  testId?: string;
  /** Rows between the subtotal and tax: a promo code's discount, which tax is computed after (ADR 0024). */
  discount?: ReactNode;
  /** Rows between tax and the total (the delivery fee and tip: FeeRows), as `<div><dt/><dd/></div>`. */
  extras?: ReactNode;
  /** Rows after the total (a weighed order's allowance and hold: TotalsRow), as `<div><dt/><dd/></div>`. */
  children?: ReactNode;
}

/** Subtotal, 'Tax (8.25%)' and total: the cart, checkout, a customer's order and the admin's. */
export function TotalsList({ totals, taxRate, labels, className = "", testId, discount, extras, children }: TotalsListProps) {
  return (
    <dl className={`space-y-2 text-sm ${className}`} data-testid={testId}>
      <div className="flex justify-between">
        <dt>{labels.subtotal}</dt>
        <dd className="tabular-nums">{formatCents(totals.subtotalCents)}</dd>
      </div>
      {discount}
      <div className="flex justify-between">
        <dt>{labels.tax(formatRate(taxRate))}</dt>
        <dd className="tabular-nums">{formatCents(totals.taxCents)}</dd>
      </div>
      {extras}
      <div className="flex justify-between border-t border-cream-200 pt-2 text-base font-bold">
        <dt>{labels.total}</dt>
        <dd className="tabular-nums">{formatCents(totals.totalCents)}</dd>
      </div>
      {children}
    </dl>
  );
}

/** A row after the total: the weight allowance, what the card holds or was charged, what is left to pay. */
export function TotalsRow({ label, cents }: { label: string; cents: number }) {
  return (
    <div className="flex justify-between text-ink-700">
      <dt>{label}</dt>
      <dd className="tabular-nums">{formatCents(cents)}</dd>
    </div>
  );
}

/** A discount row for TotalsList's `discount`: 'Promo TAMALES10  −$4.20' (a true minus sign, read as 'minus'). */
export function DiscountRow({ label, cents }: { label: string; cents: number }) {
  return (
    <div className="flex justify-between text-green-800">
      <dt>{label}</dt>
      <dd className="tabular-nums">−{formatCents(cents)}</dd>
    </div>
  );
}

/** The words of the rows between tax and the total: checkout's (orderingTexts), repeated where a page has its own catalogue. */
export interface FeeLabels {
  deliveryFee: string;
  freeDelivery: string;
  tip: string;
}

export interface SummaryLine {
  label: string;
  amount: string;
}

/** The rows between tax and the total: 'Delivery fee' or 'Free delivery' for delivery, and the tip. */
export function summaryExtraLines(
  orderType: OrderType,
  amounts: { deliveryFeeCents: number; tipCents: number },
  t: FeeLabels,
): SummaryLine[] {
  const lines: SummaryLine[] = [];
  if (orderType === "delivery") {
    lines.push(
      amounts.deliveryFeeCents > 0
        ? { label: t.deliveryFee, amount: formatCents(amounts.deliveryFeeCents) }
        : { label: t.freeDelivery, amount: formatCents(0) },
    );
  }
  if (amounts.tipCents > 0) lines.push({ label: t.tip, amount: formatCents(amounts.tipCents) });
  return lines;
}

/**
 * Those rows, for TotalsList's `extras`: checkout's summary, the order-success page and the
 * customer's orders say an order's fee and tip the same way, so its lines add up to its total.
 */
export function FeeRows({
  orderType,
  amounts,
  labels,
}: {
  orderType: OrderType;
  amounts: { deliveryFeeCents: number; tipCents: number };
  labels: FeeLabels;
}) {
  return summaryExtraLines(orderType, amounts, labels).map(({ label, amount }) => (
    <div key={label} className="flex justify-between">
      <dt>{label}</dt>
      <dd className="tabular-nums">{amount}</dd>
    </div>
  ));
}
