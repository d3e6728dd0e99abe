import { ChevronRight, Gift, Search } from "lucide";
import { useState, type FormEvent } from "react";
import { Link, useSearchParams } from "react-router";
import { formatCents } from "@shared/core/money";
import { formatShopDate } from "@shared/core/time";
import type { GiftCardAdminRow } from "@shared/gift-cards/gift-cards";
import { AdminList } from "~/components/admin/admin-list";
import { AdminTable } from "~/components/admin/admin-table";
import { buttonStyles } from "~/components/admin/button-styles";
import { AdminPageHeader } from "~/components/admin/page-header";
import { Icon } from "~/components/ui/icon";
import { useShop } from "~/lib/shop";
import { useLocale, useTexts } from "~/lib/texts";
import { useWideScreen } from "../use-wide-screen";
import { CardName, GiftCardStateBadge } from "./gift-card-badges";
import { FindGiftCardByCode } from "./find-gift-card";
import { GiftCardSettingsPanel } from "./gift-card-settings-panel";
import { useGiftCards, useIsOwner } from "./gift-cards-api";
import { PromotionalCardDialog } from "./promotional-card-dialog";

/** What the search box may hold (giftCardListQuerySchema). */
const QUERY_MAX = 100;

/** Newest first, whatever order they came in. */
const newestFirst = (cards: readonly GiftCardAdminRow[]) => [...cards].sort((a, b) => b.createdAt.localeCompare(a.createdAt));

/**
 * /admin/gift-cards (ADR 0024): what the shop owes on its cards, the counter's look-up by code,
 * a search by the last four characters or a name or e-mail, and the cards, newest first. The
 * owner gives promotional cards and keeps the settings; staff look cards up.
 */
export function GiftCardsPage() {
  const t = useTexts("giftCardsAdminTexts");
  const isOwner = useIsOwner();
  const wide = useWideScreen();
  const [searchParams, setSearchParams] = useSearchParams();
  const query = (searchParams.get("q") ?? "").trim().slice(0, QUERY_MAX);
  const list = useGiftCards(query);
  const cards = newestFirst(list.data?.cards ?? []);
  const [giving, setGiving] = useState(false);

  const search = (next: string) =>
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        if (next) params.set("q", next);
        else params.delete("q");
        return params;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <>
      <AdminPageHeader
        title={t.title}
        actions={
          isOwner && (
            <button type="button" className={buttonStyles.primary} onClick={() => setGiving(true)}>
              <Icon node={Gift} className="h-4 w-4" />
              {t.promotional.open}
            </button>
          )
        }
      >
        <p className="mt-1 max-w-2xl text-sm text-ink-500">{t.list.subtitle}</p>
      </AdminPageHeader>

      {list.data && (
        <section className="mb-6 rounded-2xl bg-white p-4 shadow-sm" aria-label={t.dashboard.heading} data-testid="gift-card-liability">
          <p className="text-xl font-bold tabular-nums">{t.list.liability(formatCents(list.data.liabilityCents))}</p>
          <p className="mt-1 text-sm text-ink-500">{t.list.liabilityHint}</p>
        </section>
      )}

      <div className="mb-6 grid gap-4 lg:grid-cols-2">
        <FindGiftCardByCode />
        <SearchCards key={query} query={query} onSearch={search} />
      </div>

      {query && list.data && (
        <p className="mb-2 text-sm font-semibold text-ink-700" role="status">
          {t.list.results(cards.length)}
        </p>
      )}
      <AdminList query={list} texts={t.list} isEmpty={cards.length === 0} emptyText={query ? t.list.emptySearch(query) : t.list.empty}>
        {() => (wide ? <CardTable cards={cards} /> : <CardList cards={cards} />)}
      </AdminList>

      {isOwner && <GiftCardSettingsPanel />}
      {isOwner && <PromotionalCardDialog open={giving} onClose={() => setGiving(false)} />}
    </>
  );
}

/** The search box: what it holds is searched when sent (Enter or the button), and kept in the address. */
function SearchCards({ query, onSearch }: { query: string; onSearch: (query: string) => void }) {
  const t = useTexts("giftCardsAdminTexts").list;
  const [text, setText] = useState(query);
  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch(text.trim().slice(0, QUERY_MAX));
  }
  return (
    <form role="search" onSubmit={submit} className="rounded-2xl bg-white p-4 shadow-sm" data-testid="gift-card-search">
      <label htmlFor="gift-card-search" className="block text-sm font-semibold text-ink-900">
        {t.search}
      </label>
      <p id="gift-card-search-hint" className="text-sm text-ink-500">
        {t.searchHint}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        <input
          id="gift-card-search"
          type="search"
          value={text}
          maxLength={QUERY_MAX}
          autoComplete="off"
          aria-describedby="gift-card-search-hint"
          onChange={(event) => setText(event.target.value)}
          className="min-h-11 min-w-0 flex-1 rounded-lg border border-cream-200 bg-white px-3 text-base shadow-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200"
        />
        <button type="submit" className={buttonStyles.secondary}>
          <Icon node={Search} className="h-4 w-4" />
          {t.searchSubmit}
        </button>
        {query && (
          <button type="button" className={buttonStyles.ghost} onClick={() => onSearch("")}>
            {t.clearSearch}
          </button>
        )}
      </div>
    </form>
  );
}

function CreatedOn({ card }: { card: GiftCardAdminRow }) {
  const shop = useShop();
  const locale = useLocale();
  return <time dateTime={card.createdAt}>{formatShopDate(card.createdAt, shop.timeZone, locale)}</time>;
}

function Balance({ card }: { card: GiftCardAdminRow }) {
  const t = useTexts("giftCardsAdminTexts").list;
  return (
    <span className="tabular-nums">
      <span className="font-semibold">{formatCents(card.balanceCents)}</span>
      <span className="block text-xs text-ink-500">{t.balanceOf(formatCents(card.initialCents))}</span>
    </span>
  );
}

function OpenLink({ card }: { card: GiftCardAdminRow }) {
  const t = useTexts("giftCardsAdminTexts");
  return (
    <Link
      to={`/admin/gift-cards/${card.id}`}
      className={`${buttonStyles.secondary} whitespace-nowrap`}
      aria-label={card.last4 ? t.list.openLabel(card.last4, card.recipientName) : t.list.openPendingLabel(card.recipientName)}
    >
      {t.list.open}
      <Icon node={ChevronRight} className="h-4 w-4" />
    </Link>
  );
}

function CardTable({ cards }: { cards: GiftCardAdminRow[] }) {
  const t = useTexts("giftCardsAdminTexts");
  const columns = t.list.columns;
  return (
    <AdminTable
      columns={[
        { label: columns.card },
        { label: columns.kind },
        { label: columns.state },
        { label: columns.balance, align: "right" },
        { label: columns.recipient },
        { label: columns.created, wideOnly: true },
        { label: columns.actions, srOnly: true },
      ]}
    >
      {cards.map((card) => (
        <tr key={card.id} data-testid="gift-card-row" data-card-id={card.id}>
          <td className="px-3 py-3 align-top lg:px-4">
            <CardName last4={card.last4} />
          </td>
          <td className="px-3 py-3 align-top lg:px-4">{t.kinds[card.kind]}</td>
          <td className="px-3 py-3 align-top lg:px-4">
            <GiftCardStateBadge state={card.state} />
          </td>
          <td className="px-3 py-3 text-right align-top lg:px-4">
            <Balance card={card} />
          </td>
          <td className="max-w-48 px-3 py-3 align-top lg:max-w-none lg:px-4">
            <p className="truncate font-semibold">{card.recipientName}</p>
            <p className="truncate text-xs text-ink-500">{card.recipientEmail}</p>
          </td>
          <td className="hidden px-3 py-3 align-top lg:table-cell lg:px-4">
            <CreatedOn card={card} />
          </td>
          <td className="px-3 py-3 text-right align-top lg:px-4">
            <OpenLink card={card} />
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}

/** On a phone: a card per gift card, its code and state first, the link as wide as the card. */
function CardList({ cards }: { cards: GiftCardAdminRow[] }) {
  const t = useTexts("giftCardsAdminTexts");
  return (
    <ul className="space-y-3" aria-label={t.title}>
      {cards.map((card) => (
        <li key={card.id} className="rounded-2xl border border-cream-200 bg-white p-4" data-testid="gift-card-row" data-card-id={card.id}>
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p>
                <CardName last4={card.last4} />
                <span className="text-sm text-ink-700"> · {t.kinds[card.kind]}</span>
              </p>
              <p className="truncate text-sm font-semibold">{card.recipientName}</p>
              <p className="truncate text-xs text-ink-500">{card.recipientEmail}</p>
              <p className="text-xs text-ink-500">
                <CreatedOn card={card} />
              </p>
            </div>
            <div className="shrink-0 text-right">
              <Balance card={card} />
            </div>
          </div>
          <div className="mt-3 flex items-center justify-between gap-2">
            <GiftCardStateBadge state={card.state} />
            <OpenLink card={card} />
          </div>
        </li>
      ))}
    </ul>
  );
}
