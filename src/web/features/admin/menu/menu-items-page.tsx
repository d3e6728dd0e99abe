import {
  Archive,
  ArchiveRestore,
  CalendarClock,
  CircleCheck,
  Clock,
  Eye,
  EyeOff,
  ImageOff,
  ListChecks,
  Package,
  PackageX,
  Pencil,
  CirclePlus,
  Languages,
  Scale,
  Star,
  TriangleAlert,
} from "lucide";
import { useMemo, useState } from "react";
import type { AdminMenuItemDto } from "@shared/menu/menu";
import { formatCents } from "@shared/core/money";
import { formatDateRange, isSoldOutToday } from "@shared/ordering/ordering";
import { isMissingSpanish } from "@shared/menu/menu-admin";
import { formatQuantityNumber } from "@shared/core/quantity";
import { buttonStyles } from "~/components/admin/button-styles";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { AdminPageHeader } from "~/components/admin/page-header";
import { SpanishMissingBadge } from "~/components/admin/spanish-missing-badge";
import { Switch } from "~/components/admin/switch";
import { Icon } from "~/components/ui/icon";
import { notify } from "~/components/ui/toaster";
import { failureMessage } from "../admin-errors";
import { CategoriesSpanishModal } from "./categories-spanish";
import { MenuItemFormModal } from "./menu-item-form";
import { useMenuItems, useSetArchived, useSetAvailability, useSetSoldOut } from "./menu-items-api";
import { AdminList } from "~/components/admin/admin-list";
import { AdminTable, AdminThumbnail, RowAction } from "~/components/admin/admin-table";
import { useLocale, useTexts } from "~/lib/texts";

/** docs/product.md 'Admin menu': filter tabs, Show/Hide Archived, Add Item, and per row a status toggle, edit, archive and restore. */
export function MenuItemsPage() {
  const texts = useTexts("menuAdminTexts");
  const [showArchived, setShowArchived] = useState(false);
  const [categoryId, setCategoryId] = useState<string | null>(null);
  const [editor, setEditor] = useState<{ item: AdminMenuItemDto | null } | null>(null);
  const [toArchive, setToArchive] = useState<AdminMenuItemDto | null>(null);
  const [namingCategories, setNamingCategories] = useState(false);
  const query = useMenuItems(showArchived);
  const setAvailability = useSetAvailability();
  const setArchived = useSetArchived();
  const setSoldOut = useSetSoldOut();
  const today = query.data?.today ?? "";

  const categories = useMemo(() => query.data?.categories ?? [], [query.data]);
  const allItems = useMemo(() => query.data?.items ?? [], [query.data]);
  const visible = categoryId ? allItems.filter((item) => item.category.id === categoryId) : allItems;
  const needsSync = query.data?.paymentProvider === "stripe";

  function toggleAvailability(item: AdminMenuItemDto, isAvailable: boolean) {
    setAvailability.mutate(
      { item, isAvailable },
      {
        onSuccess: () => notify("success", isAvailable ? texts.toasts.enabled(item.name) : texts.toasts.disabled(item.name)),
        onError: (error) => notify("error", failureMessage(error, texts.toasts.availabilityFailed)),
      },
    );
  }

  function toggleSoldOut(item: AdminMenuItemDto, soldOut: boolean) {
    setSoldOut.mutate(
      { item, soldOut },
      {
        onSuccess: () => notify("success", soldOut ? texts.soldOut.marked(item.name) : texts.soldOut.unmarked(item.name)),
        onError: (error) => notify("error", failureMessage(error, texts.soldOut.failed)),
      },
    );
  }

  function archive(item: AdminMenuItemDto) {
    setArchived.mutate(
      { item, archive: true },
      {
        onSuccess: () => {
          notify("success", texts.toasts.archived(item.name));
          setToArchive(null);
        },
        onError: (error) => notify("error", failureMessage(error, texts.toasts.archiveFailed)),
      },
    );
  }

  function restore(item: AdminMenuItemDto) {
    setArchived.mutate(
      { item, archive: false },
      {
        onSuccess: () => notify("success", texts.toasts.restored(item.name)),
        onError: (error) => notify("error", failureMessage(error, texts.toasts.restoreFailed)),
      },
    );
  }

  return (
    <>
      <AdminPageHeader
        title={texts.heading}
        actions={
          <>
            <button type="button" className={buttonStyles.secondary} onClick={() => setNamingCategories(true)} disabled={!query.data}>
              <Icon node={Languages} className="h-4 w-4" />
              {texts.spanish.categories.button}
            </button>
            <button
              type="button"
              className={buttonStyles.secondary}
              aria-pressed={showArchived}
              onClick={() => setShowArchived((value) => !value)}
            >
              <Icon node={showArchived ? EyeOff : Eye} className="h-4 w-4" />
              {showArchived ? texts.hideArchived : texts.showArchived}
            </button>
            <button type="button" className={buttonStyles.primary} onClick={() => setEditor({ item: null })} disabled={!query.data}>
              <Icon node={CirclePlus} className="h-4 w-4" />
              {texts.addItem}
            </button>
          </>
        }
      />

      <div className="mb-4">
        <div role="group" aria-label={texts.categoryFilter} className="flex flex-wrap gap-2">
          {[{ id: null, name: texts.allItems }, ...categories].map((category) => {
            const count = category.id ? allItems.filter((item) => item.category.id === category.id).length : allItems.length;
            const active = categoryId === category.id;
            return (
              <button
                key={category.id ?? "all"}
                type="button"
                aria-pressed={active}
                onClick={() => setCategoryId(category.id)}
                className={`inline-flex min-h-10 items-center gap-2 rounded-full px-4 text-sm font-semibold ${
                  active ? "bg-brand-700 text-white" : "border border-cream-200 bg-white text-ink-700 hover:bg-cream-100"
                }`}
              >
                {category.name}
                <span className={`text-xs tabular-nums ${active ? "text-cream-100" : "text-ink-500"}`}>{count}</span>
              </button>
            );
          })}
        </div>
      </div>

      <AdminList
        query={query}
        texts={{ loadFailed: texts.toasts.loadFailed, retry: texts.retry }}
        loadingLabel={texts.loading}
        isEmpty={visible.length === 0}
        emptyText={texts.empty}
      >
        {() => (
          <AdminTable
            columns={[
              { label: texts.columns.item },
              { label: texts.columns.price, align: "right", wideOnly: true },
              { label: texts.columns.status },
              { label: texts.columns.actions, srOnly: true, align: "right" },
            ]}
          >
            {visible.map((item) => (
              <ItemRow
                key={item.id}
                item={item}
                needsSync={needsSync}
                soldOutToday={isSoldOutToday(item.schedule, today)}
                busy={
                  (setAvailability.isPending && setAvailability.variables?.item.id === item.id) ||
                  (setArchived.isPending && setArchived.variables?.item.id === item.id) ||
                  (setSoldOut.isPending && setSoldOut.variables?.item.id === item.id)
                }
                onToggle={(isAvailable) => toggleAvailability(item, isAvailable)}
                onSoldOut={(soldOut) => toggleSoldOut(item, soldOut)}
                onEdit={() => setEditor({ item })}
                onArchive={() => setToArchive(item)}
                onRestore={() => restore(item)}
              />
            ))}
          </AdminTable>
        )}
      </AdminList>

      {query.data && (
        <MenuItemFormModal
          open={editor !== null}
          item={editor?.item ?? null}
          categories={categories}
          categoryHint={categoryId}
          onClose={() => setEditor(null)}
        />
      )}
      <CategoriesSpanishModal open={namingCategories} categories={categories} onClose={() => setNamingCategories(false)} />
      <ConfirmDialog
        open={toArchive !== null}
        title={texts.confirmArchive.title}
        message={toArchive ? texts.confirmArchive.message(toArchive.name) : ""}
        confirmLabel={texts.confirmArchive.confirm}
        danger
        busy={setArchived.isPending}
        onConfirm={() => toArchive && archive(toArchive)}
        onCancel={() => setToArchive(null)}
      />
    </>
  );
}

interface ItemRowProps {
  item: AdminMenuItemDto;
  needsSync: boolean;
  /** Marked 'Sold out today' for the shop's date now. */
  soldOutToday: boolean;
  busy: boolean;
  onToggle: (isAvailable: boolean) => void;
  onSoldOut: (soldOut: boolean) => void;
  onEdit: () => void;
  onArchive: () => void;
  onRestore: () => void;
}

function ItemRow({ item, needsSync, soldOutToday, busy, onToggle, onSoldOut, onEdit, onArchive, onRestore }: ItemRowProps) {
  const menuAdminTexts = useTexts("menuAdminTexts");
  const locale = useLocale();
  const schedule = item.schedule;
  const price = (
    <>
      {formatCents(item.priceCents)}
      <span className="text-ink-500">{menuAdminTexts.perUnit[item.priceUnit]}</span>
    </>
  );
  return (
    <tr className={item.isArchived ? "bg-cream-50 text-ink-500" : undefined} data-testid="menu-item-row">
      <td className="px-4 py-3">
        <div className="flex items-center gap-3">
          <AdminThumbnail src={item.imageUrl} fallback={ImageOff} className="flex h-10 w-12 lg:h-12 lg:w-16" />
          <div className="min-w-0">
            <p className="font-semibold text-ink-900">{item.name}</p>
            <p className="text-xs text-ink-500">
              {item.category.name}
              <span className="lg:hidden">
                {" · "}
                {price}
              </span>
            </p>
            <div className="mt-1 flex flex-wrap gap-1">
              {item.isFeatured && (
                <span className="inline-flex items-center gap-1 rounded-full bg-saffron-300 px-2 text-xs font-semibold text-ink-900">
                  <Icon node={Star} className="h-3 w-3" />
                  {menuAdminTexts.featuredBadge}
                </span>
              )}
              {item.pricedByWeight && (
                <span className="inline-flex items-center gap-1 rounded-full bg-cream-100 px-2 text-xs font-semibold text-ink-700">
                  <Icon node={Scale} className="h-3 w-3" />
                  {menuAdminTexts.badges.pricedByWeight}
                </span>
              )}
              {item.optionGroups.length > 0 && (
                <span className="inline-flex items-center gap-1 rounded-full bg-cream-100 px-2 text-xs font-semibold text-ink-700">
                  <Icon node={ListChecks} className="h-3 w-3" />
                  {menuAdminTexts.badges.choiceGroups(item.optionGroups.length)}
                </span>
              )}
              {soldOutToday && (
                <span
                  className="inline-flex items-center gap-1 rounded-full bg-red-700 px-2 text-xs font-semibold text-white"
                  data-testid="sold-out-badge"
                >
                  <Icon node={PackageX} className="h-3 w-3" />
                  {menuAdminTexts.badges.soldOutToday}
                </span>
              )}
              {schedule.leadMinutes > 0 && (
                <span className="inline-flex items-center gap-1 rounded-full bg-cream-100 px-2 text-xs font-semibold text-ink-700">
                  <Icon node={Clock} className="h-3 w-3" />
                  {menuAdminTexts.badges.notice(formatQuantityNumber(Math.round((schedule.leadMinutes / 60) * 100) / 100))}
                </span>
              )}
              {schedule.dailyStock !== null && (
                <span className="inline-flex items-center gap-1 rounded-full bg-cream-100 px-2 text-xs font-semibold text-ink-700">
                  <Icon node={Package} className="h-3 w-3" />
                  {menuAdminTexts.badges.dailyStock(`${formatQuantityNumber(schedule.dailyStock)}${item.priceUnit === "lb" ? " lb" : ""}`)}
                </span>
              )}
              {schedule.preorder && (
                <span className="inline-flex items-center gap-1 rounded-full bg-cream-100 px-2 text-xs font-semibold text-ink-700">
                  <Icon node={CalendarClock} className="h-3 w-3" />
                  {menuAdminTexts.badges.preorder(formatDateRange(schedule.preorder.firstDate, schedule.preorder.lastDate, locale))}
                </span>
              )}
              {item.isArchived && (
                <span className="rounded-full bg-ink-500/15 px-2 text-xs font-semibold text-ink-700">{menuAdminTexts.archivedBadge}</span>
              )}
              {isMissingSpanish(item) && (
                <SpanishMissingBadge label={menuAdminTexts.spanish.missingBadge} title={menuAdminTexts.spanish.missingTitle} />
              )}
              {needsSync && !item.priceId && (
                <span
                  className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2 text-xs font-semibold text-brand-800"
                  title={menuAdminTexts.sync.pending}
                >
                  <Icon node={TriangleAlert} className="h-3 w-3" />
                  {menuAdminTexts.sync.pending}
                </span>
              )}
            </div>
          </div>
        </div>
      </td>
      <td className="hidden whitespace-nowrap px-4 py-3 text-right font-semibold tabular-nums lg:table-cell">{price}</td>
      <td className="px-2 py-3 sm:px-4">
        <Switch
          checked={item.isAvailable}
          onChange={onToggle}
          label={menuAdminTexts.availabilityLabel(item.name)}
          disabled={item.isArchived || busy}
          onText={menuAdminTexts.available}
          offText={menuAdminTexts.unavailable}
          textClassName="hidden lg:inline"
        />
      </td>
      <td className="px-2 py-3 sm:px-4">
        <div className="flex flex-wrap justify-end gap-1">
          {!item.isArchived && (
            <RowAction
              icon={soldOutToday ? CircleCheck : PackageX}
              label={soldOutToday ? menuAdminTexts.soldOut.unmark : menuAdminTexts.soldOut.mark}
              ariaLabel={soldOutToday ? menuAdminTexts.soldOut.unmarkLabel(item.name) : menuAdminTexts.soldOut.markLabel(item.name)}
              className={soldOutToday ? "bg-red-50 text-red-800" : ""}
              onClick={() => onSoldOut(!soldOutToday)}
              disabled={busy}
              aria-pressed={soldOutToday}
            />
          )}
          <RowAction icon={Pencil} label={menuAdminTexts.edit} ariaLabel={menuAdminTexts.editLabel(item.name)} onClick={onEdit} />
          {item.isArchived ? (
            <RowAction
              icon={ArchiveRestore}
              label={menuAdminTexts.restore}
              ariaLabel={menuAdminTexts.restoreLabel(item.name)}
              onClick={onRestore}
              disabled={busy}
            />
          ) : (
            <RowAction
              icon={Archive}
              label={menuAdminTexts.archive}
              ariaLabel={menuAdminTexts.archiveLabel(item.name)}
              onClick={onArchive}
              disabled={busy}
            />
          )}
        </div>
      </td>
    </tr>
  );
}
