import { useState, type FormEvent } from "react";
import { SettingsDisclosure } from "~/components/admin/settings-disclosure";
import { formatCents } from "@shared/core/money";
import { CASH_OUT_STATES, GIFT_CARD_MIN_CENTS, type CashOutState, type GiftCardSettings } from "@shared/gift-cards/gift-cards";
import { giftCardSettingsSchema } from "@shared/gift-cards/gift-cards.schema";
import { buttonStyles } from "~/components/admin/button-styles";
import { TextField } from "~/components/ui/text-field";
import { notify } from "~/components/ui/toaster";
import { useFormErrors } from "~/lib/form-errors";
import { useTexts } from "~/lib/texts";
import { failureMessage } from "../admin-errors";
import { useGiftCardSettings, useSaveGiftCardSettings } from "./gift-cards-api";

/** The most a day's limit may be (giftCardSettingsSchema's bound), cents. */
const PER_DAY_MAX_CENTS = 10_000_00;

/** Whole dollars as typed → cents; anything else is NaN, which the schema refuses in its words. */
const dollarsToCents = (text: string) => (/^\d{1,6}$/.test(text.trim()) ? Number(text.trim()) * 100 : Number.NaN);

/**
 * The owner's gift card settings (ADR 0024), folded under the list: the state whose cash-out
 * rule the shop follows, and what one account may spend on cards in a day. Loaded when opened.
 */
export function GiftCardSettingsPanel() {
  const t = useTexts("giftCardsAdminTexts").settings;
  return (
    <SettingsDisclosure words={t} testId="gift-card-settings" useSettings={useGiftCardSettings}>
      {(settings) => <SettingsForm settings={settings} />}
    </SettingsDisclosure>
  );
}

function SettingsForm({ settings }: { settings: GiftCardSettings }) {
  const t = useTexts("giftCardsAdminTexts").settings;
  const [cashOutState, setCashOutState] = useState<CashOutState>(settings.cashOutState);
  const [perDay, setPerDay] = useState(String(settings.perDayCents / 100));
  const [delayHours, setDelayHours] = useState(String(settings.newAccountDelayHours));
  const form = useFormErrors(giftCardSettingsSchema);
  const save = useSaveGiftCardSettings();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const perDayCents = dollarsToCents(perDay);
    // Said in dollars here: the schema's own bound would be said in cents.
    const perDayProblem = !(perDayCents >= GIFT_CARD_MIN_CENTS && perDayCents <= PER_DAY_MAX_CENTS);
    const newAccountDelayHours = /^\d{1,3}$/.test(delayHours.trim()) ? Number(delayHours.trim()) : Number.NaN;
    const input = form.check(
      { cashOutState, perDayCents, newAccountDelayHours },
      { also: perDayProblem ? { perDayCents: t.perDayInvalid(formatCents(GIFT_CARD_MIN_CENTS), formatCents(PER_DAY_MAX_CENTS)) } : {} },
    );
    if (!input) {
      notify("error", t.fixErrors);
      return;
    }
    try {
      const saved = await save.mutateAsync(input);
      setCashOutState(saved.cashOutState);
      setPerDay(String(saved.perDayCents / 100));
      setDelayHours(String(saved.newAccountDelayHours));
      form.clear();
      notify("success", t.saved);
    } catch (error) {
      form.fromServer(error);
      notify("error", failureMessage(error, t.saveFailed));
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      <p className="max-w-2xl text-sm text-ink-700">{t.intro}</p>
      <fieldset>
        <legend className="text-sm font-semibold text-ink-900">{t.cashOutState}</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-3">
          {CASH_OUT_STATES.map((state) => (
            <label
              key={state}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-cream-200 px-3 py-2 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-saffron-500"
            >
              <input
                type="radio"
                name="gift-card-cash-out-state"
                value={state}
                checked={cashOutState === state}
                onChange={() => setCashOutState(state)}
                className="size-5 shrink-0 accent-brand-700"
              />
              <span className="font-semibold">{t.cashOutStates[state]}</span>
            </label>
          ))}
        </div>
        {form.errors.cashOutState && (
          <p role="alert" className="mt-1 text-sm font-semibold text-brand-700">
            {form.errors.cashOutState}
          </p>
        )}
      </fieldset>
      <TextField
        label={t.perDay}
        hint={t.perDayHint}
        inputMode="numeric"
        autoComplete="off"
        value={perDay}
        onChange={(event) => setPerDay(event.target.value)}
        error={form.errors.perDayCents}
        className="max-w-xs"
      />
      <TextField
        label={t.newAccountDelay}
        hint={t.newAccountDelayHint}
        inputMode="numeric"
        autoComplete="off"
        value={delayHours}
        onChange={(event) => setDelayHours(event.target.value)}
        error={form.errors.newAccountDelayHours}
        className="max-w-xs"
      />
      <div className="flex justify-end">
        <button type="submit" className={buttonStyles.primary} disabled={save.isPending} aria-busy={save.isPending || undefined}>
          {save.isPending ? t.saving : t.save}
        </button>
      </div>
    </form>
  );
}
