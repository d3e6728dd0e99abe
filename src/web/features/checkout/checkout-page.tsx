import { useEffect, useEffectEvent, useRef, useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import type { CheckoutDetails, CheckoutErrors, CheckoutField } from "@shared/checkout/checkout";
import { formatCents } from "@shared/core/money";
import { PageBanner } from "~/components/ui/page-banner";
import { TextAreaField } from "~/components/ui/text-area-field";
import { TextField } from "~/components/ui/text-field";
import type { CartLine } from "~/features/cart/cart-store";
import { useLoadedCart } from "~/features/cart/loaded-cart";
import { useShop } from "~/lib/shop";
import { useLaterTexts, useLocalPath, useLocale, useTexts, type Texts } from "~/lib/texts";
import { useCartCheck, usePendingPayment } from "~/features/cart/use-cart-check";
import type { TipChoice } from "@shared/checkout/tips";
import type * as extrasModule from "./checkout-extras";
import type { AppliedCodes, CheckoutPrice } from "./order-extras";
import type { Phase } from "./submit-checkout";

interface CheckoutPageProps {
  email: string;
  name: string;
  defaultTime: string;
  minTime: string;
  maxTime: string;
  /** The latest time for a cart with cuts priced by weight: the card hold must outlast the weighing. */
  maxTimeWeighed: string;
}

/** docs/product.md 'Checkout page', with its rules ('Checkout validation', 'Checkout progress') and 'Checkout texts'. */
const NO_LINES: readonly CartLine[] = [];

export function CheckoutPage(props: CheckoutPageProps) {
  const t = useTexts("checkoutTexts");
  const locale = useLocale();
  const localPath = useLocalPath();
  // The words only code loaded later needs (its checks, quick picks and tips) load with that code.
  const later = useLaterTexts();
  const shop = useShop();
  // Null on the server and while the page hydrates, or until the store has loaded (loaded-cart.ts):
  // the page says it is checking until then.
  const loadedCart = useLoadedCart();
  const cartLines = loadedCart?.lines ?? NO_LINES;
  // A cart handed over at Pay comes back here if its order was not paid (Back from the pay page).
  const settling = usePendingPayment(t.restoredAfterPayment);
  const navigate = useNavigate();
  const [details, setDetails] = useState<CheckoutDetails>({
    orderType: "pickup",
    name: props.name,
    email: props.email,
    phone: "",
    deliveryAddress: "",
    preferredTime: props.defaultTime,
    notes: "",
  });
  const [errors, setErrors] = useState<CheckoutErrors>({});
  const [phase, setPhase] = useState<Phase>("idle");
  const formRef = useRef<HTMLFormElement>(null);
  const [tip, setTip] = useState<TipChoice>({ kind: "none" });
  // A promo code and a gift card (ADR 0024), applied in the codes panel (loaded with the extras).
  const [codes, setCodes] = useState<AppliedCodes>({});
  // Bumped when the chosen time turned out full: the quick picks are asked again.
  const [refresh, setRefresh] = useState(0);
  // Quick picks, tips and the fee (ADR 0014) load once the page shows (ADR 0008), with their words
  // (null: they could not load, and the form works without them).
  const [loadedExtras, setExtras] = useState<{
    module: typeof extrasModule;
    t: Texts<"orderingTexts">;
    summary: Texts<"checkoutSummaryTexts">;
  } | null>();
  // The quick picks have answered once: everything above Pay has its height, and Pay shows.
  const [picksAnswered, setPicksAnswered] = useState(false);
  useEffect(() => {
    Promise.all([import("./checkout-extras"), later("orderingTexts"), later("checkoutSummaryTexts")]).then(
      ([module, words, summary]) => {
        setExtras({ module, t: words, summary });
        module.loadPayAhead(later);
      },
      () => setExtras(null),
    );
    // Once, when the page shows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const extras = loadedExtras?.module;
  const orderingTexts = loadedExtras?.t;
  const summaryTexts = loadedExtras?.summary;

  // The idempotency keys of this page's attempts, one per version of the order (submit-checkout.ts).
  const keys = useRef(new Map<string, string>());

  // Pay hands the cart over to the order and clears it before the browser leaves: until then
  // (and while Pay is under way) the page shows the lines being paid for.
  const [sending, setSending] = useState(cartLines);
  const lines = phase === "idle" ? cartLines : sending;
  // Today's prices, as /cart shows them: the stored cart may be days old.
  const check = useCartCheck(lines);
  const { blocked } = check;
  // With the extras, the codes' share too (CheckoutPrice: the codes, the gift card's share, the card's).
  const totals = extras ? extras.priceCheckout(check.lines, shop, details, tip, codes) : check.totals;
  const weighed = totals.hasWeighedLines;

  const set = (field: CheckoutField) => (event: { target: { value: string } }) =>
    setDetails((current) => ({ ...current, [field]: event.target.value }));

  // Pay was tapped: the order is sent once today's prices are checked (the effect below), at once
  // when they are. A tap while they are checked is kept, never dropped by a disabled button.
  const payTapped = useRef(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (phase !== "idle" || blocked) return;
    payTapped.current = true;
    setPhase("validating");
    setSending(cartLines);
  };
  const pay = useEffectEvent(async () => {
    // The submit and its checks' words, fetched together (ordering ahead's came with the extras).
    const [submitter] = await Promise.all([import("./submit-checkout"), later("checkoutErrorTexts")]);
    // The check found lines that cannot be paid for: the page says which, and Pay waits.
    if (blocked) return setPhase("idle");
    await submitter.payForOrder({ keys: keys.current, details, lines: cartLines, shop, check, totals, tip, locale }, later, {
      setPhase,
      setErrors,
      onSlotFull: () => setRefresh(refresh + 1),
      setCodes,
      navigate,
      localPath,
      form: formRef.current,
    });
  });
  const checking = check.status === "pending";
  useEffect(() => {
    if (!payTapped.current || checking) return;
    payTapped.current = false;
    void pay();
  }, [phase, checking]);

  // Until the cart is read (and while a cart handed over at Pay may come back) the page says it is
  // checking; a cart that is empty says so.
  if (!loadedCart || lines.length === 0) {
    return (
      <>
        <PageBanner title={t.heading} subtitle={t.subtitle} />
        {!loadedCart || settling ? (
          <p role="status" className="py-16 text-center text-ink-700">
            {t.phases.validating}
          </p>
        ) : (
          <section className="mx-auto max-w-xl px-4 py-16 text-center">
            <h2 className="text-2xl font-bold">{t.emptyHeading}</h2>
            <p className="mt-2 text-ink-700">{t.emptyBody}</p>
            <Link
              to={localPath("/menu")}
              className="mt-6 inline-flex min-h-11 items-center rounded-full bg-brand-700 px-6 font-bold text-white hover:bg-brand-800"
            >
              {t.browseMenu}
            </Link>
          </section>
        )}
      </>
    );
  }

  const busy = phase !== "idle";
  // What the card pays or holds: the total (or hold) less a gift card's share, once the extras price it.
  const due = (totals as Partial<CheckoutPrice>).cardCents ?? totals.holdCents ?? totals.totalCents;
  const buttonText = busy
    ? t.phases[phase]
    : // docs/product.md's 'Pay $total'; a card held for cuts priced by weight says so; nothing left for the card, no card page.
      !due && summaryTexts
      ? summaryTexts.placeOrder
      : (weighed ? t.hold : t.pay)(formatCents(due));

  return (
    <>
      <PageBanner title={t.heading} subtitle={t.subtitle} />
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[1fr_380px]">
        <form ref={formRef} noValidate onSubmit={submit} className="space-y-5 rounded-2xl bg-white p-5 shadow-sm sm:p-8" aria-busy={busy}>
          <fieldset>
            <legend className="text-sm font-semibold text-ink-900">{t.orderType}</legend>
            <div className="mt-2 grid grid-cols-2 gap-3">
              {(["pickup", "delivery"] as const).map((type) => (
                <label
                  key={type}
                  className={`flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-full border px-4 font-semibold has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-saffron-500 ${
                    details.orderType === type ? "border-brand-700 bg-brand-700 text-white" : "border-cream-200 bg-white text-ink-900"
                  }`}
                >
                  <input
                    type="radio"
                    name="orderType"
                    value={type}
                    checked={details.orderType === type}
                    onChange={() => setDetails((current) => ({ ...current, orderType: type }))}
                    className="sr-only"
                  />
                  {type === "pickup" ? t.pickup : t.delivery}
                </label>
              ))}
            </div>
          </fieldset>
          {details.orderType === "delivery" && (
            <p role="note" className="rounded-lg bg-saffron-300/30 px-4 py-3 text-sm font-semibold text-ink-900">
              {t.deliveryNotice}
            </p>
          )}
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              label={t.name}
              name="name"
              autoComplete="name"
              required
              value={details.name}
              onChange={set("name")}
              error={errors.name}
            />
            <TextField
              label={t.phone}
              name="phone"
              type="tel"
              autoComplete="tel"
              required
              value={details.phone}
              onChange={set("phone")}
              error={errors.phone}
            />
          </div>
          {/* Offered only where the shop can text (not in production without Twilio). */}
          {shop.hasTextMessages && (
            <label className="flex gap-3 text-sm">
              <input type="checkbox" name="sms" className="size-5 shrink-0" />
              {t.smsOptIn}
            </label>
          )}
          <TextField
            label={t.email}
            name="email"
            type="email"
            autoComplete="email"
            required
            value={details.email}
            onChange={set("email")}
            error={errors.email}
          />
          {details.orderType === "delivery" && (
            <TextAreaField
              label={t.deliveryAddress}
              name="deliveryAddress"
              autoComplete="street-address"
              rows={2}
              required
              value={details.deliveryAddress}
              onChange={set("deliveryAddress")}
              error={errors.deliveryAddress}
            />
          )}
          <TextField
            label={t.preferredTime}
            name="preferredTime"
            type="datetime-local"
            required
            min={props.minTime}
            max={weighed ? props.maxTimeWeighed : props.maxTime}
            step={900}
            value={details.preferredTime}
            onChange={set("preferredTime")}
            hint={t.preferredTimeHint(shop.hoursText.join(", "))}
            error={errors.preferredTime}
          />
          {extras && orderingTexts && (
            <extras.QuickPicks
              details={details}
              setDetails={setDetails}
              lines={lines}
              refresh={refresh}
              t={orderingTexts}
              onAnswer={setPicksAnswered}
            />
          )}
          {extras && orderingTexts && <extras.TipPicker tip={tip} setTip={setTip} subtotalCents={totals.subtotalCents} t={orderingTexts} />}
          <TextAreaField
            label={t.notes}
            name="notes"
            placeholder={t.notesPlaceholder}
            value={details.notes}
            onChange={set("notes")}
            error={errors.notes}
          />
          {/* 'Have a promo code or gift card?' (ADR 0024): comes with the extras, its panel later still. */}
          {extras && summaryTexts && <extras.CodesDisclosure setCodes={setCodes} totals={totals as CheckoutPrice} t={summaryTexts} />}
          {/* Shown once nothing above it will move (the extras and the quick picks' first answer are
              in): a tap aimed at Pay must not land on a tip or a time that moved into its place. */}
          <div
            className={`flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between ${loadedExtras === null || picksAnswered ? "" : "invisible"}`}
          >
            <Link
              to={localPath("/cart")}
              className="inline-flex min-h-11 items-center justify-center rounded-full border border-cream-200 px-6 font-semibold text-ink-900 hover:bg-cream-100"
            >
              {t.backToCart}
            </Link>
            <button
              type="submit"
              disabled={busy || blocked}
              className="inline-flex min-h-12 items-center justify-center rounded-full bg-brand-700 px-8 text-lg font-bold text-white hover:bg-brand-800 disabled:cursor-wait disabled:opacity-80"
            >
              {buttonText}
            </button>
          </div>
          {/* What the check found, said with its words (they come with the summary, as the check does). */}
          {blocked && summaryTexts && (
            <p role="alert" className="rounded-lg bg-brand-50 p-3 text-sm font-semibold text-brand-800">
              {summaryTexts.resolveToPay}
            </p>
          )}
        </form>

        <aside className="h-fit rounded-2xl bg-white p-5 shadow-sm sm:p-6" aria-labelledby="summary-heading">
          <h2 id="summary-heading" className="text-xl font-bold">
            {t.summary}
          </h2>
          <p role="status" className="mt-1 min-h-5 text-sm text-ink-500">
            {check.status === "failed" ? summaryTexts?.checkFailed : check.status === "pending" ? t.checking : ""}
          </p>
          {/* The lines and totals come with the extras, as the check that confirms them does. */}
          {extras && orderingTexts && summaryTexts && (
            <extras.OrderSummary
              check={check}
              totals={totals as CheckoutPrice}
              orderType={details.orderType}
              t={summaryTexts}
              orderingTexts={orderingTexts}
            />
          )}
        </aside>
      </div>
    </>
  );
}
