import { useEffect, useId, useState } from "react";
import { Controller, useForm, useWatch, type Path, type UseFormReturn } from "react-hook-form";
import { centsToPriceText, type AdminMenuItemDto, type ItemOptionGroupDto } from "@shared/menu/menu";
import {
  centsToPriceDeltaText,
  dailyStockFromText,
  englishWithoutSpanish,
  hoursTextFromLeadMinutes,
  leadMinutesFromHoursText,
} from "@shared/menu/menu-admin";
import { menuItemInputSchema, type MenuItemFormValues, type MenuItemInput } from "@shared/menu/menu.schema";
import type { CategoryDto } from "@shared/menu/menu";
import { formatQuantityNumber } from "@shared/core/quantity";
import { CATERING_ROLES, type CateringRole } from "@shared/catering/catering";
import { Modal } from "~/components/admin/modal";
import { Switch } from "~/components/admin/switch";
import { ModalActions } from "~/components/admin/modal-actions";
import { TextAreaField } from "~/components/ui/text-area-field";
import { TextField } from "~/components/ui/text-field";
import { notify } from "~/components/ui/toaster";
import { fieldErrorsOf, useSchemaResolver } from "~/lib/form-errors";
import { useTexts } from "~/lib/texts";
import { DraftSpanishButton } from "../ai/draft-spanish-button";
import { ImageField } from "../images/image-field";
import { useEditorUploads } from "../images/images-api";
import { useSaveItem } from "./menu-items-api";
import { OptionGroupsEditor } from "./option-groups-editor";

function defaultsFor(item: AdminMenuItemDto | null, categories: CategoryDto[], categoryHint: string | null): MenuItemFormValues {
  if (!item) {
    return {
      name: "",
      nameEs: "",
      description: "",
      descriptionEs: "",
      price: "",
      priceUnit: "each",
      categoryId: categoryHint ?? (categories.length === 1 ? categories[0]!.id : ""),
      imageUrl: "",
      isAvailable: true,
      isFeatured: false,
      quantityMin: "1",
      quantityStep: "1",
      pricedByWeight: false,
      optionGroups: [],
      leadMinutes: 0,
      dailyStock: null,
      preorder: null,
      cateringRole: null,
    };
  }
  return {
    name: item.name,
    nameEs: item.nameEs ?? "",
    description: item.description ?? "",
    descriptionEs: item.descriptionEs ?? "",
    price: centsToPriceText(item.priceCents),
    priceUnit: item.priceUnit,
    categoryId: item.category.id,
    imageUrl: item.imageUrl ?? "",
    isAvailable: item.isAvailable,
    isFeatured: item.isFeatured,
    quantityMin: formatQuantityNumber(item.quantityMin),
    quantityStep: formatQuantityNumber(item.quantityStep),
    pricedByWeight: item.pricedByWeight,
    optionGroups: item.optionGroups.map(groupValues),
    leadMinutes: item.schedule.leadMinutes,
    dailyStock: item.schedule.dailyStock,
    preorder: item.schedule.preorder,
    cateringRole: item.cateringRole,
  };
}

/** A saved group as the form edits it: its ids kept (unseen), picks and price changes as typed text. */
function groupValues(group: ItemOptionGroupDto) {
  return {
    id: group.id,
    name: group.name,
    nameEs: group.nameEs ?? "",
    selection: group.selection,
    isRequired: group.isRequired,
    minPicks: group.selection === "multiple" && group.isRequired ? String(group.minPicks) : "",
    maxPicks: group.selection === "multiple" ? String(group.maxPicks) : "",
    options: group.options.map((option) => ({
      id: option.id,
      name: option.name,
      nameEs: option.nameEs ?? "",
      priceDelta: centsToPriceDeltaText(option.priceDeltaCents),
      isDefault: option.isDefault,
    })),
  };
}

/**
 * Where a field message of the server goes: its own field when the form has one; a choice's
 * or group's id (not this item's any more) has none, so the choices section says it.
 */
function fieldPath(key: string, fields: object): Path<MenuItemFormValues> | null {
  const [top] = key.split(".");
  if (!top || !(top in fields)) return null;
  return (key.endsWith(".id") ? "optionGroups" : key) as Path<MenuItemFormValues>;
}

interface MenuItemFormModalProps {
  open: boolean;
  /** The item to edit; null to add one. */
  item: AdminMenuItemDto | null;
  categories: CategoryDto[];
  /** The category tab the admin is on, preselected for a new item. */
  categoryHint: string | null;
  onClose: () => void;
}

/** docs/product.md 'Admin menu': the Add Item modal, also used to edit, with the shared schema's messages. */
export function MenuItemFormModal({ open, item, categories, categoryHint, onClose }: MenuItemFormModalProps) {
  const texts = useTexts("menuAdminTexts");
  const catering = useTexts("cateringAdminTexts");
  // The shared rules, saying their messages in the admin's language.
  const resolver = useSchemaResolver(menuItemInputSchema);
  const formId = useId();
  const uploads = useEditorUploads();
  const save = useSaveItem();
  const pricedByWeightHintId = useId();
  const form = useForm<MenuItemFormValues, unknown, MenuItemInput>({
    resolver,
    defaultValues: defaultsFor(item, categories, categoryHint),
  });
  const {
    register,
    handleSubmit,
    control,
    reset,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = form;

  useEffect(() => {
    if (open) reset(defaultsFor(item, categories, categoryHint));
    // Reset only when the modal opens for an item, not when the list refreshes behind it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, item?.id]);

  const close = () => {
    uploads.discardExcept(null);
    onClose();
  };

  const onSubmit = handleSubmit(async (input) => {
    try {
      const saved = await save.mutateAsync({ id: item?.id ?? null, input });
      uploads.discardExcept(saved.item.imageUrl);
      notify("success", item ? texts.toasts.updated(saved.item.name) : texts.toasts.created(saved.item.name));
      if (!saved.sync.ok) notify("error", saved.sync.message);
      onClose();
    } catch (error) {
      for (const [field, message] of Object.entries(fieldErrorsOf(error))) {
        const path = fieldPath(field, menuItemInputSchema.shape);
        if (path) setError(path, { message });
      }
      notify("error", texts.toasts.saveFailed);
    }
  });

  const name = useWatch({ control, name: "name" });
  const priceUnit = useWatch({ control, name: "priceUnit" }) ?? "each";
  const hints = texts.form.quantityHints[priceUnit];

  return (
    <Modal
      open={open}
      title={item ? texts.editItem : texts.addItem}
      onClose={close}
      size="xl"
      footer={
        <ModalActions
          cancelLabel={texts.form.cancel}
          onCancel={close}
          confirmLabel={isSubmitting ? texts.form.saving : item ? texts.form.save : texts.form.create}
          form={formId}
          disabled={isSubmitting}
        />
      }
    >
      <form id={formId} onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4 md:grid-cols-3">
        <TextField
          label={texts.form.name}
          autoComplete="off"
          error={errors.name?.message}
          className="md:col-span-3"
          {...register("name")}
        />
        <TextField
          label={texts.spanish.name}
          lang="es"
          autoComplete="off"
          hint={texts.spanish.hint}
          error={errors.nameEs?.message}
          className="md:col-span-2"
          {...register("nameEs")}
        />
        <div className="md:pt-6">
          <DraftSpanishButton
            collect={() => englishWithoutSpanish(form.getValues())}
            apply={(drafts) => {
              for (const [field, spanish] of Object.entries(drafts)) {
                setValue(`${field}Es` as Path<MenuItemFormValues>, spanish, { shouldDirty: true });
              }
            }}
            hint={texts.spanish.draftHint}
            nothingToDraft={texts.spanish.nothingToDraft}
            disabled={isSubmitting}
          />
        </div>
        <TextField
          label={texts.form.price}
          inputMode="decimal"
          autoComplete="off"
          hint={texts.form.priceHint}
          error={errors.price?.message}
          {...register("price")}
        />
        <SelectField
          label={texts.form.priceUnit}
          error={errors.priceUnit?.message}
          {...register("priceUnit", {
            // Only cuts sold by the pound are weighed; the switch goes with the unit.
            onChange: (event: { target: { value: string } }) => {
              if (event.target.value !== "lb") setValue("pricedByWeight", false);
            },
          })}
        >
          <option value="each">{texts.form.priceUnits.each}</option>
          <option value="lb">{texts.form.priceUnits.lb}</option>
        </SelectField>
        <SelectField label={texts.form.category} error={errors.categoryId?.message} {...register("categoryId")}>
          <option value="">{texts.form.chooseCategory}</option>
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </SelectField>
        {/* The catering menu (ADR 0023): where the request form offers the item, if at all. */}
        <Controller
          control={control}
          name="cateringRole"
          render={({ field }) => (
            <SelectField
              label={catering.menuRole.label}
              hint={catering.menuRole.hint}
              error={errors.cateringRole?.message}
              name={field.name}
              onBlur={field.onBlur}
              value={field.value ?? ""}
              onChange={(event) => field.onChange(event.target.value === "" ? null : (event.target.value as CateringRole))}
              className="md:col-span-3"
            >
              <option value="">{catering.menuRole.none}</option>
              {CATERING_ROLES.map((role) => (
                <option key={role} value={role}>
                  {catering.menuRole.roles[role]}
                </option>
              ))}
            </SelectField>
          )}
        />
        <fieldset className="grid min-w-0 gap-4 rounded-xl border border-cream-200 p-3 sm:grid-cols-2 sm:p-4 md:col-span-3">
          <legend className="px-1 text-sm font-bold text-ink-700">{texts.form.quantities}</legend>
          <TextField
            label={texts.form.quantityMin}
            inputMode={priceUnit === "lb" ? "decimal" : "numeric"}
            autoComplete="off"
            hint={hints.min}
            error={errors.quantityMin?.message}
            {...register("quantityMin")}
          />
          <TextField
            label={texts.form.quantityStep}
            inputMode={priceUnit === "lb" ? "decimal" : "numeric"}
            autoComplete="off"
            hint={hints.step}
            error={errors.quantityStep?.message}
            {...register("quantityStep")}
          />
          {priceUnit === "lb" && (
            <div className="flex items-start gap-3 sm:col-span-2">
              <Controller
                control={control}
                name="pricedByWeight"
                render={({ field }) => (
                  <Switch
                    checked={field.value === true}
                    onChange={field.onChange}
                    label={texts.form.pricedByWeight}
                    describedBy={pricedByWeightHintId}
                  />
                )}
              />
              <div className="pt-2.5">
                <p className="text-sm font-semibold text-ink-900" aria-hidden="true">
                  {texts.form.pricedByWeight}
                </p>
                <p id={pricedByWeightHintId} className="text-sm text-ink-500">
                  {texts.form.pricedByWeightHint}
                </p>
                {errors.pricedByWeight?.message && (
                  <p role="alert" className="mt-1 text-sm font-semibold text-brand-700">
                    {errors.pricedByWeight.message}
                  </p>
                )}
              </div>
            </div>
          )}
        </fieldset>
        <SchedulingFields key={`${open}-${item?.id ?? "new"}`} form={form} priceUnit={priceUnit} />
        <TextAreaField
          label={texts.form.description}
          rows={3}
          error={errors.description?.message}
          className="md:col-span-3"
          {...register("description")}
        />
        <TextAreaField
          label={texts.spanish.description}
          lang="es"
          rows={3}
          hint={texts.spanish.hint}
          error={errors.descriptionEs?.message}
          className="md:col-span-3"
          {...register("descriptionEs")}
        />
        <div className="md:col-span-3">
          <Controller
            control={control}
            name="imageUrl"
            render={({ field }) => (
              <ImageField
                label={texts.form.image}
                store="products"
                value={field.value ?? ""}
                onChange={field.onChange}
                uploads={uploads}
                alt={name}
              />
            )}
          />
        </div>
        <TextField
          label={texts.form.imageUrl}
          type="url"
          inputMode="url"
          autoComplete="off"
          hint={texts.form.imageUrlHint}
          error={errors.imageUrl?.message}
          className="md:col-span-3"
          {...register("imageUrl")}
        />
        <div className="md:col-span-3">
          <OptionGroupsEditor form={form} priceUnit={priceUnit} />
        </div>
        <div className="flex flex-wrap gap-x-6 gap-y-2 md:col-span-3">
          <label className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold">
            <input type="checkbox" className="h-5 w-5 accent-brand-700" {...register("isAvailable")} />
            {texts.form.isAvailable}
          </label>
          <label className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold">
            <input type="checkbox" className="h-5 w-5 accent-brand-700" {...register("isFeatured")} />
            {texts.form.isFeatured}
          </label>
        </div>
      </form>
    </Modal>
  );
}

/**
 * "Ordering ahead" (ADR 0014): the notice the kitchen needs (typed in hours, kept in minutes),
 * stock per day, and a pre-order window. The inputs keep the text as typed; the form holds the
 * numbers (NaN for text that is none, which the schema refuses with its words).
 */
function SchedulingFields({
  form,
  priceUnit,
}: {
  form: UseFormReturn<MenuItemFormValues, unknown, MenuItemInput>;
  priceUnit: "each" | "lb";
}) {
  const s = useTexts("menuAdminTexts").scheduling;
  const { control, formState } = form;
  const errors = formState.errors;
  const [leadText, setLeadText] = useState(() => hoursTextFromLeadMinutes(form.getValues("leadMinutes") ?? 0));
  const [stockText, setStockText] = useState(() => {
    const stock = form.getValues("dailyStock");
    return typeof stock === "number" ? formatQuantityNumber(stock) : "";
  });
  const preorderErrors = errors.preorder as
    { message?: string; firstDate?: { message?: string }; lastDate?: { message?: string }; cutoffDate?: { message?: string } } | undefined;
  return (
    <fieldset
      className="grid min-w-0 gap-4 rounded-xl border border-cream-200 p-3 sm:grid-cols-2 sm:p-4 md:col-span-3"
      data-testid="ordering-ahead"
    >
      <legend className="px-1 text-sm font-bold text-ink-700">{s.legend}</legend>
      <Controller
        control={control}
        name="leadMinutes"
        render={({ field }) => (
          <TextField
            label={s.leadHours}
            inputMode="decimal"
            autoComplete="off"
            hint={s.leadHoursHint}
            error={errors.leadMinutes?.message}
            name={field.name}
            onBlur={field.onBlur}
            value={leadText}
            onChange={(event) => {
              setLeadText(event.target.value);
              field.onChange(leadMinutesFromHoursText(event.target.value));
            }}
          />
        )}
      />
      <Controller
        control={control}
        name="dailyStock"
        render={({ field }) => (
          <TextField
            label={s.dailyStock}
            inputMode={priceUnit === "lb" ? "decimal" : "numeric"}
            autoComplete="off"
            hint={s.dailyStockHint[priceUnit]}
            error={errors.dailyStock?.message}
            name={field.name}
            onBlur={field.onBlur}
            value={stockText}
            onChange={(event) => {
              setStockText(event.target.value);
              field.onChange(dailyStockFromText(event.target.value));
            }}
          />
        )}
      />
      <Controller
        control={control}
        name="preorder"
        render={({ field }) => {
          const window = field.value ?? null;
          const set = (part: "firstDate" | "lastDate" | "cutoffDate", value: string) =>
            field.onChange({ firstDate: "", lastDate: "", cutoffDate: "", ...window, [part]: value });
          return (
            <div className="grid gap-4 sm:col-span-2 sm:grid-cols-3">
              <div className="sm:col-span-3">
                <label className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold">
                  <input
                    type="checkbox"
                    className="h-5 w-5 accent-brand-700"
                    checked={window !== null}
                    onChange={(event) => field.onChange(event.target.checked ? { firstDate: "", lastDate: "", cutoffDate: "" } : null)}
                  />
                  {s.preorder}
                </label>
                <p className="text-sm text-ink-500">{s.preorderHint}</p>
                {preorderErrors?.message && (
                  <p role="alert" className="mt-1 text-sm font-semibold text-brand-700">
                    {preorderErrors.message}
                  </p>
                )}
              </div>
              {window !== null && (
                <>
                  <TextField
                    label={s.firstDate}
                    type="date"
                    value={window.firstDate ?? ""}
                    onChange={(event) => set("firstDate", event.target.value)}
                    error={preorderErrors?.firstDate?.message}
                  />
                  <TextField
                    label={s.lastDate}
                    type="date"
                    value={window.lastDate ?? ""}
                    onChange={(event) => set("lastDate", event.target.value)}
                    error={preorderErrors?.lastDate?.message}
                  />
                  <TextField
                    label={s.cutoffDate}
                    type="date"
                    value={window.cutoffDate ?? ""}
                    onChange={(event) => set("cutoffDate", event.target.value)}
                    error={preorderErrors?.cutoffDate?.message}
                  />
                </>
              )}
            </div>
          );
        }}
      />
    </fieldset>
  );
}

type SelectFieldProps = React.SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
};

/** A labelled select styled like TextField, with its hint and error announced. */
function SelectField({ label, error, hint, id, className = "", children, ...select }: SelectFieldProps) {
  const generated = useId();
  const selectId = id ?? generated;
  const errorId = error ? `${selectId}-error` : undefined;
  const hintId = hint ? `${selectId}-hint` : undefined;
  return (
    <div className={className}>
      <label htmlFor={selectId} className="block text-sm font-semibold text-ink-900">
        {label}
      </label>
      <select
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(" ") || undefined}
        className={`mt-1 block min-h-11 w-full rounded-lg border bg-white px-3 text-base text-ink-900 shadow-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200 ${
          error ? "border-brand-600" : "border-cream-200"
        }`}
        {...select}
      >
        {children}
      </select>
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-ink-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="mt-1 text-sm font-semibold text-brand-700">
          {error}
        </p>
      )}
    </div>
  );
}
