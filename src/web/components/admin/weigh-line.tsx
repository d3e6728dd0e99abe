import { Scale } from "lucide";
import type { FormEvent, Key, ReactNode } from "react";
import { formatCents, formatUnitPrice } from "@shared/core/money";
import { formatQuantity } from "@shared/core/quantity";
import type { PriceUnit } from "@shared/menu/menu";
import { describeOptions } from "@shared/menu/options";
import { Icon } from "~/components/ui/icon";
import { TextField } from "~/components/ui/text-field";

/** A weighing panel (an order's, a catering event's): its heading with the scale, what to do, and its form (`children`). */
export function WeighPanelFrame({
  headingId,
  heading: Heading,
  title,
  intro,
  testId,
  onSubmit,
  children,
}: {
  headingId: string;
  /** Its level where it sits: in the order's modal, or on the event's page. */
  heading: "h2" | "h3";
  title: string;
  intro: string;
  testId: string;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={headingId} className="rounded-xl border-2 border-saffron-500 bg-cream-50 p-3 sm:p-4" data-testid={testId}>
      <Heading id={headingId} className="flex items-center gap-2 text-lg font-bold">
        <Icon node={Scale} className="h-5 w-5 text-brand-700" />
        {title}
      </Heading>
      <p className="mt-1 text-sm text-ink-700">{intro}</p>

      <form onSubmit={onSubmit} noValidate className="mt-3 space-y-4">
        {children}
      </form>
    </section>
  );
}

interface WeighableLine {
  name: string;
  options: ReadonlyArray<{ name: string }>;
  unit: PriceUnit;
  quantity: number;
  priceCents: number;
  /** As ordered or quoted, before weighing. */
  lineTotalCents: number;
}

export interface WeighLineWords {
  /** 'Ordered 2 lb · $15.99/lb', 'Quoted 12 lb at $15.99/lb'. */
  asked: (quantity: string, price: string) => string;
  weightLabel: (name: string) => string;
  weightHint: string;
  estimated: (amount: string) => string;
  lineCost: (amount: string) => string;
}

/**
 * A line on the scale (weighing an order, ADR 0013, or a catering event, ADR 0023): its name and
 * choices, what was asked for at what price, the weight field, and its cost live: estimated
 * until a weight is typed (`weighedCents` undefined or null), then as weighed.
 */
export function WeighLine({
  line,
  words,
  testId,
  inputId,
  value,
  onChange,
  error,
  weighedCents,
}: {
  line: WeighableLine;
  words: WeighLineWords;
  testId: string;
  inputId: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  weighedCents: number | null | undefined;
}) {
  return (
    <li className="rounded-lg bg-white p-3 shadow-sm" data-testid={testId}>
      <p className="font-semibold">
        {line.name}
        {line.options.length > 0 && <span className="font-normal text-ink-700"> · {describeOptions(line.options)}</span>}
      </p>
      <p className="text-sm text-ink-500">
        {words.asked(formatQuantity(line.quantity, line.unit), formatUnitPrice(line.priceCents, line.unit))}
      </p>
      <div className="mt-2 flex flex-wrap items-start gap-x-4 gap-y-1">
        <TextField
          id={inputId}
          label={words.weightLabel(line.name)}
          hint={words.weightHint}
          inputMode="decimal"
          autoComplete="off"
          value={value}
          onChange={(change) => onChange(change.target.value)}
          error={error}
          className="w-full max-w-56"
        />
        <p className="tabular-nums sm:mt-8" aria-live="polite">
          {weighedCents === null || weighedCents === undefined ? (
            <span className="text-ink-500">{words.estimated(formatCents(line.lineTotalCents))}</span>
          ) : (
            <span className="font-bold">{words.lineCost(formatCents(weighedCents))}</span>
          )}
        </p>
      </div>
    </li>
  );
}

/** Below the lines to weigh, the others, charged as they were: quantity, name and cost. */
export function UnweighedLines<T extends Omit<WeighableLine, "options" | "priceCents">>({
  heading,
  lines,
  keyOf,
}: {
  heading: string;
  lines: readonly T[];
  keyOf: (line: T) => Key;
}) {
  if (lines.length === 0) return null;
  return (
    <div className="text-sm">
      <p className="font-semibold text-ink-700">{heading}</p>
      <ul className="mt-1 space-y-0.5">
        {lines.map((line) => (
          <li key={keyOf(line)} className="flex justify-between gap-4">
            <span>
              {formatQuantity(line.quantity, line.unit)} × {line.name}
            </span>
            <span className="tabular-nums">{formatCents(line.lineTotalCents)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
