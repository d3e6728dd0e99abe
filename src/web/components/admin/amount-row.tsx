import { formatCents } from "@shared/core/money";

const STRONG = "rounded-md bg-saffron-300/50 px-2 py-1 font-bold text-ink-900";

/**
 * One row of a `<dl>` of money (an order's or a quote's totals, a preview, what was paid): the
 * words on the left, the amount on the right. `strong` marks what is still to take; `className`
 * adds to the row (a total's rule and weight).
 */
export function AmountRow({
  label,
  cents,
  strong = false,
  gap = false,
  className,
}: {
  label: string;
  cents: number;
  strong?: boolean;
  /** A gap between the words and the amount, for long words. */
  gap?: boolean;
  className?: string;
}) {
  const classes = ["flex justify-between", gap && "gap-4", className, strong && STRONG].filter(Boolean).join(" ");
  return (
    <div className={classes}>
      <dt>{label}</dt>
      <dd className="tabular-nums">{formatCents(cents)}</dd>
    </div>
  );
}
