import { CirclePlus, CircleStop, Pause, Play } from "lucide";
import { useMemo, useRef, useState } from "react";
import { formatCents } from "@shared/core/money";
import type { PromoAdminRow, PromoStatus } from "@shared/promos/promos";
import { AdminList } from "~/components/admin/admin-list";
import { AdminTable } from "~/components/admin/admin-table";
import { buttonStyles } from "~/components/admin/button-styles";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { AdminPageHeader } from "~/components/admin/page-header";
import { Icon } from "~/components/ui/icon";
import { notify } from "~/components/ui/toaster";
import { refusalWords } from "~/lib/api";
import { useLocale, useTexts } from "~/lib/texts";
import { useWideScreen } from "../use-wide-screen";
import { PromoCreateDialog } from "./promo-create-dialog";
import { promoGives, promoMoves, promoRuleWords } from "./promo-words";
import { menuCategories, useIsOwner, usePromoMenu, usePromos, useSetPromoStatus } from "./promos-api";

/** Active: green; paused: yellow; ended: grey. */
const STATUS_STYLES: Record<PromoStatus, string> = {
  active: "bg-green-100 text-green-900 border-green-300",
  paused: "bg-yellow-100 text-yellow-900 border-yellow-300",
  ended: "bg-cream-100 text-ink-700 border-cream-200",
};

/** Active codes first, then paused, then ended; newest first within each. */
const ORDER: Record<PromoStatus, number> = { active: 0, paused: 1, ended: 2 };
const sorted = (promos: readonly PromoAdminRow[]) =>
  [...promos].sort((a, b) => ORDER[a.status] - ORDER[b.status] || b.createdAt.localeCompare(a.createdAt));

/** What a row's actions hand up: the code, and the move the owner chose. */
type Move = { promo: PromoAdminRow; move: "pause" | "resume" | "end" };

/**
 * /admin/promos (ADR 0024): every code with what it gives, its status, its uses and the discount
 * it has given, and its rules in short words. The owner creates codes, pauses and resumes them,
 * and ends them (final, asked first); staff read the list.
 */
export function PromosPage() {
  const t = useTexts("promosAdminTexts");
  const isOwner = useIsOwner();
  const wide = useWideScreen();
  const list = usePromos();
  const promos = sorted(list.data ?? []);
  const [creating, setCreating] = useState(false);
  const [ending, setEnding] = useState<PromoAdminRow | null>(null);
  const setStatus = useSetPromoStatus();
  const inFlight = useRef(false);

  function move({ promo, move }: Move) {
    if (move === "end") return setEnding(promo);
    change(
      promo,
      move === "pause" ? "paused" : "active",
      move === "pause" ? t.actions.pause.done(promo.code) : t.actions.resume.done(promo.code),
    );
  }
  /** One request at a time: a double tap sends nothing more. */
  function change(promo: PromoAdminRow, status: PromoStatus, done: string) {
    if (inFlight.current) return;
    inFlight.current = true;
    setStatus.mutate(
      { id: promo.id, status },
      {
        onSuccess: () => {
          setEnding(null);
          notify("success", done);
        },
        onError: (error) => notify("error", refusalWords(error, t.actions.failed)),
        onSettled: () => {
          inFlight.current = false;
        },
      },
    );
  }
  const rowActions = isOwner ? { onMove: move, busy: setStatus.isPending } : null;

  return (
    <>
      <AdminPageHeader
        title={t.title}
        actions={
          isOwner && (
            <button type="button" className={buttonStyles.primary} onClick={() => setCreating(true)}>
              <Icon node={CirclePlus} className="h-4 w-4" />
              {t.create.open}
            </button>
          )
        }
      >
        <p className="mt-1 max-w-2xl text-sm text-ink-500">{t.subtitle}</p>
        {!isOwner && <p className="mt-1 text-xs text-ink-500">{t.actions.ownerDecides}</p>}
      </AdminPageHeader>

      <AdminList query={list} texts={t.list} isEmpty={promos.length === 0} emptyText={t.list.empty}>
        {() => (wide ? <PromoTable promos={promos} actions={rowActions} /> : <PromoCards promos={promos} actions={rowActions} />)}
      </AdminList>

      {isOwner && <PromoCreateDialog open={creating} onClose={() => setCreating(false)} />}
      <ConfirmDialog
        open={ending !== null}
        title={ending ? t.actions.end.title(ending.code) : ""}
        message={ending ? t.actions.end.message(ending.code) : ""}
        confirmLabel={t.actions.end.confirm}
        cancelLabel={t.actions.keep}
        danger
        busy={setStatus.isPending}
        onConfirm={() => ending && change(ending, "ended", t.actions.end.done(ending.code))}
        onCancel={() => setEnding(null)}
      />
    </>
  );
}

type RowActions = { onMove: (move: Move) => void; busy: boolean } | null;

export function PromoStatusBadge({ status }: { status: PromoStatus }) {
  const t = useTexts("promosAdminTexts");
  return (
    <span
      className={`inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold ${STATUS_STYLES[status]}`}
      data-testid="promo-status"
      data-status={status}
    >
      {t.statuses[status]}
    </span>
  );
}

/** The rules in short words; the menu names the categories (the rules keep their ids). */
function useRuleWords(): (promo: PromoAdminRow) => string[] {
  const t = useTexts("promosAdminTexts");
  const locale = useLocale();
  const menu = usePromoMenu();
  const names = useMemo(() => new Map(menuCategories(menu.data ?? []).map((category) => [category.id, category.name])), [menu.data]);
  return (promo) => promoRuleWords(promo.rules, t, locale, names);
}

function Uses({ promo }: { promo: PromoAdminRow }) {
  const t = useTexts("promosAdminTexts").list;
  return (
    <span className="tabular-nums">
      {promo.rules.totalLimit !== null ? t.usesOf(promo.uses, promo.rules.totalLimit) : t.uses(promo.uses)}
    </span>
  );
}

/** Pause or Resume, and End, named for their code ('Pause TAMALES10'). */
function MoveButtons({ promo, actions }: { promo: PromoAdminRow; actions: RowActions }) {
  const t = useTexts("promosAdminTexts").actions;
  if (!actions) return null;
  const moves = promoMoves(promo.status);
  if (moves.length === 0) return null;
  const icons = { pause: Pause, resume: Play, end: CircleStop } as const;
  return (
    <ul className="flex flex-wrap justify-end gap-2" aria-label={t.heading(promo.code)}>
      {moves.map((move) => (
        <li key={move} data-action={move}>
          <button
            type="button"
            className={buttonStyles.secondary}
            aria-label={t[move].label(promo.code)}
            disabled={actions.busy}
            onClick={() => actions.onMove({ promo, move })}
          >
            <Icon node={icons[move]} className="h-4 w-4" />
            {t[move].open}
          </button>
        </li>
      ))}
    </ul>
  );
}

function PromoTable({ promos, actions }: { promos: PromoAdminRow[]; actions: RowActions }) {
  const t = useTexts("promosAdminTexts");
  const ruleWords = useRuleWords();
  const columns = t.list.columns;
  return (
    <AdminTable
      columns={[
        { label: columns.code },
        { label: columns.gives },
        { label: columns.status },
        { label: columns.uses, align: "right" },
        { label: columns.discountGiven, align: "right" },
        { label: columns.rules },
        ...(actions ? [{ label: columns.actions, srOnly: true, align: "right" as const }] : []),
      ]}
    >
      {promos.map((promo) => (
        <tr key={promo.id} data-testid="promo-row" data-promo-id={promo.id}>
          <td className="px-3 py-3 align-top font-mono font-bold lg:px-4">{promo.code}</td>
          <td className="px-3 py-3 align-top lg:px-4">{promoGives(promo, t)}</td>
          <td className="px-3 py-3 align-top lg:px-4">
            <PromoStatusBadge status={promo.status} />
          </td>
          <td className="px-3 py-3 text-right align-top lg:px-4">
            <Uses promo={promo} />
          </td>
          <td className="px-3 py-3 text-right align-top tabular-nums lg:px-4">{formatCents(promo.discountGivenCents)}</td>
          <td className="max-w-72 px-3 py-3 align-top text-ink-700 lg:px-4">{ruleWords(promo).join(" · ")}</td>
          {actions && (
            <td className="px-3 py-3 align-top lg:px-4">
              <MoveButtons promo={promo} actions={actions} />
            </td>
          )}
        </tr>
      ))}
    </AdminTable>
  );
}

/** On a phone: a card per code, what it gives and its status first. */
function PromoCards({ promos, actions }: { promos: PromoAdminRow[]; actions: RowActions }) {
  const t = useTexts("promosAdminTexts");
  const ruleWords = useRuleWords();
  return (
    <ul className="space-y-3" aria-label={t.title}>
      {promos.map((promo) => (
        <li key={promo.id} className="rounded-2xl border border-cream-200 bg-white p-4" data-testid="promo-row" data-promo-id={promo.id}>
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="break-all font-mono font-bold">{promo.code}</p>
              <p className="font-semibold">{promoGives(promo, t)}</p>
            </div>
            <PromoStatusBadge status={promo.status} />
          </div>
          <p className="mt-1 text-sm text-ink-700">
            <Uses promo={promo} /> · {t.list.discountGiven(formatCents(promo.discountGivenCents))}
          </p>
          <p className="mt-1 text-sm text-ink-700">{ruleWords(promo).join(" · ")}</p>
          <div className="mt-3">
            <MoveButtons promo={promo} actions={actions} />
          </div>
        </li>
      ))}
    </ul>
  );
}
