import { useEffect, useId } from "react";
import { INTL_LOCALE, type Locale } from "@shared/core/i18n";
import type { OrderType } from "@shared/orders/orders";
import { addDays, shopDate } from "@shared/ordering/schedule";
import { fromWallTime } from "@shared/core/time";
import { TextField } from "~/components/ui/text-field";
import { useShop } from "~/lib/shop";
import { useLocale, useTexts } from "~/lib/texts";
import type { DraftLine } from "./draft-lines";
import { useOpenSlots } from "./orders-api";

const pill =
  "flex min-h-11 cursor-pointer items-center justify-center rounded-full border px-3 text-center text-sm font-semibold has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-saffron-500 border-cream-200 bg-white text-ink-900 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-700 has-[:checked]:text-white";

/**
 * A quick pick's words: 'Today 4:15 PM', 'Tomorrow 9:00 AM', else 'Sat, Nov 28, 10:30 AM', in the
 * admin's language. The checkout's slotLabel (shared/ordering/slot-labels.ts) is not imported: it lives in
 * the storefront checkout's chunk, and an import from the admin would split that chunk up.
 */
function pickLabel(slot: string, now: Date, timeZone: string, words: { today: string; tomorrow: string }, locale: Locale): string {
  const instant = fromWallTime(slot, timeZone);
  if (!instant) return slot;
  const today = shopDate(now, timeZone);
  const date = slot.slice(0, 10);
  const day = date === today ? words.today : date === addDays(today, 1) ? words.tomorrow : null;
  const format = new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    timeZone,
    ...(day ? {} : { weekday: "short", month: "short", day: "numeric" }),
    hour: "numeric",
    minute: "2-digit",
  });
  return day ? `${day} ${format.format(instant)}` : format.format(instant);
}

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
 * The time of a phone order or an edit (ADR 0016): the next open 15-minute slots for these lines
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
                {pickLabel(slot, now, shop.timeZone, t, locale)}
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
