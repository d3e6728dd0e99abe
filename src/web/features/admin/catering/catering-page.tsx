import { ChevronRight } from "lucide";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { CATERING_STATUSES, cateringReference, type CateringStatus, type CateringSummaryDto } from "@shared/catering/catering";
import { formatCents } from "@shared/core/money";
import { formatShopShortDateTime } from "@shared/core/time";
import { AdminList } from "~/components/admin/admin-list";
import { AdminTable } from "~/components/admin/admin-table";
import { buttonStyles } from "~/components/admin/button-styles";
import { AdminPageHeader } from "~/components/admin/page-header";
import { Icon } from "~/components/ui/icon";
import { notify } from "~/components/ui/toaster";
import { useShop } from "~/lib/shop";
import { useLocale, useTexts } from "~/lib/texts";
import { LiveIndicator } from "../live-indicator";
import { useWideScreen } from "../use-wide-screen";
import { CateringStatusBadge, TentativeBadge } from "./catering-badges";
import { useCateringList, useCateringLive, useIsOwner, type CateringFilter } from "./catering-api";
import { CateringSettingsPanel } from "./catering-settings-panel";

const isFilter = (value: string | null): value is CateringFilter =>
  value === "open" || value === "all" || (CATERING_STATUSES as readonly string[]).includes(value ?? "");

/**
 * /admin/catering (ADR 0023): the events, soonest first, open ones by default, with their date,
 * party, customer, status (tentative while quoted and unpaid) and money. It follows the admin's
 * stream: a new request appears, and is told, without reloading. The owner's settings below.
 */
export function CateringPage() {
  const t = useTexts("cateringAdminTexts");
  const words = useTexts("cateringWordTexts");
  const isOwner = useIsOwner();
  const wide = useWideScreen();
  const [searchParams, setSearchParams] = useSearchParams();
  const param = searchParams.get("status");
  const filter: CateringFilter = isFilter(param) ? param : "open";
  const list = useCateringList(filter);
  const events = list.data ?? [];
  const [announcement, setAnnouncement] = useState("");

  const connection = useCateringLive((change) => {
    if (change.op !== "insert") return;
    const message = t.list.newRequest(cateringReference(change.id));
    setAnnouncement(message);
    notify("info", message);
  });

  return (
    <>
      <AdminPageHeader title={t.title} actions={<LiveIndicator connection={connection} />}>
        <p className="mt-1 max-w-2xl text-sm text-ink-500">{t.list.subtitle}</p>
      </AdminPageHeader>

      {/* New requests, read out by screen readers (the toast may be gone before it is reached). */}
      <p className="sr-only" role="status" aria-live="polite" data-testid="catering-announcement">
        {announcement}
      </p>

      <div className="mb-4 flex flex-wrap items-center gap-2">
        <label htmlFor="catering-status-filter" className="text-sm font-semibold">
          {t.list.filterLabel}
        </label>
        <select
          id="catering-status-filter"
          value={filter}
          onChange={(event) =>
            setSearchParams(
              (current) => {
                const next = new URLSearchParams(current);
                if (event.target.value === "open") next.delete("status");
                else next.set("status", event.target.value);
                return next;
              },
              { replace: true, preventScrollReset: true },
            )
          }
          className="min-h-11 rounded-lg border border-cream-200 bg-white px-3 text-sm"
        >
          <option value="open">{t.list.filterOpen}</option>
          <option value="all">{t.list.filterAll}</option>
          {CATERING_STATUSES.map((status) => (
            <option key={status} value={status}>
              {words.status[status]}
            </option>
          ))}
        </select>
      </div>

      <AdminList
        query={list}
        live
        texts={t.list}
        isEmpty={events.length === 0}
        emptyText={filter === "open" ? t.list.empty : t.list.emptyFiltered}
      >
        {() => (wide ? <EventTable events={events} /> : <EventCards events={events} />)}
      </AdminList>

      {isOwner && <CateringSettingsPanel />}
    </>
  );
}

/** On a phone: a card per event, its date and party first, the link as wide as the card. */
function EventCards({ events }: { events: CateringSummaryDto[] }) {
  const t = useTexts("cateringAdminTexts");
  return (
    <ul className="space-y-3" aria-label={t.title}>
      {events.map((event) => (
        <li key={event.id} className="rounded-2xl border border-cream-200 bg-white p-4" data-testid="catering-row" data-event-id={event.id}>
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="font-mono font-bold">{event.reference}</p>
              <EventWhen event={event} />
              <EventParty event={event} />
              <p className="truncate text-sm">{event.customerName}</p>
            </div>
            <div className="shrink-0 text-right">
              <EventMoney event={event} />
            </div>
          </div>
          <div className="mt-3 flex items-center justify-between gap-2">
            <EventStatus status={event.status} tentative={event.tentative} />
            <OpenLink event={event} />
          </div>
        </li>
      ))}
    </ul>
  );
}

function EventTable({ events }: { events: CateringSummaryDto[] }) {
  const t = useTexts("cateringAdminTexts").list;
  return (
    <AdminTable
      columns={[
        { label: t.columns.event },
        { label: t.columns.party },
        { label: t.columns.customer },
        { label: t.columns.status },
        { label: t.columns.money, align: "right" },
        { label: t.columns.actions, srOnly: true },
      ]}
    >
      {events.map((event) => (
        <tr key={event.id} data-testid="catering-row" data-event-id={event.id}>
          <td className="px-3 py-3 align-top lg:px-4">
            <p className="font-mono font-bold">{event.reference}</p>
            <EventWhen event={event} />
          </td>
          <td className="px-3 py-3 align-top lg:px-4">
            <EventParty event={event} />
          </td>
          <td className="max-w-40 px-3 py-3 align-top lg:max-w-none lg:px-4">
            <p className="truncate font-semibold">{event.customerName}</p>
          </td>
          <td className="px-3 py-3 align-top lg:px-4">
            <EventStatus status={event.status} tentative={event.tentative} />
          </td>
          <td className="px-3 py-3 text-right align-top lg:px-4">
            <EventMoney event={event} />
          </td>
          <td className="px-3 py-3 text-right align-top lg:px-4">
            <OpenLink event={event} />
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}

function EventWhen({ event }: { event: CateringSummaryDto }) {
  const words = useTexts("cateringWordTexts");
  const locale = useLocale();
  const shop = useShop();
  return (
    <p className="text-sm font-semibold text-ink-900">
      <time dateTime={event.eventAt}>{formatShopShortDateTime(event.eventAt, shop.timeZone, locale)}</time>
      <span className="font-normal text-ink-700"> · {words.fulfilment[event.fulfilment]}</span>
    </p>
  );
}

function EventParty({ event }: { event: CateringSummaryDto }) {
  const words = useTexts("cateringWordTexts");
  return (
    <p className="text-sm">
      <span className="font-semibold">{words.guests(event.guests)}</span> · {words.style[event.style]}
    </p>
  );
}

export function EventStatus({ status, tentative }: { status: CateringStatus; tentative: boolean }) {
  return (
    <span className="flex flex-wrap items-center gap-1">
      <CateringStatusBadge status={status} />
      {tentative && <TentativeBadge />}
    </span>
  );
}

/** The total, what came in, and what is still owed (or was paid over), as the server counts them. */
function EventMoney({ event }: { event: CateringSummaryDto }) {
  const t = useTexts("cateringAdminTexts").money;
  const { money } = event;
  if (money.totalCents === 0 && money.paidCents === 0) return <p className="text-sm text-ink-500">{t.notQuoted}</p>;
  return (
    <dl className="text-sm tabular-nums">
      <div className="flex justify-end gap-1 font-semibold">
        <dt className="sr-only">{t.total}</dt>
        <dd>{formatCents(money.totalCents)}</dd>
      </div>
      <div className="flex justify-end gap-1 text-xs text-ink-700">
        <dt>{t.paid}</dt>
        <dd>{formatCents(money.paidCents - money.refundedCents)}</dd>
      </div>
      {money.owedCents !== 0 && (
        <div className={`flex justify-end gap-1 text-xs font-semibold ${money.owedCents > 0 ? "text-red-800" : "text-ink-700"}`}>
          <dt>{money.owedCents > 0 ? t.owed : t.overpaid}</dt>
          <dd>{formatCents(Math.abs(money.owedCents))}</dd>
        </div>
      )}
    </dl>
  );
}

function OpenLink({ event }: { event: CateringSummaryDto }) {
  const t = useTexts("cateringAdminTexts").list;
  return (
    <Link
      to={`/admin/catering/${event.id}`}
      className={`${buttonStyles.secondary} min-h-11 whitespace-nowrap`}
      aria-label={t.openLabel(event.reference, event.customerName)}
    >
      {t.open}
      <Icon node={ChevronRight} className="h-4 w-4" />
    </Link>
  );
}
