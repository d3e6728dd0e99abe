import type { ReactNode } from "react";
import { formatCents, formatRate } from "@shared/money";
import { type Totals } from "@shared/order-totals";

interface TotalsListProps {
  totals: Totals;
  /** Basis points (825 = 8.25 %), shown in the tax line. */
  taxRate: number;
  labels: { subtotal: string; tax: (rate: string) => string; total: string };
  className?: string;
  testId?: string;
  /** Rows between tax and the total (checkout's delivery fee and tip), as `<div><dt/><dd/></div>`. */
  extras?: ReactNode;
  /** Rows after the total (a weighed order's allowance), as `<div><dt/><dd/></div>`. */
  children?: ReactNode;
}

/** Subtotal, 'Tax (8.25%)' and total: the cart, checkout, a customer's order and the admin's. */
export function TotalsList({ totals, taxRate, labels, className = "", testId, extras, children }: TotalsListProps) {
  return (
    <dl className={`space-y-2 text-sm ${className}`} data-testid={testId}>
      <div className="flex justify-between">
        <dt>{labels.subtotal}</dt>
        <dd className="tabular-nums">{formatCents(totals.subtotalCents)}</dd>
      </div>
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
