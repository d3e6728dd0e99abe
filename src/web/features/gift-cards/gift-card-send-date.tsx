import type { Locale } from "@shared/core/i18n";
import type { GiftCardFormDto } from "@shared/gift-cards/gift-cards";
import { TextField } from "~/components/ui/text-field";
import { useLocale, useTexts } from "~/lib/texts";
import { addDaysTo, formatGiftCardDate, nextChristmasEve, nextMothersDay } from "./gift-card-dates";

export { formatGiftCardDate } from "./gift-card-dates";

interface SendDatePickerProps {
  form: Pick<GiftCardFormDto, "today" | "maxScheduleDays">;
  sendOn: string;
  /** The card's language: it decides which Mother's Day is offered. */
  cardLocale: Locale;
  setSendOn: (date: string) => void;
  error: string | undefined;
}

/**
 * 'Send on a date' (ADR 0024): quick picks for the next Christmas Eve and the next Mother's Day
 * (May 10 for a Spanish card, the second Sunday of May for an English one), and a date from today
 * to a year ahead. Loaded when 'Send on a date' is chosen: most cards go now, and the dates' code
 * stays off the page's first load (ADR 0008).
 */
export function SendDatePicker({ form, sendOn, cardLocale, setSendOn, error }: SendDatePickerProps) {
  const t = useTexts("giftCardTexts").form;
  const locale = useLocale();
  const latest = addDaysTo(form.today, form.maxScheduleDays);
  const picks = [
    { date: nextChristmasEve(form.today), label: t.christmasEve },
    { date: nextMothersDay(form.today, cardLocale), label: (date: string) => t.mothersDay(date, cardLocale) },
  ];
  return (
    <>
      <div role="group" aria-labelledby="gift-card-picks-label">
        <p id="gift-card-picks-label" className="text-sm font-semibold text-ink-900">
          {t.quickPicks}
        </p>
        <div className="mt-2 flex flex-col gap-2 sm:flex-row">
          {picks.map(({ date, label }) => (
            <button
              key={date}
              type="button"
              aria-pressed={sendOn === date}
              onClick={() => setSendOn(date)}
              className="min-h-11 rounded-full border-2 border-cream-200 px-4 text-sm font-semibold text-ink-900 hover:bg-cream-100 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-saffron-500 aria-pressed:border-brand-700 aria-pressed:bg-brand-50"
            >
              {label(formatGiftCardDate(date, locale))}
            </button>
          ))}
        </div>
      </div>
      <TextField
        id="gift-card-sendOn"
        label={t.date}
        name="sendOn"
        type="date"
        required
        min={form.today}
        max={latest}
        value={sendOn}
        onChange={(event) => setSendOn(event.target.value)}
        hint={t.dateHint(formatGiftCardDate(latest, locale, true))}
        error={error}
      />
    </>
  );
}
