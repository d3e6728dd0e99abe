import { Minus, Plus } from "lucide";
import { Icon } from "~/components/ui/icon";
import { formatQuantity, maxQuantity, stepDown, stepUp, type QuantityRule } from "@shared/core/quantity";

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
  return (
    <div role="group" aria-label={label} className="stepper">
      <button
        type="button"
        className="rounded-l-full"
        aria-label={labels.decreaseQuantity}
        disabled={disabled || (!allowZero && value <= rule.quantityMin)}
        onClick={() => onChange(stepDown(value, rule, allowZero))}
      >
        <Icon node={Minus} className="h-4 w-4" />
      </button>
      <output aria-live="polite">{formatQuantity(value, rule.priceUnit)}</output>
      <button
        type="button"
        className="rounded-r-full"
        aria-label={labels.increaseQuantity}
        disabled={disabled || value >= maxQuantity(rule)}
        onClick={() => onChange(stepUp(value, rule))}
      >
        <Icon node={Plus} className="h-4 w-4" />
      </button>
    </div>
  );
}
