import { X } from "lucide";
import { useMemo, useState, type FormEvent, type ReactNode } from "react";
import type { MenuItemDto } from "@shared/menu/menu";
import { PROMO_KINDS } from "@shared/promos/promos";
import { promoCreateSchema } from "@shared/promos/promos.schema";
import { AdminLoadError } from "~/components/admin/admin-table";
import { MenuItemButton, MenuSearchField } from "~/components/admin/menu-item-search";
import { Modal } from "~/components/admin/modal";
import { ModalActions } from "~/components/admin/modal-actions";
import { Icon } from "~/components/ui/icon";
import { TextField } from "~/components/ui/text-field";
import { notify } from "~/components/ui/toaster";
import { refusalWords } from "~/lib/api";
import { useFormErrors } from "~/lib/form-errors";
import { useMenuSearch } from "~/lib/use-menu-search";
import { useTexts } from "~/lib/texts";
import { BLANK_PROMO, promoCreateCandidate, promoFieldProblems, type PromoFields } from "./promo-form";
import { menuCategories, useCreatePromo, usePromoMenu } from "./promos-api";

/** How many items the search lists at once: typing more narrows it. */
const SHOWN_MATCHES = 8;

const ORDER_TYPE_CHOICES = ["any", "pickup", "delivery"] as const;

const optionCard =
  "flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-cream-200 px-3 py-2 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-saffron-500";
const checkbox = "size-5 shrink-0 accent-brand-700";

function Group({ legend, hint, children }: { legend: string; hint?: string; children: ReactNode }) {
  return (
    <fieldset className="min-w-0 rounded-xl border border-cream-200 p-3 sm:p-4">
      <legend className="px-1 text-sm font-bold text-ink-900">{legend}</legend>
      {hint && <p className="mb-2 text-sm text-ink-500">{hint}</p>}
      <div className="space-y-3">{children}</div>
    </fieldset>
  );
}

function Problem({ id, message }: { id?: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="text-sm font-semibold text-brand-700">
      {message}
    </p>
  );
}

/**
 * 'New promo code' (ADR 0024), the owner's: the code, what it gives (percent or dollars off,
 * or free delivery), and its rules, each optional: a minimum subtotal, first orders only, limits
 * per customer and in all, the dates it can be used on, the days and hours of the pickup or
 * delivery, pickup or delivery only, the items and categories it applies to (picked from the
 * menu), and holiday pre-orders left out. Checked with the schema the API uses.
 */
export function PromoCreateDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTexts("promosAdminTexts");
  const c = t.create;
  const errorTexts = useTexts("promoErrorTexts");
  const create = useCreatePromo();
  const form = useFormErrors(promoCreateSchema);
  const [fields, setFields] = useState<PromoFields>(BLANK_PROMO);
  const set = <K extends keyof PromoFields>(field: K, value: PromoFields[K]) => setFields((current) => ({ ...current, [field]: value }));
  const toggle = (field: "weekdays", value: number) =>
    setFields((current) => ({
      ...current,
      [field]: current[field].includes(value) ? current[field].filter((each) => each !== value) : [...current[field], value],
    }));
  const errors = form.errors;
  // The object's own refinements land on its path: a value missing for its kind, rules out of order.
  const valueError = errors.percent ?? errors.amountCents ?? errors[""];

  function close() {
    if (create.isPending) return;
    form.clear();
    onClose();
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (create.isPending) return;
    const input = form.check(promoCreateCandidate(fields), { also: promoFieldProblems(fields, c, errorTexts.rulesInvalid) });
    if (!input) {
      notify("error", c.fixErrors);
      return;
    }
    create.mutate(input, {
      onSuccess: (promo) => {
        notify("success", c.done(promo.code));
        setFields(BLANK_PROMO);
        form.clear();
        onClose();
      },
      onError: (error) => {
        form.fromServer(error);
        notify("error", refusalWords(error, c.failed));
      },
    });
  }

  return (
    <Modal
      open={open}
      title={c.title}
      onClose={close}
      size="xl"
      footer={
        <ModalActions
          cancelLabel={c.cancel}
          onCancel={close}
          cancelDisabled={create.isPending}
          confirmLabel={create.isPending ? c.saving : c.submit}
          form="promo-create-form"
          disabled={create.isPending}
          busy={create.isPending}
        />
      }
    >
      <form id="promo-create-form" noValidate onSubmit={submit} className="space-y-4" data-testid="promo-create-form">
        <TextField
          label={c.code}
          hint={c.codeHint}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={30}
          value={fields.code}
          onChange={(event) => set("code", event.target.value.toUpperCase())}
          error={errors.code}
          className="max-w-sm"
        />

        <Group legend={c.kind}>
          <div className="grid gap-2 sm:grid-cols-3">
            {PROMO_KINDS.map((kind) => (
              <label key={kind} className={optionCard}>
                <input
                  type="radio"
                  name="promo-kind"
                  value={kind}
                  checked={fields.kind === kind}
                  onChange={() => set("kind", kind)}
                  className={checkbox}
                />
                <span className="font-semibold">{t.kinds[kind]}</span>
              </label>
            ))}
          </div>
          {fields.kind === "percent" && (
            <TextField
              label={c.percent}
              hint={c.percentHint}
              inputMode="decimal"
              autoComplete="off"
              value={fields.percent}
              onChange={(event) => set("percent", event.target.value)}
              error={valueError}
              className="max-w-xs"
            />
          )}
          {fields.kind === "amount" && (
            <TextField
              label={c.amount}
              hint={c.amountHint}
              inputMode="decimal"
              autoComplete="off"
              value={fields.amount}
              onChange={(event) => set("amount", event.target.value)}
              error={valueError}
              className="max-w-xs"
            />
          )}
          {fields.kind === "free_delivery" && (
            <>
              <p className="text-sm text-ink-700">{c.freeDeliveryHint}</p>
              <Problem message={errors[""]} />
            </>
          )}
        </Group>

        <Group legend={c.rules} hint={c.rulesHint}>
          <div className="grid gap-4 sm:grid-cols-3">
            <TextField
              label={c.minSubtotal}
              hint={c.minSubtotalHint}
              inputMode="decimal"
              autoComplete="off"
              value={fields.minSubtotal}
              onChange={(event) => set("minSubtotal", event.target.value)}
              error={errors["rules.minSubtotalCents"]}
            />
            <TextField
              label={c.perCustomerLimit}
              hint={c.limitHint}
              inputMode="numeric"
              autoComplete="off"
              value={fields.perCustomerLimit}
              onChange={(event) => set("perCustomerLimit", event.target.value)}
              error={errors["rules.perCustomerLimit"]}
            />
            <TextField
              label={c.totalLimit}
              hint={c.limitHint}
              inputMode="numeric"
              autoComplete="off"
              value={fields.totalLimit}
              onChange={(event) => set("totalLimit", event.target.value)}
              error={errors["rules.totalLimit"]}
            />
          </div>
          <label className="flex min-h-11 items-start gap-3">
            <input
              type="checkbox"
              checked={fields.firstOrderOnly}
              onChange={(event) => set("firstOrderOnly", event.target.checked)}
              className={`${checkbox} mt-0.5`}
              aria-describedby="promo-first-order-hint"
            />
            <span>
              <span className="font-semibold">{c.firstOrderOnly}</span>
              <span id="promo-first-order-hint" className="block text-sm text-ink-500">
                {c.firstOrderOnlyHint}
              </span>
            </span>
          </label>
        </Group>

        <Group legend={c.dates} hint={c.datesHint}>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={c.startsOn}
              type="date"
              value={fields.startsOn}
              onChange={(event) => set("startsOn", event.target.value)}
              error={errors["rules.startsOn"]}
            />
            <TextField
              label={c.endsOn}
              type="date"
              min={fields.startsOn || undefined}
              value={fields.endsOn}
              onChange={(event) => set("endsOn", event.target.value)}
              error={errors["rules.endsOn"]}
            />
          </div>
          <fieldset>
            <legend className="text-sm font-semibold text-ink-900">{c.weekdays}</legend>
            <p className="text-sm text-ink-500">{c.weekdaysHint}</p>
            <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-7">
              {t.weekdays.map((day, index) => (
                <label key={day} className={optionCard}>
                  <input
                    type="checkbox"
                    checked={fields.weekdays.includes(index)}
                    onChange={() => toggle("weekdays", index)}
                    className={checkbox}
                  />
                  <span className="font-semibold">{day}</span>
                </label>
              ))}
            </div>
          </fieldset>
          <fieldset>
            <legend className="text-sm font-semibold text-ink-900">{c.hours}</legend>
            <p className="text-sm text-ink-500">{c.hoursHint}</p>
            <div className="mt-1 grid gap-4 sm:grid-cols-2">
              <TextField
                label={c.fromTime}
                type="time"
                step={900}
                value={fields.fromTime}
                onChange={(event) => set("fromTime", event.target.value)}
                error={errors["rules.fromMinute"]}
              />
              <TextField
                label={c.toTime}
                type="time"
                step={900}
                value={fields.toTime}
                onChange={(event) => set("toTime", event.target.value)}
                error={errors["rules.toMinute"]}
              />
            </div>
          </fieldset>
          <Problem message={errors.rules} />
        </Group>

        <Group legend={c.orderType}>
          <div className="grid gap-2 sm:grid-cols-3">
            {ORDER_TYPE_CHOICES.map((type) => (
              <label key={type} className={optionCard}>
                <input
                  type="radio"
                  name="promo-order-type"
                  value={type}
                  checked={fields.orderType === type}
                  onChange={() => set("orderType", type)}
                  className={checkbox}
                />
                <span className="font-semibold">{c.orderTypes[type]}</span>
              </label>
            ))}
          </div>
        </Group>

        <Group legend={c.eligible} hint={c.eligibleHint}>
          <EligiblePicker
            itemIds={fields.itemIds}
            categories={fields.categories}
            onItems={(itemIds) => set("itemIds", itemIds)}
            onCategories={(categories) => set("categories", categories)}
          />
          <Problem message={errors["rules.itemIds"] ?? errors["rules.categories"]} />
          <label className="flex min-h-11 items-center gap-3">
            <input
              type="checkbox"
              checked={fields.excludePreorders}
              onChange={(event) => set("excludePreorders", event.target.checked)}
              className={checkbox}
            />
            <span className="font-semibold">{c.excludePreorders}</span>
          </label>
        </Group>
      </form>
    </Modal>
  );
}

/**
 * The items and categories a code applies to, from the menu: whole categories ticked, items
 * found by name or category and added one by one (staff's item search, ADR 0016), each removable.
 */
function EligiblePicker({
  itemIds,
  categories,
  onItems,
  onCategories,
}: {
  itemIds: string[];
  categories: string[];
  onItems: (itemIds: string[]) => void;
  onCategories: (categories: string[]) => void;
}) {
  const t = useTexts("promosAdminTexts");
  const c = t.create;
  const menu = usePromoMenu();
  const items = useMemo(() => menu.data ?? [], [menu.data]);
  const search = useMenuSearch(items);
  const byId = useMemo(() => new Map(items.map((item) => [item.id, item])), [items]);
  const shown = search.matches.filter((item) => !itemIds.includes(item.id)).slice(0, SHOWN_MATCHES);

  if (menu.isPending) {
    return (
      <p role="status" className="text-sm text-ink-500">
        {c.menuLoading}
      </p>
    );
  }
  if (menu.isError) return <AdminLoadError message={c.menuFailed} retryLabel={t.retry} onRetry={() => void menu.refetch()} />;

  const add = (item: MenuItemDto) => {
    onItems([...itemIds, item.id]);
    search.back(true);
  };

  return (
    <div className="space-y-4">
      <fieldset>
        <legend className="text-sm font-semibold text-ink-900">{c.categories}</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {menuCategories(items).map((category) => (
            <label key={category.id} className={optionCard}>
              <input
                type="checkbox"
                checked={categories.includes(category.id)}
                onChange={(event) =>
                  onCategories(event.target.checked ? [...categories, category.id] : categories.filter((id) => id !== category.id))
                }
                className={checkbox}
              />
              <span className="font-semibold">{category.name}</span>
            </label>
          ))}
        </div>
      </fieldset>

      <div className="space-y-2">
        <h3 className="text-sm font-semibold text-ink-900">{c.items}</h3>
        <MenuSearchField
          searchId={search.searchId}
          query={search.query}
          onQuery={search.setQuery}
          found={shown.length > 0}
          words={{ search: c.searchItems, searchHint: c.searchHint, noMatch: c.noMatch }}
        >
          {search.query.trim() !== "" && (
            <ul className="divide-y divide-cream-200 rounded-lg border border-cream-200" aria-label={c.items}>
              {shown.map((item) => (
                <li key={item.id}>
                  <MenuItemButton item={item} onChoose={() => add(item)}>
                    <span className="min-w-0">
                      <span className="sr-only">{c.addItem(item.name)}</span>
                      <span aria-hidden="true" className="block font-semibold" lang={item.lang}>
                        {item.name}
                      </span>
                      <span aria-hidden="true" className="block text-xs text-ink-500">
                        {item.category.name}
                      </span>
                    </span>
                  </MenuItemButton>
                </li>
              ))}
            </ul>
          )}
        </MenuSearchField>
        <h4 className="text-sm font-semibold text-ink-700">{c.chosenItems}</h4>
        {itemIds.length === 0 ? (
          <p className="text-sm text-ink-500">{c.noItems}</p>
        ) : (
          <ul className="flex flex-wrap gap-2" aria-label={c.chosenItems} data-testid="promo-chosen-items">
            {itemIds.map((id) => {
              const name = byId.get(id)?.name ?? id.slice(0, 8);
              return (
                <li
                  key={id}
                  className="flex items-center gap-1 rounded-full border border-brand-700 bg-brand-50 py-1 pl-3 pr-1 text-sm font-semibold"
                >
                  {name}
                  <button
                    type="button"
                    onClick={() => onItems(itemIds.filter((each) => each !== id))}
                    aria-label={c.removeItem(name)}
                    title={c.removeItem(name)}
                    className="inline-flex h-9 w-9 items-center justify-center rounded-full hover:bg-white"
                  >
                    <Icon node={X} className="h-4 w-4" />
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </div>
  );
}
