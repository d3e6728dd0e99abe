import { CirclePlus, Trash2 } from "lucide";
import { useState, type FormEvent } from "react";
import { SettingsDisclosure } from "~/components/admin/settings-disclosure";
import { CATERING_LIMITS, type CateringSettings } from "@shared/catering/catering";
import { cateringSettingsSchema } from "@shared/catering/catering.schema";
import { buttonStyles } from "~/components/admin/button-styles";
import { Icon } from "~/components/ui/icon";
import { TextField } from "~/components/ui/text-field";
import { notify } from "~/components/ui/toaster";
import { useFormErrors, type FormErrors } from "~/lib/form-errors";
import { useTexts } from "~/lib/texts";
import { failureMessage } from "../admin-errors";
import { useCateringSettings, useSaveCateringSettings } from "./catering-api";

/** The most tiers of each kind the settings keep (cateringSettingsSchema). */
const MAX_TIERS = 6;

interface Fields {
  minGuests: string;
  depositPercent: string;
  quoteValidDays: string;
  balanceDueDays: string;
  leadTiers: { minGuests: string; hours: string }[];
  cancellationTiers: { minDays: string; refundPercent: string }[];
}

const fieldsOf = (settings: CateringSettings): Fields => ({
  minGuests: String(settings.minGuests),
  depositPercent: String(settings.depositPercent),
  quoteValidDays: String(settings.quoteValidDays),
  balanceDueDays: String(settings.balanceDueDays),
  leadTiers: settings.leadTiers.map((tier) => ({ minGuests: String(tier.minGuests), hours: String(tier.hours) })),
  cancellationTiers: settings.cancellationTiers.map((tier) => ({
    minDays: String(tier.minDays),
    refundPercent: String(tier.refundPercent),
  })),
});

/** A whole number as typed; anything else is NaN, which the schema refuses in its words. */
const whole = (text: string) => (/^\d{1,6}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

const candidateOf = (fields: Fields) => ({
  minGuests: whole(fields.minGuests),
  depositPercent: whole(fields.depositPercent),
  quoteValidDays: whole(fields.quoteValidDays),
  balanceDueDays: whole(fields.balanceDueDays),
  leadTiers: fields.leadTiers.map((tier) => ({ minGuests: whole(tier.minGuests), hours: whole(tier.hours) })),
  cancellationTiers: fields.cancellationTiers.map((tier) => ({ minDays: whole(tier.minDays), refundPercent: whole(tier.refundPercent) })),
});

/**
 * The owner's catering settings (ADR 0023), folded under the list: the fewest guests, the notice
 * a party needs by its size, the deposit, how long a quote stands, when the balance falls due,
 * and the cancellation policy's tiers. Loaded when opened; mistakes shown by field.
 */
export function CateringSettingsPanel() {
  const t = useTexts("cateringAdminTexts").settings;
  return (
    <SettingsDisclosure words={t} testId="catering-settings" useSettings={useCateringSettings}>
      {(settings) => <SettingsForm settings={settings} />}
    </SettingsDisclosure>
  );
}

function SettingsForm({ settings }: { settings: CateringSettings }) {
  const t = useTexts("cateringAdminTexts").settings;
  const [fields, setFields] = useState(() => fieldsOf(settings));
  const form = useFormErrors(cateringSettingsSchema);
  const save = useSaveCateringSettings();
  const errors: FormErrors = form.errors;
  const set = (patch: Partial<Fields>) => setFields((current) => ({ ...current, ...patch }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input = form.check(candidateOf(fields));
    if (!input) {
      notify("error", t.fixErrors);
      return;
    }
    try {
      const saved = await save.mutateAsync(input);
      setFields(fieldsOf(saved));
      form.clear();
      notify("success", t.saved);
    } catch (error) {
      form.fromServer(error);
      notify("error", failureMessage(error, t.saveFailed));
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-6">
      <p className="max-w-2xl text-sm text-ink-700">{t.intro}</p>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <TextField
          label={t.minGuests}
          hint={t.minGuestsHint}
          inputMode="numeric"
          autoComplete="off"
          value={fields.minGuests}
          onChange={(event) => set({ minGuests: event.target.value })}
          error={errors.minGuests}
        />
        <TextField
          label={t.depositPercent}
          hint={t.depositPercentHint(CATERING_LIMITS.minDepositPercent, CATERING_LIMITS.maxDepositPercent)}
          inputMode="numeric"
          autoComplete="off"
          value={fields.depositPercent}
          onChange={(event) => set({ depositPercent: event.target.value })}
          error={errors.depositPercent}
        />
        <TextField
          label={t.quoteValidDays}
          hint={t.quoteValidDaysHint}
          inputMode="numeric"
          autoComplete="off"
          value={fields.quoteValidDays}
          onChange={(event) => set({ quoteValidDays: event.target.value })}
          error={errors.quoteValidDays}
        />
        <TextField
          label={t.balanceDueDays}
          hint={t.balanceDueDaysHint}
          inputMode="numeric"
          autoComplete="off"
          value={fields.balanceDueDays}
          onChange={(event) => set({ balanceDueDays: event.target.value })}
          error={errors.balanceDueDays}
        />
      </div>

      <fieldset className="min-w-0 rounded-xl border border-cream-200 p-3 sm:p-4">
        <legend className="px-1 text-sm font-bold text-ink-700">{t.leadTiers}</legend>
        <p className="text-sm text-ink-500">{t.leadTiersHint}</p>
        <ol className="mt-3 space-y-3">
          {fields.leadTiers.map((tier, index) => (
            <li key={index} className="flex flex-wrap items-start gap-3" data-testid="lead-tier">
              <TextField
                label={t.tierGuests(index + 1)}
                inputMode="numeric"
                autoComplete="off"
                value={tier.minGuests}
                onChange={(event) =>
                  set({ leadTiers: fields.leadTiers.map((each, at) => (at === index ? { ...each, minGuests: event.target.value } : each)) })
                }
                error={errors[`leadTiers.${index}.minGuests`]}
                className="w-40"
              />
              <TextField
                label={t.tierHours(index + 1)}
                inputMode="numeric"
                autoComplete="off"
                value={tier.hours}
                onChange={(event) =>
                  set({ leadTiers: fields.leadTiers.map((each, at) => (at === index ? { ...each, hours: event.target.value } : each)) })
                }
                error={errors[`leadTiers.${index}.hours`]}
                className="w-40"
              />
              <RemoveTier
                label={t.removeTier(index + 1)}
                disabled={fields.leadTiers.length <= 1}
                onRemove={() => set({ leadTiers: fields.leadTiers.filter((_, at) => at !== index) })}
              />
            </li>
          ))}
        </ol>
        {errors.leadTiers && (
          <p role="alert" className="mt-2 text-sm font-semibold text-brand-700">
            {errors.leadTiers}
          </p>
        )}
        {fields.leadTiers.length < MAX_TIERS && (
          <button
            type="button"
            className={`${buttonStyles.ghost} mt-2`}
            onClick={() => set({ leadTiers: [...fields.leadTiers, { minGuests: "", hours: "" }] })}
          >
            <Icon node={CirclePlus} className="h-4 w-4" />
            {t.addTier}
          </button>
        )}
      </fieldset>

      <fieldset className="min-w-0 rounded-xl border border-cream-200 p-3 sm:p-4">
        <legend className="px-1 text-sm font-bold text-ink-700">{t.cancellationTiers}</legend>
        <p className="text-sm text-ink-500">{t.cancellationTiersHint}</p>
        <ol className="mt-3 space-y-3">
          {fields.cancellationTiers.map((tier, index) => (
            <li key={index} className="flex flex-wrap items-start gap-3" data-testid="cancellation-tier">
              <TextField
                label={t.tierMinDays(index + 1)}
                inputMode="numeric"
                autoComplete="off"
                value={tier.minDays}
                onChange={(event) =>
                  set({
                    cancellationTiers: fields.cancellationTiers.map((each, at) =>
                      at === index ? { ...each, minDays: event.target.value } : each,
                    ),
                  })
                }
                error={errors[`cancellationTiers.${index}.minDays`]}
                className="w-40"
              />
              <TextField
                label={t.tierRefundPercent(index + 1)}
                inputMode="numeric"
                autoComplete="off"
                value={tier.refundPercent}
                onChange={(event) =>
                  set({
                    cancellationTiers: fields.cancellationTiers.map((each, at) =>
                      at === index ? { ...each, refundPercent: event.target.value } : each,
                    ),
                  })
                }
                error={errors[`cancellationTiers.${index}.refundPercent`]}
                className="w-40"
              />
              <RemoveTier
                label={t.removeTier(index + 1)}
                onRemove={() => set({ cancellationTiers: fields.cancellationTiers.filter((_, at) => at !== index) })}
              />
            </li>
          ))}
        </ol>
        {errors.cancellationTiers && (
          <p role="alert" className="mt-2 text-sm font-semibold text-brand-700">
            {errors.cancellationTiers}
          </p>
        )}
        {fields.cancellationTiers.length < MAX_TIERS && (
          <button
            type="button"
            className={`${buttonStyles.ghost} mt-2`}
            onClick={() => set({ cancellationTiers: [...fields.cancellationTiers, { minDays: "", refundPercent: "" }] })}
          >
            <Icon node={CirclePlus} className="h-4 w-4" />
            {t.addTier}
          </button>
        )}
      </fieldset>

      <div className="flex justify-end">
        <button type="submit" className={buttonStyles.primary} disabled={save.isPending} aria-busy={save.isPending || undefined}>
          {save.isPending ? t.saving : t.save}
        </button>
      </div>
    </form>
  );
}

function RemoveTier({ label, disabled, onRemove }: { label: string; disabled?: boolean; onRemove: () => void }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onRemove}
      className="mt-6 inline-flex h-11 w-11 items-center justify-center rounded-full text-red-800 hover:bg-cream-100 disabled:cursor-not-allowed disabled:opacity-50"
    >
      <Icon node={Trash2} className="h-4 w-4" />
    </button>
  );
}
