import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import type { CateringCustomerViewDto, CateringQuoteDto } from "@shared/catering/catering";
import { formatCents, formatUnitPrice } from "@shared/core/money";
import { formatQuantity } from "@shared/core/quantity";
import { formatShopDate, formatShopDateTime, formatShopShortDateTime } from "@shared/core/shop-dates";
import { describeOptions } from "@shared/menu/options";
import { phoneHref } from "@shared/shop/shop";
import { PageBanner } from "~/components/ui/page-banner";
import { useShop } from "~/lib/shop";
import { useLocale, useTexts, type Texts } from "~/lib/texts";
import { useHydrated } from "~/lib/use-hydrated";
import { plainCall } from "~/lib/plain-call";

type View = CateringCustomerViewDto;
type QuoteTexts = Texts<"cateringQuoteTexts">;

/** After the pay page: ask every 2 s, for at most 30 s, whether the payment has been recorded. */
export const PAID_POLL_MS = 2_000;
export const PAID_POLL_FOR_MS = 30_000;

/** Whether something is still to be paid through the link (the deposit, or the balance). */
const hasPaymentDue = (view: View) => view.can.payDeposit || view.can.payBalance;

const section = "rounded-2xl border border-cream-200 bg-white p-5 shadow-sm sm:p-8";
const h2 = "text-xl font-bold";
const button =
  "inline-flex min-h-12 w-full items-center justify-center rounded-full px-8 font-bold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-saffron-500 disabled:cursor-not-allowed disabled:opacity-60 sm:w-auto";
const primary = `${button} bg-brand-700 text-white hover:bg-brand-800`;
const secondary = `${button} border-2 border-brand-700 text-brand-800 hover:bg-brand-50`;

/**
 * The customer's one page (docs/product.md 'Catering', ADR 0023): the state, the event, the quote
 * with its terms, the payments and what is owed, and what the customer can do now (`can`, decided
 * by the server). Back from the pay page (?paid=1) it waits for the payment to be recorded.
 */
export function CateringQuotePage({ view: loaded, paid, token }: { view: View; paid: boolean; token: string }) {
  const t = useTexts("cateringQuoteTexts");
  const words = useTexts("cateringWordTexts");
  const shop = useShop();
  const locale = useLocale();
  // What this page learnt since its data was loaded (a cancellation, a recorded payment); new
  // data from the loader wins over it.
  const [latest, setLatest] = useState<{ loaded: View; view: View } | null>(null);
  const view = latest?.loaded === loaded ? latest.view : loaded;
  const show = (next: View) => setLatest({ loaded, view: next });
  const [payment, setPayment] = useState<"recording" | "recorded" | "slow" | null>(() =>
    // The server says whether the pay page's payment is recorded; an unknown page, what is still due.
    paid ? (loaded.returnedPayment ?? (hasPaymentDue(loaded) ? "recording" : "recorded")) : null,
  );

  useEffect(() => {
    if (payment !== "recording") return;
    const paidBefore = loaded.money.paidCents;
    const started = Date.now();
    let stopped = false;
    let timer: ReturnType<typeof setTimeout>;
    const ask = async () => {
      try {
        const answer = await plainCall<View>(`/api/catering/q/${token}`);
        if (stopped) return;
        if (answer.ok && (answer.body.money.paidCents !== paidBefore || !hasPaymentDue(answer.body))) {
          setLatest({ loaded, view: answer.body });
          setPayment("recorded");
          return;
        }
      } catch {
        // asked again below
      }
      if (stopped) return;
      if (Date.now() - started >= PAID_POLL_FOR_MS) setPayment("slow");
      else timer = setTimeout(ask, PAID_POLL_MS);
    };
    timer = setTimeout(ask, PAID_POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [payment, loaded, token]);

  const when = (iso: string) => formatShopDateTime(iso, shop.timeZone, locale);
  const day = (iso: string) => formatShopDate(iso, shop.timeZone, locale);

  return (
    <>
      <PageBanner title={t.heading}>
        <p className="mt-3 text-lg text-cream-100">{words.reference(view.reference)}</p>
      </PageBanner>
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-10 sm:px-6">
        <div role="status" aria-live="polite">
          {payment && (
            <p className="rounded-xl bg-green-50 px-4 py-3 font-semibold text-green-900" data-testid="catering-paid">
              {payment === "recording" ? t.paid.recording : payment === "recorded" ? t.paid.recorded : t.paid.slow}
            </p>
          )}
        </div>

        <section aria-labelledby="catering-status-heading" className={section}>
          <p className="flex flex-wrap items-center gap-3">
            <span id="catering-status-heading" className="text-sm font-semibold text-ink-700">
              {t.status}
            </span>
            <span className="rounded-full bg-brand-50 px-3 py-1 font-bold text-brand-800" data-testid="catering-status">
              {words.status[view.status]}
            </span>
          </p>
          <p className="mt-3 text-ink-700">{t.statusNotes[view.status]}</p>
        </section>

        <CateringActions view={view} token={token} onView={show} t={t} />

        <section aria-labelledby="catering-event-heading" className={section}>
          <h2 id="catering-event-heading" className={h2}>
            {t.event}
          </h2>
          <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-2">
            <Detail label={t.when}>{when(view.eventAt)}</Detail>
            <Detail label={t.guests}>{view.guests}</Detail>
            <Detail label={t.style}>{words.style[view.style]}</Detail>
            <Detail label={t.fulfilment}>{words.fulfilment[view.fulfilment]}</Detail>
            {view.fulfilment === "delivery" && view.address && <Detail label={t.address}>{view.address}</Detail>}
          </dl>
          {!view.quote && (
            <>
              <h3 className="mt-6 font-sans text-base font-bold">{t.request}</h3>
              {view.wishes.length > 0 ? (
                <ul className="mt-2 list-disc space-y-1 pl-5 text-ink-700">
                  {view.wishes.map((wish, index) => (
                    <li key={`${wish.itemId}-${index}`}>
                      {wish.name}
                      {wish.options.length > 0 && ` (${wish.options.join(", ")})`}: {formatQuantity(wish.quantity, wish.unit)}
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="mt-2 text-ink-700">{t.noWishes}</p>
              )}
            </>
          )}
        </section>

        <section aria-labelledby="catering-quote-heading" className={section}>
          {view.quote ? (
            <QuoteDetails quote={view.quote} depositPercent={view.terms.depositPercent} t={t} />
          ) : (
            <>
              <h2 id="catering-quote-heading" className={h2}>
                {t.quoteHeading(1)}
              </h2>
              <p className="mt-3 text-ink-700">{t.noQuote}</p>
            </>
          )}
        </section>

        <Terms view={view} t={t} day={day} />

        <section aria-labelledby="catering-payments-heading" className={section}>
          <h2 id="catering-payments-heading" className={h2}>
            {t.payments.heading}
          </h2>
          {view.payments.length === 0 ? (
            <p className="mt-3 text-ink-700">{t.payments.none}</p>
          ) : (
            <div className="mt-3 overflow-x-auto">
              <table className="w-full text-left text-sm">
                <thead className="text-ink-700">
                  <tr>
                    <th scope="col" className="py-2 pr-3 font-semibold">
                      {t.payments.kind}
                    </th>
                    <th scope="col" className="py-2 pr-3 text-right font-semibold">
                      {t.payments.amount}
                    </th>
                    <th scope="col" className="py-2 pr-3 font-semibold">
                      {t.payments.date}
                    </th>
                    <th scope="col" className="py-2 font-semibold">
                      {t.payments.status}
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-cream-200">
                  {view.payments.map((entry) => (
                    <tr key={entry.id}>
                      <td className="py-2 pr-3">{words.payment[entry.kind]}</td>
                      <td className="py-2 pr-3 text-right tabular-nums">{formatCents(entry.amountCents)}</td>
                      <td className="py-2 pr-3">{formatShopShortDateTime(entry.paidAt ?? entry.createdAt, shop.timeZone, locale)}</td>
                      <td className="py-2">{t.payments.statuses[entry.status]}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <h3 className="mt-6 font-sans text-base font-bold">{t.money.heading}</h3>
          <dl className="mt-2 space-y-1 text-sm" data-testid="catering-money">
            <Row label={t.money.total} cents={view.money.totalCents} />
            <Row label={t.money.paid} cents={view.money.paidCents} />
            {view.money.refundedCents > 0 && <Row label={t.money.refunded} cents={view.money.refundedCents} />}
            {view.money.owedCents >= 0 ? (
              <Row label={t.money.owed} cents={view.money.owedCents} strong />
            ) : (
              <Row label={t.money.paidOver} cents={-view.money.owedCents} strong />
            )}
          </dl>
        </section>

        <p className="text-center text-ink-700">
          {t.questions}{" "}
          <a
            href={phoneHref(shop.phone)}
            className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            {shop.phone}
          </a>
        </p>
      </div>
    </>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-semibold text-ink-700">{label}</dt>
      <dd className="text-ink-900">{children}</dd>
    </div>
  );
}

function Row({ label, cents, strong = false }: { label: string; cents: number; strong?: boolean }) {
  return (
    <div className={`flex justify-between gap-4 ${strong ? "border-t border-cream-200 pt-2 text-base font-bold" : ""}`}>
      <dt>{label}</dt>
      <dd className="tabular-nums">{formatCents(cents)}</dd>
    </div>
  );
}

/** The quote's lines (weighed ones with what the scale said), its amounts down to the total, and the deposit. */
function QuoteDetails({ quote, depositPercent, t }: { quote: CateringQuoteDto; depositPercent: number; t: QuoteTexts }) {
  return (
    <>
      <h2 id="catering-quote-heading" className={h2}>
        {t.quoteHeading(quote.version)}
      </h2>
      <div className="mt-3 overflow-x-auto">
        <table className="w-full text-left text-sm" data-testid="catering-quote-lines">
          <thead className="text-ink-700">
            <tr>
              <th scope="col" className="py-2 pr-3 font-semibold">
                {t.item}
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-semibold">
                {t.quantity}
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-semibold">
                {t.unitPrice}
              </th>
              <th scope="col" className="py-2 text-right font-semibold">
                {t.lineTotal}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-cream-200">
            {quote.lines.map((line) => (
              <tr key={line.index} className="align-top">
                <td className="py-2 pr-3">
                  <span className="font-semibold">{line.name}</span>
                  {line.options.length > 0 && <span className="block text-ink-700">{describeOptions(line.options)}</span>}
                  {line.pricedByWeight && line.weighedQuantity === null && <span className="block text-ink-500">{t.byWeight}</span>}
                </td>
                <td className="py-2 pr-3 text-right tabular-nums">
                  {formatQuantity(line.quantity, line.unit)}
                  {line.weighedQuantity !== null && (
                    <span className="block font-semibold text-ink-900">{t.weighed(formatQuantity(line.weighedQuantity, line.unit))}</span>
                  )}
                </td>
                <td className="py-2 pr-3 text-right tabular-nums">{formatUnitPrice(line.priceCents, line.unit)}</td>
                <td className="py-2 text-right tabular-nums">{formatCents(line.lineTotalCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="mt-4 space-y-1 text-sm" data-testid="catering-quote-totals">
        <Row label={t.subtotal} cents={quote.subtotalCents} />
        {quote.serviceFeeCents > 0 && <Row label={t.serviceFee} cents={quote.serviceFeeCents} />}
        {quote.deliveryFeeCents > 0 && <Row label={t.deliveryFee} cents={quote.deliveryFeeCents} />}
        <Row label={t.tax} cents={quote.taxCents} />
        <Row label={t.total} cents={quote.totalCents} strong />
        <Row label={t.deposit(depositPercent)} cents={quote.depositCents} />
      </dl>
      {quote.note && (
        <div className="mt-4 rounded-xl bg-cream-100 p-4">
          <h3 className="font-sans text-sm font-bold">{t.note}</h3>
          <p className="mt-1 whitespace-pre-line text-ink-700">{quote.note}</p>
        </div>
      )}
    </>
  );
}

/** The terms in words: the deposit, when the balance is due, weighing, the cancellation tiers, how long the quote stands. */
function Terms({ view, t, day }: { view: View; t: QuoteTexts; day: (iso: string) => string }) {
  const { terms } = view;
  const tiers = [...terms.cancellationTiers].sort((a, b) => b.minDays - a.minDays);
  const last = tiers.at(-1);
  const open = view.status === "quoted" || view.status === "accepted";
  return (
    <section aria-labelledby="catering-terms-heading" className={section} data-testid="catering-terms">
      <h2 id="catering-terms-heading" className={h2}>
        {t.terms.heading}
      </h2>
      <ul className="mt-3 list-disc space-y-2 pl-5 text-ink-700">
        <li>{t.terms.deposit(terms.depositPercent)}</li>
        <li>
          {t.terms.balance(terms.balanceDueDays)}
          {view.balanceDueAt && ` ${t.terms.balanceOn(day(view.balanceDueAt))}`}
        </li>
        <li>{t.terms.weighing}</li>
        <li>
          {t.terms.cancellation}
          <ul className="mt-1 list-[circle] space-y-1 pl-5">
            {tiers.map((tier) => (
              <li key={tier.minDays}>{t.terms.tier(tier.minDays, t.terms.share(tier.refundPercent))}</li>
            ))}
            {!last ? <li>{t.terms.noRefund}</li> : last.minDays > 0 && <li>{t.terms.under(last.minDays)}</li>}
            <li>{t.terms.beyondDeposit}</li>
          </ul>
        </li>
        {view.quote && open && <li>{t.terms.validity(terms.quoteValidDays, day(view.quote.expiresAt))}</li>}
      </ul>
    </section>
  );
}

/**
 * What the customer can do now, as the server decided (`can`): accept the terms and pay the
 * deposit, pay what is due, or cancel by the policy. Payments go to the provider's hosted page;
 * a button stays pressed until the answer, so one tap asks once.
 */
function CateringActions({ view, token, onView, t }: { view: View; token: string; onView: (view: View) => void; t: QuoteTexts }) {
  const hydrated = useHydrated();
  const [busy, setBusy] = useState<"accept" | "pay" | "cancel" | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const inFlight = useRef(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const a = t.actions;
  const { can } = view;
  if (!can.accept && !can.payDeposit && !can.payBalance && !can.cancel && !notice && !error) return null;

  const base = `/api/catering/q/${token}`;
  /** Reads the page again after a refusal: the quote or the state may have moved on. */
  const reread = async () => {
    const answer = await plainCall<View>(base).catch(() => null);
    if (answer?.ok) onView(answer.body);
  };
  const run = async (action: "accept" | "pay" | "cancel", path: string, body: unknown) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(action);
    setError(null);
    setNotice(null);
    let leaving = false;
    try {
      const answer = await plainCall<{ url: string } | View>(`${base}/${path}`, body);
      if (answer.ok) {
        if ("url" in answer.body) {
          // The provider's hosted pay page; it sends the customer back here with ?paid=1.
          leaving = true;
          setNotice(a.redirecting);
          window.location.assign(answer.body.url);
          return;
        }
        dialog.current?.close();
        onView(answer.body);
        setNotice(a.cancelled);
        return;
      }
      dialog.current?.close();
      setError(answer.error?.message ?? a.failure);
      if (answer.status === 409 || answer.status === 422) await reread();
    } catch {
      dialog.current?.close();
      setError(a.failure);
    } finally {
      inFlight.current = false;
      // Leaving for the pay page: the button stays pressed until the page goes.
      if (!leaving) setBusy(null);
    }
  };

  const disabled = !hydrated || busy !== null;
  const accept = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (view.quote) void run("accept", "accept", { version: view.quote.version, acceptTerms: true });
  };
  const refund = view.cancellation.refundCents;
  const cancelWords =
    view.money.paidCents === 0
      ? a.cancelNothingPaid
      : refund > 0
        ? a.cancelRefund(formatCents(refund), view.cancellation.refundPercent)
        : a.cancelNothingBack;

  return (
    <section aria-labelledby="catering-actions-heading" className={section} aria-busy={busy !== null} data-testid="catering-actions">
      <h2 id="catering-actions-heading" className={h2}>
        {a.heading}
      </h2>
      <div className="mt-4 space-y-4">
        {can.accept && view.quote && (
          <form onSubmit={accept} className="space-y-4">
            <label className="flex min-h-11 items-start gap-3">
              <input type="checkbox" name="acceptTerms" required className="mt-1 size-5 shrink-0 accent-brand-700" />
              <span>{a.acceptTerms}</span>
            </label>
            <button type="submit" disabled={disabled} className={primary}>
              {a.accept(formatCents(view.quote.depositCents))}
            </button>
          </form>
        )}
        {!can.accept && can.payDeposit && (
          <button type="button" disabled={disabled} onClick={() => void run("pay", "pay", {})} className={primary}>
            {a.payDeposit(formatCents(view.amountDueNowCents))}
          </button>
        )}
        {can.payBalance && (
          <button type="button" disabled={disabled} onClick={() => void run("pay", "pay", {})} className={primary}>
            {a.payBalance(formatCents(view.amountDueNowCents))}
          </button>
        )}
        <div role="status" aria-live="polite">
          {notice && <p className="font-semibold text-ink-900">{notice}</p>}
        </div>
        {error && (
          <p role="alert" className="rounded-lg bg-brand-50 px-4 py-3 font-semibold text-brand-800">
            {error}
          </p>
        )}
        {can.cancel && (
          <>
            <button type="button" disabled={disabled} onClick={() => dialog.current?.showModal()} className={secondary}>
              {a.cancel}
            </button>
            <dialog
              ref={dialog}
              aria-labelledby="catering-cancel-title"
              aria-describedby="catering-cancel-body"
              className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl bg-white p-6 text-ink-900 shadow-xl backdrop:bg-ink-900/60"
            >
              <h2 id="catering-cancel-title" className="text-xl font-bold">
                {a.cancelTitle}
              </h2>
              <p id="catering-cancel-body" className="mt-3 text-ink-700">
                {cancelWords}
              </p>
              <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
                {/* First in the dialog, so it takes the focus when the dialog opens: keeping is the safe answer. */}
                <button type="button" onClick={() => dialog.current?.close()} className={secondary}>
                  {a.keep}
                </button>
                <button type="button" disabled={busy !== null} onClick={() => void run("cancel", "cancel", {})} className={primary}>
                  {busy === "cancel" ? a.cancelling : a.confirmCancel}
                </button>
              </div>
            </dialog>
          </>
        )}
      </div>
    </section>
  );
}
