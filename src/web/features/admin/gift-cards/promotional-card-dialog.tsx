import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { LOCALE_NAMES, LOCALES, type Locale } from "@shared/core/i18n";
import { formatCents } from "@shared/core/money";
import { GIFT_CARD_MAX_CENTS, GIFT_CARD_MESSAGE_MAX, GIFT_CARD_MIN_CENTS } from "@shared/gift-cards/gift-cards";
import { promotionalCardSchema } from "@shared/gift-cards/gift-cards.schema";
import { addDays, shopDate } from "@shared/ordering/schedule";
import { Modal } from "~/components/admin/modal";
import { ModalActions } from "~/components/admin/modal-actions";
import { TextAreaField } from "~/components/ui/text-area-field";
import { TextField } from "~/components/ui/text-field";
import { notify } from "~/components/ui/toaster";
import { refusalWords } from "~/lib/api";
import { useFormErrors, type FormErrors } from "~/lib/form-errors";
import { useShop } from "~/lib/shop";
import { useLocale, useTexts } from "~/lib/texts";
import { useGivePromotionalCard } from "./gift-cards-api";

interface Fields {
  amount: string;
  recipientName: string;
  recipientEmail: string;
  message: string;
  locale: Locale;
  expiresOn: string;
}

/** Whole dollars as typed → cents; anything else is NaN, which the schema refuses in its words. */
export const wholeDollarsToCents = (text: string) =>
  /^\$?\s*\d{1,4}$/.test(text.trim()) ? Number(text.trim().replace(/^\$\s*/, "")) * 100 : Number.NaN;

/** What the form sends: the shared schema's input (promotionalCardSchema), before it is checked. */
export function promotionalCardCandidate(fields: Fields, idempotencyKey: string) {
  return {
    idempotencyKey,
    amountCents: wholeDollarsToCents(fields.amount),
    recipientName: fields.recipientName,
    recipientEmail: fields.recipientEmail,
    message: fields.message,
    locale: fields.locale,
    expiresOn: fields.expiresOn || null,
  };
}

const choicePill =
  "flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-full border px-4 text-center font-semibold has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-saffron-500 border-cream-200 bg-white text-ink-900 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-700 has-[:checked]:text-white";

/**
 * 'Give a promotional card' (ADR 0024), the owner's: an amount in whole dollars, who it is for,
 * the card's language, a message, and an optional last day, printed on the card in capitals
 * (bought cards never expire). Checked with the schema the API uses; one key per content, so a
 * double tap gives one card. Once given, its page opens.
 */
export function PromotionalCardDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTexts("giftCardsAdminTexts").promotional;
  const errorTexts = useTexts("giftCardErrorTexts");
  const adminLocale = useLocale();
  const shop = useShop();
  const navigate = useNavigate();
  const give = useGivePromotionalCard();
  const form = useFormErrors(promotionalCardSchema);
  const blank = (): Fields => ({ amount: "", recipientName: "", recipientEmail: "", message: "", locale: adminLocale, expiresOn: "" });
  const [fields, setFields] = useState<Fields>(blank);
  // A new key whenever the card changes: a retry of the same card is one card, another card is another.
  const [key, setKey] = useState(() => crypto.randomUUID());
  const set = <K extends keyof Fields>(field: K, value: Fields[K]) => {
    setFields((current) => ({ ...current, [field]: value }));
    setKey(crypto.randomUUID());
  };
  const earliestExpiry = addDays(shopDate(new Date(), shop.timeZone), 1);

  function close() {
    if (give.isPending) return;
    form.clear();
    onClose();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (give.isPending) return;
    const also: FormErrors = fields.expiresOn && fields.expiresOn < earliestExpiry ? { expiresOn: errorTexts.expiryInvalid } : {};
    const input = form.check(promotionalCardCandidate(fields, key), { also });
    if (!input) {
      notify("error", t.fixErrors);
      return;
    }
    give.mutate(input, {
      onSuccess: (card) => {
        notify("success", t.done(card.recipientName));
        setFields(blank());
        setKey(crypto.randomUUID());
        form.clear();
        onClose();
        void navigate(`/admin/gift-cards/${card.id}`);
      },
      onError: (error) => {
        form.fromServer(error);
        notify("error", refusalWords(error, t.failed));
      },
    });
  }

  return (
    <Modal
      open={open}
      title={t.title}
      onClose={close}
      size="lg"
      footer={
        <ModalActions
          cancelLabel={t.cancel}
          onCancel={close}
          cancelDisabled={give.isPending}
          confirmLabel={give.isPending ? t.sending : t.submit}
          form="promotional-card-form"
          disabled={give.isPending}
          busy={give.isPending}
        />
      }
    >
      <form id="promotional-card-form" noValidate onSubmit={submit} className="space-y-4" data-testid="promotional-card-form">
        <p className="text-sm text-ink-700">{t.intro}</p>
        <TextField
          label={t.amount}
          hint={t.amountHint(formatCents(GIFT_CARD_MIN_CENTS), formatCents(GIFT_CARD_MAX_CENTS))}
          inputMode="numeric"
          autoComplete="off"
          value={fields.amount}
          onChange={(event) => set("amount", event.target.value)}
          error={form.errors.amountCents}
          className="max-w-xs"
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t.recipientName}
            autoComplete="off"
            maxLength={100}
            value={fields.recipientName}
            onChange={(event) => set("recipientName", event.target.value)}
            error={form.errors.recipientName}
          />
          <TextField
            label={t.recipientEmail}
            type="email"
            autoComplete="off"
            maxLength={254}
            value={fields.recipientEmail}
            onChange={(event) => set("recipientEmail", event.target.value)}
            error={form.errors.recipientEmail}
          />
        </div>
        <fieldset aria-describedby="promotional-card-language-hint">
          <legend className="text-sm font-semibold text-ink-900">{t.language}</legend>
          <p id="promotional-card-language-hint" className="text-sm text-ink-500">
            {t.languageHint}
          </p>
          <div className="mt-2 grid grid-cols-2 gap-2">
            {LOCALES.map((locale) => (
              <label key={locale} className={choicePill}>
                <input
                  type="radio"
                  name="promotional-card-language"
                  value={locale}
                  checked={fields.locale === locale}
                  onChange={() => set("locale", locale)}
                  className="sr-only"
                />
                <span lang={locale}>{LOCALE_NAMES[locale]}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <TextAreaField
          label={t.message}
          hint={t.messageCount(fields.message.length, GIFT_CARD_MESSAGE_MAX)}
          rows={3}
          maxLength={GIFT_CARD_MESSAGE_MAX}
          value={fields.message}
          onChange={(event) => set("message", event.target.value)}
          error={form.errors.message}
        />
        <TextField
          label={t.expiresOn}
          hint={t.expiresOnHint}
          type="date"
          min={earliestExpiry}
          value={fields.expiresOn}
          onChange={(event) => set("expiresOn", event.target.value)}
          error={form.errors.expiresOn}
          className="max-w-xs"
        />
      </form>
    </Modal>
  );
}
