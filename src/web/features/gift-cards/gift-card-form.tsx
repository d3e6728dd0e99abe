import { useEffect, useRef, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { LOCALES, LOCALE_NAMES, localizedPath } from "@shared/core/i18n";
import { formatCents } from "@shared/core/money";
import { GIFT_CARD_MESSAGE_MAX, type GiftCardFormDto } from "@shared/gift-cards/gift-cards";
import { TextAreaField } from "~/components/ui/text-area-field";
import { TextField } from "~/components/ui/text-field";
import { useLaterTexts, useLocale, useTexts } from "~/lib/texts";
import { useHydrated } from "~/lib/use-hydrated";
import type * as sendDateModule from "./gift-card-send-date";
import {
  draftAmountCents,
  fieldElementId,
  GIFT_CARD_FIELDS,
  wholeDollars,
  type GiftCardDraft,
  type GiftCardField,
} from "./gift-card-draft";
import type { GiftCardErrors } from "./gift-card-submit";

const card = "rounded-2xl border border-cream-200 bg-white p-5 shadow-sm sm:p-8";
const legendClass = "text-lg font-bold text-ink-900";
/** A radio drawn as a pill: the native input stays, for the keyboard and screen readers (a radio group). */
const pill =
  "flex min-h-12 cursor-pointer items-center justify-center rounded-full border-2 px-4 text-base font-semibold has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-saffron-500 border-cream-200 bg-white text-ink-900 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-700 has-[:checked]:text-white";

interface GiftCardFormProps {
  form: GiftCardFormDto;
  signedIn: boolean;
  /** The signed-in buyer's name, to start the 'From' field with. */
  buyerName: string;
}

/**
 * The gift-card purchase (ADR 0024): an amount (the presets, or whole dollars in the range), who
 * it is from and for, a message, the card's language, and when it goes (now, or on a date with
 * quick picks for Christmas Eve and Mother's Day); a summary, then Pay opens the hosted pay page.
 * Signed out, a sign-in link stands where Pay would be. The checks and the request load on Pay
 * (gift-card-submit.ts); the server checks it all again, and its messages go under their fields.
 */
export function GiftCardForm({ form, signedIn, buyerName }: GiftCardFormProps) {
  const t = useTexts("giftCardTexts").form;
  const locale = useLocale();
  // The checks' words load on Pay, with the code that says them.
  const later = useLaterTexts();
  const hydrated = useHydrated();
  const [draft, setDraft] = useState<GiftCardDraft>(() => ({
    amount: form.presetsCents[1] ?? form.presetsCents[0] ?? "other",
    otherDollars: "",
    buyerName,
    recipientName: "",
    recipientEmail: "",
    recipientPhone: "",
    smsOptIn: false,
    message: "",
    locale,
    send: "now",
    sendOn: "",
  }));
  const [errors, setErrors] = useState<GiftCardErrors>({});
  // The form's message: a refusal as a whole, or 'check the fields', shown while a field is in error.
  const [alert, setAlert] = useState<{ message: string; aboutFields: boolean } | null>(null);
  const [sending, setSending] = useState(false);
  // State lands on the next render: a second tap in the same frame must not send twice.
  const inFlight = useRef(false);
  // The page's idempotency keys, one per version of the purchase (gift-card-submit.ts).
  const keys = useRef(new Map<string, string>());
  // The first field in error takes the focus once its message is drawn, so both are read out.
  const [focusOn, setFocusOn] = useState<{ id: string } | null>(null);
  useEffect(() => {
    if (focusOn) document.getElementById(focusOn.id)?.focus();
  }, [focusOn]);

  const change = <K extends keyof GiftCardDraft>(key: K, value: GiftCardDraft[K], field?: GiftCardField) => {
    setDraft((current) => ({ ...current, [key]: value }));
    if (field && errors[field]) setErrors(({ [field]: _gone, ...rest }) => rest);
  };
  const text =
    (
      key: "buyerName" | "recipientName" | "recipientEmail" | "recipientPhone" | "message" | "otherDollars" | "sendOn",
      field: GiftCardField,
    ) =>
    (event: { target: { value: string } }) =>
      change(key, event.target.value, field);

  // Written only when it can be bought: no '$7.00 gift card' in the summary or on Pay.
  const cents = draftAmountCents(draft);
  const amountText = cents && cents >= form.minCents && cents <= form.maxCents ? formatCents(cents) : "";
  // 'Send on a date' loads its picker (and the dates' code) when it is chosen.
  const [dates, setDates] = useState<typeof sendDateModule | null>(null);
  useEffect(() => {
    if (draft.send === "date" && !dates) import("./gift-card-send-date").then(setDates, () => {});
  }, [draft.send, dates]);
  // Said once chosen: 'sent today', or 'sent December 24' (nothing while a date is still to be picked).
  const when =
    draft.send === "now" || draft.sendOn === form.today
      ? t.sentToday
      : draft.sendOn && dates
        ? t.sentOn(dates.formatGiftCardDate(draft.sendOn, locale))
        : "";

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current || !signedIn) return;
    inFlight.current = true;
    setSending(true);
    setAlert(null);
    let leaving = false;
    try {
      const [{ sendGiftCardPurchase }, words] = await Promise.all([import("./gift-card-submit"), later("giftCardPurchaseTexts")]);
      const outcome = await sendGiftCardPurchase(draft, form, { ...words, failure: t.failure }, locale, keys.current);
      if (outcome.kind === "pay") {
        // Pay stays busy while the browser goes to the pay page.
        leaving = true;
        window.location.assign(outcome.url);
        return;
      }
      if (outcome.kind === "invalid") {
        setErrors(outcome.errors);
        const first = GIFT_CARD_FIELDS.find((field) => outcome.errors[field]);
        if (first) setFocusOn({ id: fieldElementId(first, draft) });
      }
      setAlert({ message: outcome.message, aboutFields: outcome.kind === "invalid" });
    } catch {
      setAlert({ message: t.failure, aboutFields: false });
    } finally {
      inFlight.current = false;
      if (!leaving) setSending(false);
    }
  };

  const amountError = errors.amountCents;
  const amountDescribedBy = amountError
    ? draft.amount === "other"
      ? "gift-card-other-amount-error"
      : "gift-card-amountCents-error"
    : undefined;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6" aria-labelledby="gift-card-form-heading" aria-busy={sending}>
      <h2 id="gift-card-form-heading" className="text-2xl font-bold">
        {t.heading}
      </h2>

      <div className={card}>
        <fieldset className="space-y-4">
          <legend className={legendClass}>{t.amount}</legend>
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {[...form.presetsCents, "other" as const].map((choice) => (
              <label key={choice} className={pill}>
                <input
                  type="radio"
                  name="amount"
                  id={`gift-card-amount-${choice}`}
                  value={choice}
                  checked={draft.amount === choice}
                  onChange={() => change("amount", choice, "amountCents")}
                  aria-invalid={amountError ? true : undefined}
                  aria-describedby={amountDescribedBy}
                  className="sr-only"
                />
                {choice === "other" ? t.otherAmount : wholeDollars(choice)}
              </label>
            ))}
          </div>
          {draft.amount === "other" && (
            <TextField
              id="gift-card-other-amount"
              label={t.otherAmountLabel}
              name="otherDollars"
              type="number"
              inputMode="numeric"
              min={form.minCents / 100}
              max={form.maxCents / 100}
              step={1}
              required
              value={draft.otherDollars}
              onChange={text("otherDollars", "amountCents")}
              hint={t.otherAmountHint(wholeDollars(form.minCents), wholeDollars(form.maxCents))}
              error={amountError}
            />
          )}
          {/* The buttons' message, as Field draws a field's (the typed amount's is under its field). */}
          {amountError && draft.amount !== "other" && (
            <p id="gift-card-amountCents-error" role="alert" className="text-sm font-semibold text-brand-700">
              {amountError}
            </p>
          )}
        </fieldset>
      </div>

      <div className={`${card} space-y-6`}>
        <fieldset>
          <legend className={legendClass}>{t.from}</legend>
          <TextField
            id="gift-card-buyerName"
            className="mt-4"
            label={t.buyerName}
            name="buyerName"
            autoComplete="name"
            required
            maxLength={100}
            value={draft.buyerName}
            onChange={text("buyerName", "buyerName")}
            hint={t.buyerNameHint}
            error={errors.buyerName}
          />
        </fieldset>
        <fieldset className="space-y-5">
          <legend className={legendClass}>{t.to}</legend>
          <TextField
            id="gift-card-recipientName"
            label={t.recipientName}
            name="recipientName"
            autoComplete="off"
            required
            maxLength={100}
            value={draft.recipientName}
            onChange={text("recipientName", "recipientName")}
            error={errors.recipientName}
          />
          <TextField
            id="gift-card-recipientEmail"
            label={t.recipientEmail}
            name="recipientEmail"
            type="email"
            autoComplete="off"
            required
            maxLength={254}
            value={draft.recipientEmail}
            onChange={text("recipientEmail", "recipientEmail")}
            hint={t.recipientEmailHint}
            error={errors.recipientEmail}
          />
          {/* By text too only where the shop can text (not in production without Twilio). */}
          {form.smsEnabled && (
            <>
              <TextField
                id="gift-card-recipientPhone"
                label={t.recipientPhone}
                name="recipientPhone"
                type="tel"
                autoComplete="off"
                maxLength={30}
                value={draft.recipientPhone}
                onChange={text("recipientPhone", "recipientPhone")}
                error={errors.recipientPhone}
              />
              <label className="flex min-h-11 items-start gap-3 text-sm">
                <input
                  type="checkbox"
                  name="smsOptIn"
                  checked={draft.smsOptIn}
                  onChange={(event) => change("smsOptIn", event.target.checked, "recipientPhone")}
                  className="mt-0.5 size-5 shrink-0"
                />
                {t.smsOptIn}
              </label>
            </>
          )}
        </fieldset>
        <div className="space-y-5">
          <TextAreaField
            id="gift-card-message"
            label={t.message}
            name="message"
            rows={3}
            maxLength={GIFT_CARD_MESSAGE_MAX}
            value={draft.message}
            onChange={text("message", "message")}
            hint={t.messageCount(draft.message.length, GIFT_CARD_MESSAGE_MAX)}
            error={errors.message}
          />
          <fieldset>
            <legend className="text-sm font-semibold text-ink-900">{t.language}</legend>
            <p id="gift-card-language-hint" className="text-sm text-ink-500">
              {t.languageHint}
            </p>
            <div className="mt-2 grid grid-cols-2 gap-3">
              {LOCALES.map((code) => (
                <label key={code} className={pill} lang={code}>
                  <input
                    type="radio"
                    name="locale"
                    value={code}
                    checked={draft.locale === code}
                    onChange={() => change("locale", code)}
                    aria-describedby="gift-card-language-hint"
                    className="sr-only"
                  />
                  {LOCALE_NAMES[code]}
                </label>
              ))}
            </div>
          </fieldset>
        </div>
      </div>

      <div className={card}>
        <fieldset className="space-y-4">
          <legend className={legendClass}>{t.when}</legend>
          <div className="grid grid-cols-2 gap-3">
            {(["now", "date"] as const).map((mode) => (
              <label key={mode} className={pill}>
                <input
                  type="radio"
                  name="send"
                  value={mode}
                  checked={draft.send === mode}
                  onChange={() => change("send", mode, "sendOn")}
                  className="sr-only"
                />
                {mode === "now" ? t.sendNow : t.sendOnDate}
              </label>
            ))}
          </div>
          {draft.send === "date" && dates && (
            <dates.SendDatePicker
              form={form}
              sendOn={draft.sendOn}
              cardLocale={draft.locale}
              setSendOn={(date) => change("sendOn", date, "sendOn")}
              error={errors.sendOn}
            />
          )}
        </fieldset>
      </div>

      <section aria-labelledby="gift-card-summary-heading" className="rounded-2xl bg-cream-100 p-5 sm:p-6" data-testid="gift-card-summary">
        <h2 id="gift-card-summary-heading" className="text-lg font-bold">
          {t.summaryHeading}
        </h2>
        <p className="mt-1 font-semibold text-ink-900">
          {amountText ? [t.summary(amountText, draft.recipientName.trim()), when].filter(Boolean).join(", ") : "—"}
        </p>
        <p className="text-sm text-ink-700">{t.noTax}</p>
      </section>

      <div className="space-y-3">
        {alert && (!alert.aboutFields || Object.keys(errors).length > 0) && (
          <p role="alert" className="rounded-lg bg-brand-50 px-4 py-3 font-semibold text-brand-800">
            {alert.message}
          </p>
        )}
        {signedIn ? (
          <button
            type="submit"
            disabled={!hydrated || sending}
            className="inline-flex min-h-12 w-full items-center justify-center rounded-full bg-brand-700 px-8 text-lg font-bold text-white hover:bg-brand-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-saffron-500 disabled:cursor-not-allowed disabled:opacity-60 sm:w-auto"
          >
            {sending ? t.sending : t.submit(amountText)}
          </button>
        ) : (
          <div className="rounded-2xl bg-brand-50 p-5" data-testid="gift-card-sign-in">
            <p className="text-ink-900">{t.signInNote}</p>
            <Link
              to={localizedPath(`/auth/login?redirect=${encodeURIComponent(localizedPath("/gift-cards", locale))}`, locale)}
              className="mt-3 inline-flex min-h-12 w-full items-center justify-center rounded-full bg-brand-700 px-8 py-2 text-center text-lg font-bold leading-snug text-white hover:bg-brand-800 sm:w-auto"
            >
              {t.signInToBuy}
            </Link>
          </div>
        )}
      </div>
    </form>
  );
}
