import { useEffect, useId } from "react";
import type { OrderType } from "@shared/orders";
import { slotLabel } from "@shared/slot-labels";
import { TextField } from "~/components/ui/text-field";
import { useShop } from "~/lib/shop";
import { useLocale, useTexts } from "~/lib/texts";
import type { DraftLine } from "./draft-lines";
import { useOpenSlots } from "./orders-api";

const pill =
  "flex min-h-11 cursor-pointer items-center justify-center rounded-full border px-3 text-center text-sm font-semibold has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-saffron-500 border-cream-200 bg-white text-ink-900 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-700 has-[:checked]:text-white";

interface TimePickerProps {
  orderType: OrderType;
  lines: readonly DraftLine[];
  /** 'YYYY-MM-DDTHH:mm' on the shop's clock, or '' when none is chosen. */
  value: string;
  onChange: (value: string) => void;
  /** The server's or the form's word on the time ('That time is full. The next open time is …'). */
  error?: string | undefined;
  /** The id of the typed time's input, for a form that moves the cursor to its errors. */
  inputId: string;
  /** A new order takes the first open time while none is chosen; an edit keeps its time until one is picked. */
  pickFirst?: boolean;
}

/**
 * The time of a phone order or an edit (issue 16): the next open 15-minute slots for these lines
 * and type as one-tap buttons (the checkout's quick picks, POST /api/checkout/slots), and any
 * other time typed in 15-minute steps. The server checks the time again when the order is sent.
 */
export function TimePicker({ orderType, lines, value, onChange, error, inputId, pickFirst = false }: TimePickerProps) {
  const t = useTexts("ordersAdminTexts").timePicker;
  const shop = useShop();
  const locale = useLocale();
  const name = useId();
  const slots = useOpenSlots({ orderType, lines: lines.map((line) => ({ itemId: line.itemId, quantity: line.quantity })) });
  const open = slots.data?.slots ?? [];
  const first = open[0];

  useEffect(() => {
    if (pickFirst && first && value === "") onChange(first);
  }, [pickFirst, first, value, onChange]);

  const now = new Date();
  return (
    <div className="space-y-3">
      {slots.isPending ? (
        <p role="status" className="text-sm text-ink-500">
          {t.loading}
        </p>
      ) : slots.isError && !slots.data ? (
        <p role="status" className="text-sm text-ink-700">
          {t.failed}
        </p>
      ) : open.length === 0 ? (
        <p role="status" className="text-sm text-ink-700">
          {t.noneOpen}
        </p>
      ) : (
        <fieldset data-testid="quick-picks">
          <legend className="text-sm font-semibold text-ink-900">{t.quickPicks}</legend>
          {slots.data?.notice && <p className="mt-1 text-sm text-ink-700">{slots.data.notice}</p>}
          <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
            {open.map((slot) => (
              <label key={slot} className={pill}>
                <input type="radio" name={name} value={slot} checked={value === slot} onChange={() => onChange(slot)} className="sr-only" />
                {slotLabel(slot, now, shop.timeZone, t, locale)}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <TextField
        id={inputId}
        label={t.other}
        hint={t.otherHint}
        type="datetime-local"
        step={900}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        error={error}
      />
    </div>
  );
}
