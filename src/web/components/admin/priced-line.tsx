import { Scale } from "lucide";
import type { ReactNode } from "react";
import { formatUnitPrice } from "@shared/core/money";
import { formatQuantity } from "@shared/core/quantity";
import type { PriceUnit } from "@shared/menu/menu";
import { describeOptions } from "@shared/menu/options";
import { Icon } from "~/components/ui/icon";

export interface PricedLineFacts {
  name: string;
  options: ReadonlyArray<{ name: string }>;
  unit: PriceUnit;
  quantity: number;
  /** What the scale said; null before weighing. */
  weighedQuantity: number | null;
  priceCents: number;
  pricedByWeight: boolean;
}

/**
 * A line of an order or a quote as the admin reads it: the quantity in its unit (as weighed,
 * once weighed) and the name with its unit price, the choices, and for cuts priced by weight
 * what was asked for and weighed, or that it is still to weigh. `children` go below (a note);
 * `cost` is the right-hand side.
 */
export function PricedLine({
  line,
  words,
  testId,
  cost,
  children,
}: {
  line: PricedLineFacts;
  words: { asked: (quantity: string) => string; weighed: (quantity: string) => string; pricedByWeight: string };
  testId: string;
  cost: ReactNode;
  children?: ReactNode;
}) {
  const weighed = line.weighedQuantity !== null;
  return (
    <li className="flex justify-between gap-4 py-2" data-testid={testId}>
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
              {words.asked(formatQuantity(line.quantity, line.unit))}, {words.weighed(formatQuantity(line.weighedQuantity!, line.unit))}
            </p>
          ) : (
            <p className="inline-flex items-center gap-1 rounded-full bg-saffron-300/60 px-2 text-xs font-semibold text-ink-900">
              <Icon node={Scale} className="h-3 w-3" />
              {words.pricedByWeight}
            </p>
          ))}
        {children}
      </div>
      {cost}
    </li>
  );
}
