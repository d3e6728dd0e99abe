import { Minus, Plus } from "lucide";
import { Icon } from "~/components/ui/icon";
import { MAX_LINE_QUANTITY } from "@shared/cart";
import { menuTexts } from "@shared/texts/menu";

interface QuantitySelectorProps {
  value: number;
  onChange: (value: number) => void;
  disabled?: boolean;
  /** Accessible name of the group, e.g. 'Quantity of Carnitas Maciza'. */
  label: string;
  min?: number;
}

/** − [n] + ; never below `min` (1 on menu cards), never above the cart's line maximum. */
export function QuantitySelector({ value, onChange, disabled = false, label, min = 1 }: QuantitySelectorProps) {
  const button =
    "inline-flex h-11 w-11 items-center justify-center text-ink-900 hover:bg-cream-200 disabled:cursor-not-allowed disabled:opacity-40";
  return (
    <div role="group" aria-label={label} className="inline-flex items-center rounded-full border border-cream-200 bg-white">
      <button
        type="button"
        className={`${button} rounded-l-full`}
        aria-label={menuTexts.decreaseQuantity}
        disabled={disabled || value <= min}
        onClick={() => onChange(Math.max(min, value - 1))}
      >
        <Icon node={Minus} className="h-4 w-4" />
      </button>
      <output aria-live="polite" className="w-8 text-center font-semibold tabular-nums">
        {value}
      </output>
      <button
        type="button"
        className={`${button} rounded-r-full`}
        aria-label={menuTexts.increaseQuantity}
        disabled={disabled || value >= MAX_LINE_QUANTITY}
        onClick={() => onChange(Math.min(MAX_LINE_QUANTITY, value + 1))}
      >
        <Icon node={Plus} className="h-4 w-4" />
      </button>
    </div>
  );
}
