import { Minus, Plus } from "lucide";
import { Icon } from "~/components/ui/icon";
import { formatQuantity, maxQuantity, stepDown, stepUp, type QuantityRule } from "@shared/quantity";

interface QuantitySelectorProps {
  value: number;
  onChange: (value: number) => void;
  /** The item's unit, minimum and step: moves 0.5 lb at a time from 0.5 lb, or a piece at a time from 1. */
  rule: QuantityRule;
  disabled?: boolean;
  /** Accessible name of the group, e.g. 'Quantity: Carnitas'. */
  label: string;
  /** The buttons' names, from the page's own words (the cart's first load need not carry the menu's). */
  labels: { increaseQuantity: string; decreaseQuantity: string };
  /** − below the minimum gives 0 (the cart's line then goes) instead of stopping at the minimum (menu cards). */
  allowZero?: boolean;
}

/** − [1.5 lb] + ; in the item's steps, never below its minimum (unless allowZero), never above the line maximum. */
// disabled and allowZero are false when left out: no defaults needed (each default is bytes in the card's chunk).
export function QuantitySelector({ value, onChange, rule, disabled, label, labels, allowZero }: QuantitySelectorProps) {
  const button =
    "inline-flex h-11 w-11 items-center justify-center text-ink-900 hover:bg-cream-200 disabled:cursor-not-allowed disabled:opacity-40";
  return (
    <div role="group" aria-label={label} className="inline-flex items-center rounded-full border border-cream-200 bg-white">
      <button
        type="button"
        className={`${button} rounded-l-full`}
        aria-label={labels.decreaseQuantity}
        disabled={disabled || (!allowZero && value <= rule.quantityMin)}
        onClick={() => onChange(stepDown(value, rule, allowZero))}
      >
        <Icon node={Minus} className="h-4 w-4" />
      </button>
      <output aria-live="polite" className="min-w-8 whitespace-nowrap px-1 text-center font-semibold tabular-nums">
        {formatQuantity(value, rule.priceUnit)}
      </output>
      <button
        type="button"
        className={`${button} rounded-r-full`}
        aria-label={labels.increaseQuantity}
        disabled={disabled || value >= maxQuantity(rule)}
        onClick={() => onChange(stepUp(value, rule))}
      >
        <Icon node={Plus} className="h-4 w-4" />
      </button>
    </div>
  );
}
