import { useQueryClient } from "@tanstack/react-query";
import { ArrowLeft } from "lucide";
import { useCallback, useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { Link, useNavigate } from "react-router";
import { deliveryFeeCents } from "@shared/checkout/delivery";
import { LOCALES, type Locale } from "@shared/core/i18n";
import { formatCents } from "@shared/core/money";
import { shortOrderId, type OrderType, type StaffOrderResult } from "@shared/orders/orders";
import type { StaffOrderInput } from "@shared/orders/orders.schema";
import { buttonStyles } from "~/components/admin/button-styles";
import { AdminPageHeader } from "~/components/admin/page-header";
import { Icon } from "~/components/ui/icon";
import { TextAreaField } from "~/components/ui/text-area-field";
import { TextField } from "~/components/ui/text-field";
import { TotalsList } from "~/components/ui/totals-list";
import { notify } from "~/components/ui/toaster";
import { ApiError } from "~/lib/api";
import { useShop } from "~/lib/shop";
import { useLocale, useTexts } from "~/lib/texts";
import { CopyLink } from "./copy-link";
import { CounterGiftCard } from "./counter-gift-card";
import { addDraftLine, DraftLineList, draftSubtotalCents, estimateDraft, type DraftLine } from "./draft-lines";
import { ItemPicker } from "./item-picker";
import { useTakeOrder, type CheckedGiftCard } from "./orders-api";
import { TimePicker } from "./time-picker";

/** Spelled here, not imported (ORDER_TYPES): a constant more from shared/orders/orders.ts would grow the chunk storefront pages share. */
const ORDER_TYPE_CHOICES = ["pickup", "delivery"] as const satisfies readonly OrderType[];
const PAYMENT_CHOICES = ["cash", "card_present", "link_sms", "link_email"] as const;
type PaymentChoice = (typeof PAYMENT_CHOICES)[number];

interface OrderForm {
  name: string;
  phone: string;
  email: string;
  locale: Locale;
  orderType: OrderType;
  deliveryAddress: string;
  preferredTime: string;
  notes: string;
  smsOptIn: boolean;
  payment: PaymentChoice | null;
}

/** The fields a problem can be shown under, in the page's order, with the control the cursor goes to. */
const FIELD_IDS = {
  name: "new-order-name",
  phone: "new-order-phone",
  email: "new-order-email",
  deliveryAddress: "new-order-address",
  lines: "new-order-items",
  preferredTime: "new-order-time",
  giftCardCode: "new-order-gift-card",
  payment: "new-order-payment-cash",
} as const;
type Field = keyof typeof FIELD_IDS;
type Errors = Partial<Record<Field, string>>;
const isField = (key: string): key is Field => key in FIELD_IDS;

const paymentOf = (choice: PaymentChoice): StaffOrderInput["payment"] =>
  choice === "link_sms"
    ? { method: "link", sendBy: "sms" }
    : choice === "link_email"
      ? { method: "link", sendBy: "email" }
      : { method: choice };

const choicePill =
  "flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-full border px-4 text-center font-semibold has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-saffron-500 border-cream-200 bg-white text-ink-900 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-700 has-[:checked]:text-white";

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-4 rounded-2xl bg-white p-4 shadow-sm sm:p-6">
      <h2 id={id} tabIndex={-1} className="text-xl font-bold focus:outline-none">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * 'New order' (ADR 0016): staff take an order for a customer on the phone or at the counter:
 * who it is for, pickup or delivery, the items (the storefront's choices and quantities), the
 * time, notes, whether to text the customer when it is ready, and how it is paid. Phone first.
 * The total shown is an estimate: the server prices the order. One key per form, kept across
 * retries, so a double tap or a retry takes one order; whatever was typed stays on any error.
 */
export function NewOrderPage() {
  const ordersAdminTexts = useTexts("ordersAdminTexts");
  const giftCardsAdminTexts = useTexts("giftCardsAdminTexts");
  const t = ordersAdminTexts.newOrder;
  const adminLocale = useLocale();
  const shop = useShop();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const take = useTakeOrder();
  const sending = useRef(false);
  const alertRef = useRef<HTMLParagraphElement>(null);
  const blank = (): OrderForm => ({
    name: "",
    phone: "",
    email: "",
    locale: adminLocale,
    orderType: "pickup",
    deliveryAddress: "",
    preferredTime: "",
    notes: "",
    smsOptIn: false,
    payment: null,
  });
  const [form, setForm] = useState<OrderForm>(blank);
  const [lines, setLines] = useState<DraftLine[]>([]);
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [errors, setErrors] = useState<Errors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [taken, setTaken] = useState<StaffOrderResult | null>(null);
  // A gift card the customer hands over (ADR 0024): the code as typed, and the card once checked.
  const [giftCardCode, setGiftCardCode] = useState("");
  const [giftCard, setGiftCard] = useState<CheckedGiftCard | null>(null);

  const set = <K extends keyof OrderForm>(field: K, value: OrderForm[K]) => {
    setForm((current) => ({ ...current, [field]: value }));
    if (isField(field) && errors[field]) setErrors(({ [field]: _gone, ...rest }) => rest);
  };
  const setTime = useCallback((preferredTime: string) => {
    setForm((current) => ({ ...current, preferredTime }));
    setErrors(({ preferredTime: _gone, ...rest }) => rest);
  }, []);

  const subtotal = draftSubtotalCents(lines);
  const estimate = estimateDraft(lines, shop, {
    deliveryFeeCents: form.orderType === "delivery" && lines.length > 0 ? deliveryFeeCents(subtotal, shop.delivery) : 0,
    tipCents: 0,
  });

  useEffect(() => {
    if (alert) alertRef.current?.focus();
  }, [alert]);

  function problems(): Errors {
    const found: Errors = {};
    if (!form.name.trim()) found.name = t.nameRequired;
    if (!form.phone.trim()) found.phone = t.phoneRequired;
    if (form.payment === "link_email" && !form.email.trim()) found.email = t.emailForLink;
    if (form.orderType === "delivery" && !form.deliveryAddress.trim()) found.deliveryAddress = t.addressRequired;
    if (lines.length === 0) found.lines = t.linesRequired;
    if (!form.preferredTime) found.preferredTime = t.timeRequired;
    if (!form.payment) found.payment = t.paymentRequired;
    // A code typed is checked first, and must be a card that can pay: the counter then knows what to collect.
    if (giftCardCode.trim() && (!giftCard || giftCard.state !== "active")) {
      found.giftCardCode = errors.giftCardCode ?? giftCardsAdminTexts.counter.checkFirst;
    }
    return found;
  }

  /** The cursor goes to the first field with a problem, so the phone scrolls to it. */
  function showProblems(found: Errors, message: string) {
    setErrors(found);
    const first = (Object.keys(FIELD_IDS) as Field[]).find((field) => found[field]);
    if (first) {
      setAlert(null);
      document.getElementById(FIELD_IDS[first])?.focus();
    } else setAlert(message);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (sending.current) return;
    const found = problems();
    if (Object.keys(found).length > 0 || !form.payment) return showProblems(found, t.fixFields);
    setErrors({});
    setAlert(null);
    sending.current = true;
    take.mutate(
      {
        idempotencyKey: key,
        details: {
          orderType: form.orderType,
          name: form.name.trim(),
          phone: form.phone.trim(),
          email: form.email.trim(),
          deliveryAddress: form.orderType === "delivery" ? form.deliveryAddress.trim() : "",
          preferredTime: form.preferredTime,
          notes: form.notes.trim(),
        },
        lines: lines.map((line) => ({ itemId: line.itemId, quantity: line.quantity, optionIds: line.optionIds, notes: line.notes })),
        locale: form.locale,
        smsOptIn: form.smsOptIn,
        giftCardCode: giftCardCode.trim() ? (giftCard?.code ?? "") : "",
        payment: paymentOf(form.payment),
      },
      {
        onSuccess: (result) => {
          notify("success", t.taken(shortOrderId(result.order.id)));
          // Paid at the counter: the order, open in the list. A link: where it went, and the link itself.
          if (result.paymentUrl) setTaken(result);
          else void navigate(`/admin/orders?order=${result.order.id}`);
        },
        onError: (error) => {
          if (!(error instanceof ApiError)) return setAlert(t.failed);
          if (error.code === "slot_full") void queryClient.invalidateQueries({ queryKey: ["admin", "slots"] });
          // The pay page could not be made: the server cancelled that order, so a retry is a new one.
          if (error.code === "payment_failed") setKey(crypto.randomUUID());
          const fields = error.fields ?? {};
          const known: Errors = {};
          const others: string[] = [];
          for (const [field, message] of Object.entries(fields)) {
            if (isField(field)) known[field] = message;
            else others.push(message);
          }
          const message = error.code && error.code !== "internal_error" ? error.message : t.failed;
          if (Object.keys(known).length > 0) {
            showProblems(known, message);
            if (others.length > 0) setAlert(others.join(" "));
          } else {
            setErrors({});
            setAlert(others.length > 0 ? others.join(" ") : message);
          }
        },
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  }

  function startAnother() {
    setForm(blank());
    setLines([]);
    setKey(crypto.randomUUID());
    setErrors({});
    setAlert(null);
    setTaken(null);
    setGiftCardCode("");
    setGiftCard(null);
  }

  if (taken) return <OrderTaken result={taken} onAnother={startAnother} />;

  const busy = take.isPending;
  // Without texts (production without Twilio) a payment link goes by e-mail only.
  const paymentChoices = shop.hasTextMessages ? PAYMENT_CHOICES : PAYMENT_CHOICES.filter((choice) => choice !== "link_sms");
  return (
    <div className="mx-auto max-w-3xl">
      <Link to="/admin/orders" className={`${buttonStyles.ghost} mb-2 min-h-11`}>
        <Icon node={ArrowLeft} className="h-4 w-4" />
        {t.back}
      </Link>
      <AdminPageHeader title={t.heading}>
        <p className="mt-1 text-sm text-ink-500">{t.intro}</p>
      </AdminPageHeader>

      <form noValidate onSubmit={submit} className="space-y-4" aria-busy={busy || undefined} data-testid="new-order-form">
        <Section id="new-order-customer" title={t.customer}>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              id={FIELD_IDS.name}
              label={t.name}
              autoComplete="off"
              value={form.name}
              onChange={(event) => set("name", event.target.value)}
              error={errors.name}
            />
            <TextField
              id={FIELD_IDS.phone}
              label={t.phone}
              type="tel"
              autoComplete="off"
              value={form.phone}
              onChange={(event) => set("phone", event.target.value)}
              error={errors.phone}
            />
          </div>
          <TextField
            id={FIELD_IDS.email}
            label={t.email}
            hint={t.emailHint}
            type="email"
            autoComplete="off"
            value={form.email}
            onChange={(event) => set("email", event.target.value)}
            error={errors.email}
          />
          <fieldset>
            <legend className="text-sm font-semibold text-ink-900">{t.language}</legend>
            <p className="text-sm text-ink-500">{t.languageHint}</p>
            <div className="mt-2 grid grid-cols-2 gap-2">
              {LOCALES.map((locale) => (
                <label key={locale} className={choicePill}>
                  <input
                    type="radio"
                    name="customer-language"
                    value={locale}
                    checked={form.locale === locale}
                    onChange={() => set("locale", locale)}
                    className="sr-only"
                  />
                  <span lang={locale}>{t.languages[locale]}</span>
                </label>
              ))}
            </div>
          </fieldset>
        </Section>

        <Section id="new-order-fulfilment" title={t.fulfilment}>
          <fieldset>
            <legend className="sr-only">{t.fulfilment}</legend>
            <div className="grid grid-cols-2 gap-2">
              {ORDER_TYPE_CHOICES.map((type) => (
                <label key={type} className={choicePill}>
                  <input
                    type="radio"
                    name="order-type"
                    value={type}
                    checked={form.orderType === type}
                    onChange={() => set("orderType", type)}
                    className="sr-only"
                  />
                  {t.orderType[type]}
                </label>
              ))}
            </div>
          </fieldset>
          {form.orderType === "delivery" && (
            <TextAreaField
              id={FIELD_IDS.deliveryAddress}
              label={t.deliveryAddress}
              rows={2}
              value={form.deliveryAddress}
              onChange={(event) => set("deliveryAddress", event.target.value)}
              error={errors.deliveryAddress}
            />
          )}
        </Section>

        <Section id={FIELD_IDS.lines} title={t.items}>
          {lines.length === 0 ? (
            <p className="text-sm text-ink-500">{t.noLines}</p>
          ) : (
            <DraftLineList label={t.items} lines={lines} onChange={setLines} />
          )}
          {errors.lines && (
            <p role="alert" className="text-sm font-semibold text-brand-700">
              {errors.lines}
            </p>
          )}
          <ItemPicker
            onAdd={(line) => {
              setLines((current) => addDraftLine(current, line));
              setErrors(({ lines: _gone, ...rest }) => rest);
              notify("success", ordersAdminTexts.picker.added(line.name));
            }}
          />
        </Section>

        <Section id="new-order-time-heading" title={t.time}>
          <TimePicker
            orderType={form.orderType}
            lines={lines}
            value={form.preferredTime}
            onChange={setTime}
            error={errors.preferredTime}
            inputId={FIELD_IDS.preferredTime}
            pickFirst
          />
        </Section>

        <Section id="new-order-notes" title={t.notes}>
          {/* Named by the section's heading, which says the same. */}
          <textarea
            aria-labelledby="new-order-notes"
            rows={3}
            value={form.notes}
            onChange={(event) => set("notes", event.target.value)}
            className="block w-full rounded-lg border border-cream-200 bg-white px-3 py-2 text-base text-ink-900 shadow-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200"
          />
          {shop.hasTextMessages && (
            <label className="flex min-h-11 items-center gap-3">
              <input
                type="checkbox"
                checked={form.smsOptIn}
                onChange={(event) => set("smsOptIn", event.target.checked)}
                className="size-5 shrink-0 accent-brand-700"
              />
              {t.smsOptIn}
            </label>
          )}
        </Section>

        <Section id="new-order-payment" title={t.payment}>
          <CounterGiftCard
            inputId={FIELD_IDS.giftCardCode}
            code={giftCardCode}
            onCode={setGiftCardCode}
            checked={giftCard}
            onChecked={setGiftCard}
            error={errors.giftCardCode}
            onError={(message) => setErrors(({ giftCardCode: _gone, ...rest }) => (message ? { ...rest, giftCardCode: message } : rest))}
            totalCents={estimate.totalCents}
            byLink={form.payment === "link_sms" || form.payment === "link_email"}
          />
          <fieldset aria-describedby={errors.payment ? "new-order-payment-error" : undefined}>
            <legend className="sr-only">{t.payment}</legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {paymentChoices.map((choice) => (
                <label
                  key={choice}
                  className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-cream-200 px-3 py-2 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-saffron-500"
                >
                  <input
                    id={choice === "cash" ? FIELD_IDS.payment : undefined}
                    type="radio"
                    name="payment"
                    value={choice}
                    checked={form.payment === choice}
                    onChange={() => set("payment", choice)}
                    className="size-5 shrink-0 accent-brand-700"
                  />
                  <span className="font-semibold">{t.paymentChoices[choice]}</span>
                </label>
              ))}
            </div>
          </fieldset>
          {!shop.hasTextMessages && <p className="text-sm text-ink-500">{t.linkByEmailOnly}</p>}
          {errors.payment && (
            <p id="new-order-payment-error" role="alert" className="text-sm font-semibold text-brand-700">
              {errors.payment}
            </p>
          )}
        </Section>

        <section aria-label={t.estimate} className="rounded-2xl bg-white p-4 shadow-sm sm:p-6" data-testid="new-order-estimate">
          <TotalsList
            totals={estimate}
            taxRate={shop.taxRate}
            labels={{
              subtotal: ordersAdminTexts.details.subtotal,
              tax: ordersAdminTexts.details.tax,
              total: estimate.hasWeighedLines ? t.estimateWeighed : t.estimate,
            }}
            extras={
              estimate.deliveryFeeCents > 0 ? (
                <div className="flex justify-between">
                  <dt>{t.deliveryFee}</dt>
                  <dd className="tabular-nums">{formatCents(estimate.deliveryFeeCents)}</dd>
                </div>
              ) : null
            }
          />
          <p className="mt-2 text-xs text-ink-500">{t.estimateHint}</p>
          {alert && (
            <p ref={alertRef} tabIndex={-1} role="alert" className="mt-4 rounded-lg bg-red-100 p-3 font-semibold text-red-900">
              {alert}
            </p>
          )}
          <button
            type="submit"
            className={`${buttonStyles.primary} mt-4 min-h-12 w-full text-base`}
            disabled={busy}
            aria-busy={busy || undefined}
          >
            {busy ? t.submitting : t.submit}
          </button>
        </section>
      </form>
    </div>
  );
}

/** Taken with a payment link: the order's number, where the link went (or that it could not be sent, and the link to give). */
function OrderTaken({ result, onAnother }: { result: StaffOrderResult; onAnother: () => void }) {
  const t = useTexts("ordersAdminTexts").newOrder;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const shortId = shortOrderId(result.order.id);
  return (
    <div className="mx-auto max-w-3xl">
      <section className="space-y-4 rounded-2xl bg-white p-4 shadow-sm sm:p-6" data-testid="order-taken">
        <h1 ref={heading} tabIndex={-1} className="text-3xl font-bold focus:outline-none">
          {t.taken(shortId)}
        </h1>
        {result.linkSentBy ? (
          <p className="font-semibold" role="status">
            {t.linkSent(result.linkSentBy)}
          </p>
        ) : (
          <p className="rounded-lg bg-saffron-300/40 p-3 font-semibold text-ink-900" role="alert">
            {t.linkNotSent}
          </p>
        )}
        {result.paymentUrl && <CopyLink url={result.paymentUrl} />}
        <div className="flex flex-col gap-2 sm:flex-row">
          <Link to={`/admin/orders?order=${result.order.id}`} className={buttonStyles.primary}>
            {t.viewOrder}
          </Link>
          <button type="button" className={buttonStyles.secondary} onClick={onAnother}>
            {t.another}
          </button>
        </div>
      </section>
    </div>
  );
}
