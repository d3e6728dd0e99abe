import { CalendarX, CirclePlus, Save, Trash2 } from "lucide";
import { useId, useState, type FormEvent, type ReactNode } from "react";
import { formatDayHours, formatWeekdayDate, type SpecialDay } from "@shared/ordering/schedule";
import type { Locale } from "@shared/core/i18n";
import type { AdminOrderingSettingsDto } from "@shared/ordering/ordering-settings";
import {
  orderingSettingsInputSchema,
  SPECIAL_DAY_LABEL_MAX_LENGTH,
  specialDayInputSchema,
} from "@shared/ordering/ordering-settings.schema";
import { AdminEmpty, AdminLoadError, AdminTable } from "~/components/admin/admin-table";
import { buttonStyles } from "~/components/admin/button-styles";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { AdminPageHeader } from "~/components/admin/page-header";
import { Icon } from "~/components/ui/icon";
import { Spinner } from "~/components/ui/spinner";
import { TextField } from "~/components/ui/text-field";
import { TextAreaField } from "~/components/ui/text-area-field";
import { notify } from "~/components/ui/toaster";
import { useFormErrors, type FormErrors } from "~/lib/form-errors";
import { useLocale, useTexts, type Texts } from "~/lib/texts";
import { failureMessage } from "../admin-errors";
import { useDeleteSpecialDay, useOrderingSettings, useSaveOrderingSettings, useSaveSpecialDay } from "./ordering-api";
import {
  fieldsOf,
  savedSettings,
  sectionCandidate,
  WEEK_ORDER,
  type CapacityFields,
  type OrderingFields,
  type OrderingSection,
  type WeekdayKey,
} from "./ordering-form";

type OrderingTexts = Texts<"orderingAdminTexts">;
const dayName = (t: OrderingTexts, key: WeekdayKey) => t.weekly.days[Number(key)]!;

/**
 * The admin's Ordering page (ADR 0014): weekly hours, closed dates and special hours, capacity
 * per 15-minute slot and delivery terms. Each section saves on its own; the others' unsaved
 * edits stay on screen and are not sent.
 */
export function OrderingPage() {
  const t = useTexts("orderingAdminTexts");
  const locale = useLocale();
  const query = useOrderingSettings();
  return (
    <>
      <AdminPageHeader title={t.heading}>
        <p className="mt-1 max-w-2xl text-ink-700">{t.intro}</p>
        {query.data && <p className="mt-1 text-sm text-ink-500">{t.today(formatWeekdayDate(query.data.today, locale))}</p>}
      </AdminPageHeader>
      {query.isPending ? (
        <Spinner label={t.loading} />
      ) : query.isError ? (
        <AdminLoadError message={t.loadFailed} retryLabel={t.retry} onRetry={() => void query.refetch()} />
      ) : (
        <OrderingForms settings={query.data} />
      )}
    </>
  );
}

function OrderingForms({ settings }: { settings: AdminOrderingSettingsDto }) {
  const t = useTexts("orderingAdminTexts");
  const [fields, setFields] = useState<OrderingFields>(() => fieldsOf(settings));
  // Each section saves on its own: its mistakes are scoped to it, the others' stay shown.
  const form = useFormErrors(orderingSettingsInputSchema);
  const save = useSaveOrderingSettings();
  const [saving, setSaving] = useState<OrderingSection | null>(null);

  async function saveSection(section: OrderingSection) {
    const input = form.check(sectionCandidate(fields, savedSettings(settings), section), { scope: section });
    if (!input) {
      notify("error", t.toasts.fixErrors);
      return;
    }
    setSaving(section);
    try {
      const saved = await save.mutateAsync(input);
      // The saved section shows what the server kept (ZIP codes once each…); the others keep their edits.
      const fresh = fieldsOf(saved);
      setFields((current) => ({
        ...current,
        ...(section === "weeklyHours" ? { weekly: fresh.weekly } : {}),
        ...(section === "capacity" ? { everyDay: fresh.everyDay, byWeekday: fresh.byWeekday } : {}),
        ...(section === "delivery" ? { zipCodes: fresh.zipCodes, minimum: fresh.minimum, fee: fresh.fee, freeOver: fresh.freeOver } : {}),
      }));
      form.clear(section);
      notify("success", t.toasts.saved);
    } catch (error) {
      form.fromServer(error, section);
      notify("error", failureMessage(error, t.toasts.saveFailed));
    } finally {
      setSaving(null);
    }
  }

  const submit = (section: OrderingSection) => (event: FormEvent) => {
    event.preventDefault();
    void saveSection(section);
  };

  return (
    <div className="grid gap-6">
      <WeeklyHoursSection
        fields={fields}
        setFields={setFields}
        errors={form.errors}
        busy={saving === "weeklyHours"}
        onSubmit={submit("weeklyHours")}
      />
      <SpecialDaysSection settings={settings} />
      <CapacitySection
        fields={fields}
        setFields={setFields}
        errors={form.errors}
        busy={saving === "capacity"}
        onSubmit={submit("capacity")}
      />
      <DeliverySection
        fields={fields}
        setFields={setFields}
        errors={form.errors}
        busy={saving === "delivery"}
        onSubmit={submit("delivery")}
      />
    </div>
  );
}

interface SectionFormProps {
  fields: OrderingFields;
  setFields: (update: (current: OrderingFields) => OrderingFields) => void;
  errors: FormErrors;
  busy: boolean;
  onSubmit: (event: FormEvent) => void;
}

function Section({ title, intro, children, testId }: { title: string; intro: string; children: ReactNode; testId: string }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-2xl bg-white p-4 shadow-sm sm:p-6" data-testid={testId}>
      <h2 id={headingId} className="text-xl font-bold">
        {title}
      </h2>
      <p className="mt-1 text-sm text-ink-700">{intro}</p>
      <div className="mt-4">{children}</div>
    </section>
  );
}

function SaveButton({ busy, label }: { busy: boolean; label: string }) {
  const t = useTexts("orderingAdminTexts");
  return (
    <div className="mt-4 flex justify-end">
      <button type="submit" className={buttonStyles.primary} disabled={busy}>
        <Icon node={Save} className="h-4 w-4" />
        {busy ? t.saving : label}
      </button>
    </div>
  );
}

function ErrorText({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="mt-1 text-sm font-semibold text-brand-700">
      {message}
    </p>
  );
}

const INPUT =
  "mt-1 block min-h-11 w-full rounded-lg border bg-white px-3 text-base text-ink-900 shadow-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200 disabled:bg-cream-50 disabled:text-ink-500";
const inputBorder = (error: string | undefined) => (error ? "border-brand-600" : "border-cream-200");

/** One of a weekday's times (opens or closes), in 15-minute steps. */
function TimeCell(props: {
  id: string;
  label: string;
  ariaLabel: string;
  value: string;
  disabled: boolean;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const { id, label, ariaLabel, value, disabled, error, onChange } = props;
  return (
    <div>
      <label className="block text-xs font-semibold text-ink-700" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        type="time"
        step={900}
        className={`${INPUT} ${inputBorder(error)}`}
        value={value}
        disabled={disabled}
        aria-label={ariaLabel}
        aria-invalid={error ? true : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      <ErrorText message={error} />
    </div>
  );
}

function WeeklyHoursSection({ fields, setFields, errors, busy, onSubmit }: SectionFormProps) {
  const t = useTexts("orderingAdminTexts");
  const setDay = (key: WeekdayKey, change: Partial<OrderingFields["weekly"][WeekdayKey]>) =>
    setFields((current) => ({ ...current, weekly: { ...current.weekly, [key]: { ...current.weekly[key], ...change } } }));
  return (
    <Section title={t.weekly.heading} intro={t.weekly.intro} testId="weekly-hours">
      <form onSubmit={onSubmit} noValidate>
        <ul className="divide-y divide-cream-200">
          {WEEK_ORDER.map((key) => {
            const day = fields.weekly[key];
            const name = dayName(t, key);
            const openError = errors[`weeklyHours.${key}.open`] ?? errors[`weeklyHours.${key}`];
            const closeError = errors[`weeklyHours.${key}.close`];
            return (
              <li
                key={key}
                className="grid grid-cols-2 items-start gap-x-4 gap-y-2 py-3 sm:grid-cols-[8rem_7rem_1fr_1fr]"
                data-testid="weekday-row"
              >
                <p className="self-center font-semibold">{name}</p>
                <label className="inline-flex min-h-11 items-center gap-2 self-center text-sm font-semibold">
                  <input
                    type="checkbox"
                    className="h-5 w-5 accent-brand-700"
                    checked={day.open}
                    onChange={(event) => setDay(key, { open: event.target.checked })}
                    aria-label={t.weekly.openLabel(name)}
                  />
                  {day.open ? t.weekly.open : t.weekly.closed}
                </label>
                <TimeCell
                  id={`opens-${key}`}
                  label={t.weekly.opensAt}
                  ariaLabel={t.weekly.opensAtLabel(name)}
                  value={day.opensAt}
                  disabled={!day.open}
                  error={openError}
                  onChange={(opensAt) => setDay(key, { opensAt })}
                />
                <TimeCell
                  id={`closes-${key}`}
                  label={t.weekly.closesAt}
                  ariaLabel={t.weekly.closesAtLabel(name)}
                  value={day.closesAt}
                  disabled={!day.open}
                  error={closeError}
                  onChange={(closesAt) => setDay(key, { closesAt })}
                />
              </li>
            );
          })}
        </ul>
        <SaveButton busy={busy} label={t.weekly.save} />
      </form>
    </Section>
  );
}

function describeHours(day: SpecialDay, t: OrderingTexts, locale: Locale): string {
  return day.hours ? formatDayHours(day.hours, locale) : t.special.closedAllDay;
}

function SpecialDaysSection({ settings }: { settings: AdminOrderingSettingsDto }) {
  const t = useTexts("orderingAdminTexts");
  const locale = useLocale();
  const saveDay = useSaveSpecialDay();
  const deleteDay = useDeleteSpecialDay();
  const [toRemove, setToRemove] = useState<SpecialDay | null>(null);
  const [date, setDate] = useState("");
  const [kind, setKind] = useState<"closed" | "hours">("closed");
  const [opensAt, setOpensAt] = useState("10:00");
  const [closesAt, setClosesAt] = useState("14:00");
  const [label, setLabel] = useState("");
  const form = useFormErrors(specialDayInputSchema);
  const errors = form.errors;
  const kindName = useId();

  async function add(event: FormEvent) {
    event.preventDefault();
    // Whether the date is past is the page's to say (the schema's date is the route's).
    const dateError = !date ? t.errors.dateInvalid : date < settings.today ? t.errors.datePast : undefined;
    const input = form.check(
      { hours: kind === "closed" ? null : { open: opensAt, close: closesAt }, label },
      { also: dateError ? { date: dateError } : {} },
    );
    if (!input) {
      notify("error", t.toasts.fixErrors);
      return;
    }
    try {
      await saveDay.mutateAsync({ date, input });
      notify("success", t.toasts.dayAdded(formatWeekdayDate(date, locale)));
      form.clear();
      setDate("");
      setLabel("");
    } catch (error) {
      form.fromServer(error);
      notify("error", failureMessage(error, t.toasts.dayFailed));
    }
  }

  function remove(day: SpecialDay) {
    deleteDay.mutate(day.date, {
      onSuccess: () => {
        notify("success", t.toasts.dayRemoved(formatWeekdayDate(day.date, locale)));
        setToRemove(null);
      },
      onError: (error) => notify("error", failureMessage(error, t.toasts.dayFailed)),
    });
  }

  return (
    <Section title={t.special.heading} intro={t.special.intro} testId="special-days">
      {settings.specialDays.length === 0 ? (
        <AdminEmpty>{t.special.empty}</AdminEmpty>
      ) : (
        <AdminTable
          className="border border-cream-200 shadow-none"
          columns={[
            { label: t.special.columns.date },
            { label: t.special.columns.hours },
            { label: t.special.columns.label, wideOnly: true },
            { label: t.special.columns.actions, srOnly: true, align: "right" },
          ]}
        >
          {settings.specialDays.map((day) => (
            <tr key={day.date} data-testid="special-day-row">
              <td className="px-3 py-2 font-semibold lg:px-4">
                {formatWeekdayDate(day.date, locale)}
                {day.label && <span className="block text-xs font-normal text-ink-500 lg:hidden">{day.label}</span>}
              </td>
              <td className="px-3 py-2 lg:px-4">
                {day.hours ? (
                  describeHours(day, t, locale)
                ) : (
                  <span className="inline-flex items-center gap-1 font-semibold text-red-800">
                    <Icon node={CalendarX} className="h-4 w-4" />
                    {describeHours(day, t, locale)}
                  </span>
                )}
              </td>
              <td className="hidden px-3 py-2 lg:table-cell lg:px-4">{day.label}</td>
              <td className="px-3 py-2 text-right lg:px-4">
                <button
                  type="button"
                  className={buttonStyles.ghost}
                  onClick={() => setToRemove(day)}
                  aria-label={t.special.removeLabel(formatWeekdayDate(day.date, locale))}
                >
                  <Icon node={Trash2} className="h-4 w-4" />
                  <span className="hidden sm:inline">{t.special.remove}</span>
                </button>
              </td>
            </tr>
          ))}
        </AdminTable>
      )}

      <form onSubmit={(event) => void add(event)} noValidate className="mt-6 rounded-xl border border-cream-200 p-3 sm:p-4">
        <h3 className="text-base font-bold">{t.special.addHeading}</h3>
        <div className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <TextField
            label={t.special.date}
            type="date"
            min={settings.today}
            value={date}
            onChange={(event) => setDate(event.target.value)}
            error={errors.date}
          />
          <fieldset className="sm:col-span-1 lg:col-span-3">
            <legend className="block text-sm font-semibold text-ink-900">{t.special.kind}</legend>
            <div className="mt-1 flex flex-wrap gap-x-6">
              {(["closed", "hours"] as const).map((value) => (
                <label key={value} className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold">
                  <input
                    type="radio"
                    name={kindName}
                    value={value}
                    className="h-5 w-5 accent-brand-700"
                    checked={kind === value}
                    onChange={() => setKind(value)}
                  />
                  {t.special.kinds[value]}
                </label>
              ))}
            </div>
          </fieldset>
          {kind === "hours" && (
            <>
              <TextField
                label={t.special.opensAt}
                type="time"
                step={900}
                value={opensAt}
                onChange={(event) => setOpensAt(event.target.value)}
                error={errors["hours.open"] ?? errors.hours}
              />
              <TextField
                label={t.special.closesAt}
                type="time"
                step={900}
                value={closesAt}
                onChange={(event) => setClosesAt(event.target.value)}
                error={errors["hours.close"]}
              />
            </>
          )}
          <TextField
            label={t.special.label}
            hint={t.special.labelHint}
            maxLength={SPECIAL_DAY_LABEL_MAX_LENGTH}
            value={label}
            onChange={(event) => setLabel(event.target.value)}
            error={errors.label}
            className={kind === "hours" ? "sm:col-span-2" : "sm:col-span-2 lg:col-span-4"}
          />
        </div>
        <div className="mt-4 flex justify-end">
          <button type="submit" className={buttonStyles.primary} disabled={saveDay.isPending}>
            <Icon node={CirclePlus} className="h-4 w-4" />
            {saveDay.isPending ? t.special.adding : t.special.add}
          </button>
        </div>
      </form>

      <ConfirmDialog
        open={toRemove !== null}
        title={t.special.confirmRemove.title}
        message={toRemove ? t.special.confirmRemove.message(formatWeekdayDate(toRemove.date, locale)) : ""}
        confirmLabel={t.special.confirmRemove.confirm}
        danger
        busy={deleteDay.isPending}
        onConfirm={() => toRemove && remove(toRemove)}
        onCancel={() => setToRemove(null)}
      />
    </Section>
  );
}

const capacityColumns = (t: OrderingTexts) =>
  [
    { field: "pickupOrders", path: "pickup.maxOrders", label: t.capacity.columns.pickupOrders, decimal: false },
    { field: "pickupPounds", path: "pickup.maxPounds", label: t.capacity.columns.pickupPounds, decimal: true },
    { field: "deliveryOrders", path: "delivery.maxOrders", label: t.capacity.columns.deliveryOrders, decimal: false },
    { field: "deliveryPounds", path: "delivery.maxPounds", label: t.capacity.columns.deliveryPounds, decimal: true },
  ] as const satisfies readonly { field: keyof CapacityFields; path: string; label: string; decimal: boolean }[];

const EMPTY_CAPACITY: CapacityFields = { pickupOrders: "", pickupPounds: "", deliveryOrders: "", deliveryPounds: "" };
const CAPACITY_GRID = "grid grid-cols-2 gap-3 sm:grid-cols-[9rem_repeat(4,minmax(0,1fr))_2.75rem] sm:items-start";

function CapacitySection({ fields, setFields, errors, busy, onSubmit }: SectionFormProps) {
  const t = useTexts("orderingAdminTexts");
  const columns = capacityColumns(t);
  const [picked, setNewDay] = useState<WeekdayKey | "">("");
  const [dayError, setDayError] = useState<string | undefined>();
  const free = WEEK_ORDER.filter((key) => !fields.byWeekday[key]);
  const newDay = picked && free.includes(picked) ? picked : "";

  const setRow = (key: "everyDay" | WeekdayKey, field: keyof CapacityFields, value: string) =>
    setFields((current) =>
      key === "everyDay"
        ? { ...current, everyDay: { ...current.everyDay, [field]: value } }
        : { ...current, byWeekday: { ...current.byWeekday, [key]: { ...(current.byWeekday[key] ?? EMPTY_CAPACITY), [field]: value } } },
    );
  const removeRow = (key: WeekdayKey) =>
    setFields((current) => {
      const byWeekday = { ...current.byWeekday };
      delete byWeekday[key];
      return { ...current, byWeekday };
    });
  const addRow = () => {
    if (!newDay) {
      setDayError(t.errors.dayMissing);
      return;
    }
    setDayError(undefined);
    setFields((current) => ({ ...current, byWeekday: { ...current.byWeekday, [newDay]: { ...current.everyDay } } }));
    setNewDay("");
  };

  const row = (key: "everyDay" | WeekdayKey, name: string) => {
    const values = key === "everyDay" ? fields.everyDay : (fields.byWeekday[key] ?? EMPTY_CAPACITY);
    const base = key === "everyDay" ? "capacity.everyDay" : `capacity.byWeekday.${key}`;
    return (
      <li key={key} className={`${CAPACITY_GRID} py-3`} data-testid="capacity-row">
        <p className="col-span-2 self-center font-semibold sm:col-span-1">{name}</p>
        {columns.map((column) => {
          const error = errors[`${base}.${column.path}`];
          const id = `capacity-${key}-${column.field}`;
          return (
            <div key={column.field}>
              <label htmlFor={id} className="block text-xs font-semibold text-ink-700 sm:sr-only">
                <span aria-hidden="true" className="sm:hidden">
                  {column.label}
                </span>
                <span className="sr-only">{t.capacity.fieldLabel(name, column.label)}</span>
              </label>
              <input
                id={id}
                inputMode={column.decimal ? "decimal" : "numeric"}
                autoComplete="off"
                placeholder={t.capacity.noLimit}
                className={`${INPUT} ${inputBorder(error)} sm:mt-0`}
                value={values[column.field]}
                aria-invalid={error ? true : undefined}
                onChange={(event) => setRow(key, column.field, event.target.value)}
              />
              <ErrorText message={error} />
            </div>
          );
        })}
        {key === "everyDay" ? (
          <span className="hidden sm:block" />
        ) : (
          <button
            type="button"
            className={`${buttonStyles.ghost} col-span-2 justify-self-end sm:col-span-1`}
            onClick={() => removeRow(key)}
            aria-label={t.capacity.removeOverride(name)}
            title={t.capacity.remove}
          >
            <Icon node={Trash2} className="h-4 w-4" />
            <span className="sm:hidden">{t.capacity.remove}</span>
          </button>
        )}
      </li>
    );
  };

  return (
    <Section title={t.capacity.heading} intro={t.capacity.intro} testId="capacity">
      <form onSubmit={onSubmit} noValidate>
        <div
          className={`${CAPACITY_GRID} hidden border-b border-cream-200 pb-2 text-xs font-semibold uppercase tracking-wide text-ink-500 sm:grid`}
          aria-hidden="true"
        >
          <span>{t.capacity.columns.day}</span>
          {columns.map((column) => (
            <span key={column.field}>{column.label}</span>
          ))}
          <span />
        </div>
        <ul className="divide-y divide-cream-200">
          {row("everyDay", t.capacity.everyDay)}
          {WEEK_ORDER.filter((key) => fields.byWeekday[key]).map((key) => row(key, dayName(t, key)))}
        </ul>
        {errors["capacity.byWeekday"] && <ErrorText message={errors["capacity.byWeekday"]} />}
        {free.length > 0 && (
          <div className="mt-3 flex flex-wrap items-end gap-3 border-t border-cream-200 pt-3">
            <div>
              <label htmlFor="capacity-new-day" className="block text-sm font-semibold text-ink-900">
                {t.capacity.addOverrideLabel}
              </label>
              <select
                id="capacity-new-day"
                className={`${INPUT} ${inputBorder(dayError)}`}
                value={newDay}
                onChange={(event) => setNewDay(event.target.value as WeekdayKey | "")}
                aria-invalid={dayError ? true : undefined}
              >
                <option value="">{t.capacity.chooseDay}</option>
                {free.map((key) => (
                  <option key={key} value={key}>
                    {dayName(t, key)}
                  </option>
                ))}
              </select>
              <ErrorText message={dayError} />
            </div>
            <button type="button" className={buttonStyles.secondary} onClick={addRow}>
              <Icon node={CirclePlus} className="h-4 w-4" />
              {t.capacity.addOverride}
            </button>
          </div>
        )}
        <SaveButton busy={busy} label={t.capacity.save} />
      </form>
    </Section>
  );
}

/** The delivery terms in dollars: each field, its words and the server's name for its error. */
const deliveryAmounts = (t: OrderingTexts) =>
  [
    { field: "minimum", label: t.delivery.minimum, hint: t.delivery.minimumHint, errorKey: "delivery.minimumCents" },
    { field: "fee", label: t.delivery.fee, hint: t.delivery.feeHint, errorKey: "delivery.feeCents" },
    { field: "freeOver", label: t.delivery.freeOver, hint: t.delivery.freeOverHint, errorKey: "delivery.freeOverCents" },
  ] as const;

function DeliverySection({ fields, setFields, errors, busy, onSubmit }: SectionFormProps) {
  const t = useTexts("orderingAdminTexts");
  const set = (field: "zipCodes" | "minimum" | "fee" | "freeOver", value: string) =>
    setFields((current) => ({ ...current, [field]: value }));
  const zipError = errors["delivery.zipCodes"] ?? Object.entries(errors).find(([key]) => key.startsWith("delivery.zipCodes."))?.[1];
  return (
    <Section title={t.delivery.heading} intro={t.delivery.intro} testId="delivery">
      <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-3">
        <TextAreaField
          label={t.delivery.zipCodes}
          hint={t.delivery.zipCodesHint}
          rows={3}
          value={fields.zipCodes}
          onChange={(event) => set("zipCodes", event.target.value)}
          error={zipError}
          className="sm:col-span-3"
        />
        {deliveryAmounts(t).map(({ field, label, hint, errorKey }) => (
          <TextField
            key={field}
            label={label}
            hint={hint}
            inputMode="decimal"
            autoComplete="off"
            value={fields[field]}
            onChange={(event) => set(field, event.target.value)}
            error={errors[errorKey]}
          />
        ))}
        <div className="sm:col-span-3">
          <SaveButton busy={busy} label={t.delivery.save} />
        </div>
      </form>
    </Section>
  );
}
