import { ArrowLeft, ChevronRight, Printer } from "lucide";
import { useState, type ReactNode } from "react";
import { Link } from "react-router";
import { cateringReference, type CateringEventDto, type CateringPaymentDto } from "@shared/catering/catering";
import { formatCents } from "@shared/core/money";
import { formatQuantity } from "@shared/core/quantity";
import { formatShopDateTime, formatShopShortDateTime } from "@shared/core/time";
import { phoneHref } from "@shared/shop/shop";
import { AdminLoadError } from "~/components/admin/admin-table";
import { AmountRow } from "~/components/admin/amount-row";
import { buttonStyles } from "~/components/admin/button-styles";
import { Icon } from "~/components/ui/icon";
import { Spinner } from "~/components/ui/spinner";
import { ApiError } from "~/lib/api";
import { useShop } from "~/lib/shop";
import { useLocale, useTexts } from "~/lib/texts";
import { LiveIndicator } from "../live-indicator";
import { CateringStatusBadge, TentativeBadge } from "./catering-badges";
import { useCateringEvent, useCateringLive, useIsOwner } from "./catering-api";
import { CateringEventActions } from "./catering-event-actions";
import { CateringHistory } from "./catering-history";
import { CateringQuoteEditor } from "./catering-quote-editor";
import { CateringQuoteView } from "./catering-quote-view";
import { CateringWeighPanel } from "./catering-weigh-panel";

/** A section's list, or the line that says it has none. */
function ListOrNone<T>({
  items,
  none,
  className,
  testId,
  children: row,
}: {
  items: readonly T[];
  none: string;
  className: string;
  testId: string;
  children: (item: T, index: number) => ReactNode;
}) {
  if (items.length === 0) return <p className="text-sm text-ink-500">{none}</p>;
  return (
    <ul className={className} data-testid={testId}>
      {items.map(row)}
    </ul>
  );
}

function Section({ title, children, className = "" }: { title: string; children: ReactNode; className?: string }) {
  return (
    <section className={`rounded-2xl bg-white p-4 shadow-sm ${className}`}>
      <h2 className="mb-2 text-sm font-semibold uppercase tracking-wide text-ink-500">{title}</h2>
      {children}
    </section>
  );
}

/**
 * /admin/catering/:id (ADR 0023): the customer, the event, what they asked for, the quote and
 * its earlier versions, the money, payments and history, and what can be done now. Live: a
 * payment or a change made elsewhere refetches it.
 */
export function CateringEventPage({ id }: { id: string }) {
  const t = useTexts("cateringAdminTexts");
  const adminTexts = useTexts("adminTexts");
  const words = useTexts("cateringWordTexts");
  const query = useCateringEvent(id);
  const connection = useCateringLive();
  const event = query.data;
  const reference = event?.reference ?? cateringReference(id);

  return (
    <>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <Link to="/admin/catering" className={buttonStyles.secondary}>
          <Icon node={ArrowLeft} className="h-4 w-4" />
          {t.event.back}
        </Link>
        <LiveIndicator connection={connection} />
      </div>
      {event ? (
        <EventDetails event={event} />
      ) : query.isError &&
        query.error instanceof ApiError &&
        (query.error.code === "not_found" || query.error.code === "validation_failed") ? (
        <>
          <h1 className="mb-4 text-3xl font-bold">{words.reference(reference)}</h1>
          <p role="alert" className="rounded-2xl bg-white p-6 font-semibold text-red-800 shadow-sm">
            {t.event.notFound}
          </p>
        </>
      ) : query.isError ? (
        <AdminLoadError message={t.event.loadFailed} retryLabel={t.retry} onRetry={() => void query.refetch()} />
      ) : (
        <Spinner label={adminTexts.loading} />
      )}
    </>
  );
}

function EventDetails({ event }: { event: CateringEventDto }) {
  const t = useTexts("cateringAdminTexts");
  const words = useTexts("cateringWordTexts");
  const locale = useLocale();
  const shop = useShop();
  const isOwner = useIsOwner();
  // Which panel is open, and for which event: another event opened here starts without it.
  const [panel, setPanel] = useState<{ id: string; kind: "quote" | "weigh" } | null>(null);
  const open = panel?.id === event.id ? panel.kind : null;
  const earlier = event.quotes.filter((quote) => quote.version !== event.quote?.version);

  return (
    <div className="space-y-4" data-testid="catering-event" data-status={event.status}>
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold">{words.reference(event.reference)}</h1>
          <p className="mt-1 text-sm text-ink-500">{t.event.requested(formatShopShortDateTime(event.createdAt, shop.timeZone, locale))}</p>
          <p className="mt-2 flex flex-wrap items-center gap-1" aria-live="polite">
            <CateringStatusBadge status={event.status} />
            {event.tentative && <TentativeBadge />}
          </p>
        </div>
        <Link to={`/admin/catering/${event.id}/prep`} className={buttonStyles.secondary}>
          <Icon node={Printer} className="h-4 w-4" />
          {t.event.prepSheet}
        </Link>
      </header>

      <CateringEventActions
        event={event}
        isOwner={isOwner}
        onQuote={() => setPanel({ id: event.id, kind: "quote" })}
        onWeigh={() => setPanel({ id: event.id, kind: "weigh" })}
        panelOpen={open !== null}
      />
      {open === "quote" && isOwner && <CateringQuoteEditor key={`quote-${event.id}`} event={event} onDone={() => setPanel(null)} />}
      {open === "weigh" && <CateringWeighPanel key={`weigh-${event.id}`} event={event} onDone={() => setPanel(null)} />}

      <div className="grid gap-4 md:grid-cols-2">
        <Section title={t.event.customer}>
          <p className="font-semibold">{event.customerName}</p>
          <p>
            <a className="inline-flex min-h-11 items-center text-brand-700 underline" href={phoneHref(event.customerPhone)}>
              {event.customerPhone}
            </a>
          </p>
          {event.customerEmail && (
            <p className="break-all">
              <a className="text-brand-700 underline" href={`mailto:${event.customerEmail}`}>
                {event.customerEmail}
              </a>
            </p>
          )}
          <p className="mt-1 text-sm text-ink-700">{t.event.language(t.event.languages[event.locale])}</p>
          <p className="text-sm text-ink-700" data-testid="catering-sms-opt-in">
            {event.smsOptIn ? t.event.smsOptIn.yes : t.event.smsOptIn.no}
          </p>
        </Section>
        <Section title={t.event.event}>
          <p className="font-semibold">
            <time dateTime={event.eventAt}>{formatShopDateTime(event.eventAt, shop.timeZone, locale)}</time>
          </p>
          <p>
            {words.fulfilment[event.fulfilment]}
            {event.fulfilment === "delivery" && event.address && (
              <>
                {": "}
                <span className="break-words">{event.address}</span>
              </>
            )}
          </p>
          <p>
            <span className="font-semibold">{words.guests(event.guests)}</span> · {words.style[event.style]}
          </p>
          {event.pounds > 0 && <p className="text-sm text-ink-700">{t.event.pounds(formatQuantity(event.pounds, "lb"))}</p>}
          <p className="mt-2 text-sm font-semibold">{t.event.dietaryNotes}</p>
          <p className="whitespace-pre-line text-sm">
            {event.dietaryNotes || <span className="text-ink-500">{t.event.noDietaryNotes}</span>}
          </p>
        </Section>
      </div>

      <Section title={t.event.wishes}>
        <ListOrNone items={event.wishes} none={t.event.noWishes} className="divide-y divide-cream-200" testId="catering-wishes">
          {(wish, index) => (
            <li key={`${wish.itemId}-${index}`} className="py-1.5">
              <span className="font-bold tabular-nums">{formatQuantity(wish.quantity, wish.unit)} ×</span> {wish.name}
              {wish.options.length > 0 && <span className="text-sm text-ink-700"> · {wish.options.join(" · ")}</span>}
            </li>
          )}
        </ListOrNone>
      </Section>

      <Section title={t.event.quote}>
        {event.quote ? (
          <>
            {event.acceptedVersion !== null && (
              <p className="mb-1 text-sm font-semibold text-green-800">{t.event.accepted(event.acceptedVersion)}</p>
            )}
            <CateringQuoteView quote={event.quote} />
          </>
        ) : (
          <p className="text-sm text-ink-500">{t.event.noQuote}</p>
        )}
        {earlier.length > 0 && (
          <details className="group mt-4 rounded-xl border border-cream-200">
            <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 px-4 font-semibold [&::-webkit-details-marker]:hidden">
              <Icon node={ChevronRight} className="h-4 w-4 transition-transform group-open:rotate-90" />
              {t.event.earlierVersions(earlier.length)}
            </summary>
            <ol className="space-y-2 border-t border-cream-200 p-3">
              {earlier.map((quote) => (
                <li key={quote.version}>
                  <details className="group/version rounded-lg border border-cream-200">
                    <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 px-3 text-sm font-semibold [&::-webkit-details-marker]:hidden">
                      <Icon node={ChevronRight} className="h-4 w-4 transition-transform group-open/version:rotate-90" />
                      {t.event.versionSummary(quote.version, formatCents(quote.totalCents))}
                    </summary>
                    <div className="border-t border-cream-200 p-3">
                      <CateringQuoteView quote={quote} />
                    </div>
                  </details>
                </li>
              ))}
            </ol>
          </details>
        )}
      </Section>

      <div className="grid gap-4 md:grid-cols-2">
        <Section title={t.event.money}>
          <dl className="space-y-1 text-sm" data-testid="catering-money">
            <AmountRow gap label={t.money.total} cents={event.money.totalCents} />
            <AmountRow gap label={t.money.deposit} cents={event.money.depositCents} />
            <AmountRow gap label={t.money.paid} cents={event.money.paidCents} />
            {event.money.refundedCents > 0 && <AmountRow gap label={t.money.refunded} cents={event.money.refundedCents} />}
            {event.money.owedCents >= 0 ? (
              <AmountRow gap label={t.money.owed} cents={event.money.owedCents} strong={event.money.owedCents > 0} />
            ) : (
              <AmountRow gap label={t.money.overpaid} cents={-event.money.owedCents} strong />
            )}
          </dl>
          {event.balanceDueAt && event.money.owedCents > 0 && (
            <p className="mt-2 text-sm text-ink-700">
              {t.event.balanceDueAt(formatShopShortDateTime(event.balanceDueAt, shop.timeZone, locale))}
            </p>
          )}
          {event.quoteExpiresAt && event.tentative && (
            <p className="mt-1 text-sm text-ink-700">
              {t.event.quoteExpiresAt(formatShopShortDateTime(event.quoteExpiresAt, shop.timeZone, locale))}
            </p>
          )}
          {event.weighedAt && (
            <p className="mt-1 text-sm text-ink-700">
              {t.event.weighedAt(formatShopShortDateTime(event.weighedAt, shop.timeZone, locale))}
            </p>
          )}
        </Section>
        <Section title={t.event.payments}>
          <ListOrNone
            items={event.payments}
            none={t.payments.none}
            className="divide-y divide-cream-200 text-sm"
            testId="catering-payments"
          >
            {(payment) => <PaymentRow key={payment.id} payment={payment} />}
          </ListOrNone>
        </Section>
      </div>

      <CateringHistory history={event.history} />
    </div>
  );
}

function PaymentRow({ payment }: { payment: CateringPaymentDto }) {
  const t = useTexts("cateringAdminTexts").payments;
  const words = useTexts("cateringWordTexts");
  const locale = useLocale();
  const shop = useShop();
  const method = payment.method === "cash" || payment.method === "card" ? t.methods[payment.method] : payment.method;
  return (
    <li className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 py-2" data-testid="catering-payment">
      <div>
        <p className="font-semibold">
          {words.payment[payment.kind]}
          {method && <span className="font-normal text-ink-700"> · {method}</span>}
        </p>
        <p className="text-xs text-ink-500">
          {payment.paidAt
            ? t.paidAt(formatShopShortDateTime(payment.paidAt, shop.timeZone, locale))
            : t.createdAt(formatShopShortDateTime(payment.createdAt, shop.timeZone, locale))}
        </p>
      </div>
      <div className="text-right">
        <p className="font-semibold tabular-nums">
          {payment.kind === "refund" ? `−${formatCents(payment.amountCents)}` : formatCents(payment.amountCents)}
        </p>
        <p className={`text-xs font-semibold ${payment.status === "failed" ? "text-red-800" : "text-ink-700"}`}>
          {t.status[payment.status]}
        </p>
      </div>
    </li>
  );
}
