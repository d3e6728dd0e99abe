import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide";
import { useId, type ReactNode } from "react";
import { useFieldArray, useWatch, type FieldError, type UseFormReturn } from "react-hook-form";
import { parsePriceToCents, type PriceUnit } from "@shared/menu/menu";
import { MAX_OPTION_GROUPS, MAX_OPTIONS_PER_GROUP, parsePriceDeltaToCents } from "@shared/menu/menu-admin";
import type { MenuItemFormValues, MenuItemInput } from "@shared/menu/menu.schema";
import { formatUnitPrice } from "@shared/core/money";
import { buttonStyles } from "~/components/admin/button-styles";
import { Icon } from "~/components/ui/icon";
import { TextField } from "~/components/ui/text-field";
import { useTexts } from "~/lib/texts";

type ItemForm = UseFormReturn<MenuItemFormValues, unknown, MenuItemInput>;

/** A group as the form holds it: the item's own, or one just added (no id yet). */
export const newOptionGroup = () => ({
  name: "",
  nameEs: "",
  selection: "single" as const,
  isRequired: false,
  minPicks: "",
  maxPicks: "",
  options: [newOption()],
});
const newOption = () => ({ name: "", nameEs: "", priceDelta: "0.00", isDefault: false });

/** An array's own message (its `root` from the resolver, or one set by hand from the server's fields). */
function listError(error: unknown): string | undefined {
  const value = error as { root?: FieldError; message?: string } | undefined;
  return value?.root?.message ?? value?.message;
}

function Alert({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="text-sm font-semibold text-brand-700">
      {children}
    </p>
  );
}

/**
 * Move up, move down and remove, for a group or a choice. The arrows stay focusable at the ends
 * (aria-disabled), so a keyboard user moving an entry to the top keeps their place.
 */
function RowActions({
  index,
  count,
  upLabel,
  downLabel,
  removeLabel,
  removeText,
  onMove,
  onRemove,
}: {
  index: number;
  count: number;
  upLabel: string;
  downLabel: string;
  removeLabel: string;
  removeText?: string;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  const arrow = (label: string, icon: typeof ArrowUp, to: number) => {
    const blocked = to < 0 || to >= count;
    return (
      <button
        type="button"
        className={`${buttonStyles.ghost} w-10 px-0 aria-disabled:cursor-not-allowed aria-disabled:opacity-40`}
        aria-label={label}
        title={label}
        aria-disabled={blocked || undefined}
        onClick={() => !blocked && onMove(to)}
      >
        <Icon node={icon} className="h-4 w-4" />
      </button>
    );
  };
  return (
    <div className="flex shrink-0 items-center gap-0.5">
      {arrow(upLabel, ArrowUp, index - 1)}
      {arrow(downLabel, ArrowDown, index + 1)}
      <button
        type="button"
        className={`${buttonStyles.ghost} text-red-800`}
        aria-label={removeLabel}
        title={removeLabel}
        onClick={onRemove}
      >
        <Icon node={Trash2} className="h-4 w-4" />
        {removeText && <span className="hidden sm:inline">{removeText}</span>}
      </button>
    </div>
  );
}

/**
 * The butcher's choices of an item (ADR 0013): groups such as 'Cut' or 'Style', added, removed
 * and reordered; each single or multiple choice, required or not, with its choices, their price
 * change per unit and a default. Ids of existing groups and choices ride along unseen in the
 * form's values (useFieldArray's own keys only key the rows), so the server keeps them.
 */
export function OptionGroupsEditor({ form, priceUnit }: { form: ItemForm; priceUnit: PriceUnit }) {
  const texts = useTexts("menuAdminTexts").options;
  const headingId = useId();
  const { control, formState } = form;
  const groups = useFieldArray({ control, name: "optionGroups" });
  const groupErrors = formState.errors.optionGroups;
  const atLimit = groups.fields.length >= MAX_OPTION_GROUPS;

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div>
        <h3 id={headingId} className="text-base font-bold text-ink-900">
          {texts.heading}
        </h3>
        <p className="text-sm text-ink-500">{texts.hint}</p>
      </div>
      {listError(groupErrors) && <Alert>{listError(groupErrors)}</Alert>}
      {groups.fields.length === 0 ? (
        <p className="rounded-xl border border-dashed border-cream-200 bg-cream-50 p-4 text-sm text-ink-700">{texts.empty}</p>
      ) : (
        <ol className="space-y-4">
          {groups.fields.map((field, index) => (
            <li key={field.id}>
              <OptionGroupFields
                form={form}
                index={index}
                count={groups.fields.length}
                priceUnit={priceUnit}
                onMove={(to) => groups.move(index, to)}
                onRemove={() => groups.remove(index)}
              />
            </li>
          ))}
        </ol>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <button type="button" className={buttonStyles.secondary} disabled={atLimit} onClick={() => groups.append(newOptionGroup())}>
          <Icon node={Plus} className="h-4 w-4" />
          {texts.addGroup}
        </button>
        {atLimit && <p className="text-sm text-ink-500">{texts.groupsLimit(MAX_OPTION_GROUPS)}</p>}
      </div>
    </section>
  );
}

interface OptionGroupFieldsProps {
  form: ItemForm;
  index: number;
  count: number;
  priceUnit: PriceUnit;
  onMove: (to: number) => void;
  onRemove: () => void;
}

function OptionGroupFields({ form, index, count, priceUnit, onMove, onRemove }: OptionGroupFieldsProps) {
  const menuAdminTexts = useTexts("menuAdminTexts");
  const texts = menuAdminTexts.options;
  const { control, register, setValue, getValues, formState } = form;
  const options = useFieldArray({ control, name: `optionGroups.${index}.options` });
  const [name, selection, isRequired, price] = useWatch({
    control,
    name: [`optionGroups.${index}.name`, `optionGroups.${index}.selection`, `optionGroups.${index}.isRequired`, "price"],
  });
  const watchedOptions = useWatch({ control, name: `optionGroups.${index}.options` }) ?? [];
  const errors = formState.errors.optionGroups?.[index];
  const position = index + 1;
  const shownName = name?.trim() || texts.unnamedGroup(position);
  const multiple = selection === "multiple";
  const priceCents = typeof price === "string" ? parsePriceToCents(price) : null;
  const atLimit = options.fields.length >= MAX_OPTIONS_PER_GROUP;

  /** One choice: a new default replaces the old one. */
  const onDefault = (optionIndex: number, checked: boolean) => {
    if (!checked || selection !== "single") return;
    (getValues(`optionGroups.${index}.options`) ?? []).forEach((option, other) => {
      if (other !== optionIndex && option.isDefault)
        setValue(`optionGroups.${index}.options.${other}.isDefault`, false, { shouldDirty: true });
    });
  };

  return (
    <fieldset className="min-w-0 rounded-xl border border-cream-200 bg-white p-3 sm:p-4" data-testid="option-group">
      <legend className="px-1 text-sm font-bold text-ink-700">{texts.groupLegend(position, name?.trim() ?? "")}</legend>
      <div className="-mt-1 flex justify-end">
        <RowActions
          index={index}
          count={count}
          upLabel={texts.moveGroupUp(shownName)}
          downLabel={texts.moveGroupDown(shownName)}
          removeLabel={texts.removeGroup(shownName)}
          removeText={texts.removeGroupText}
          onMove={onMove}
          onRemove={onRemove}
        />
      </div>
      <TextField
        label={texts.groupName}
        hint={texts.groupNameHint}
        autoComplete="off"
        maxLength={200}
        error={errors?.name?.message}
        {...register(`optionGroups.${index}.name`)}
      />
      <TextField
        label={menuAdminTexts.spanish.groupName}
        lang="es"
        autoComplete="off"
        maxLength={200}
        error={errors?.nameEs?.message}
        className="mt-3"
        {...register(`optionGroups.${index}.nameEs`)}
      />

      <div className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
        <fieldset>
          <legend className="text-sm font-semibold text-ink-900">{texts.selection}</legend>
          <div className="flex flex-wrap gap-x-4">
            {(["single", "multiple"] as const).map((value) => (
              <label key={value} className="inline-flex min-h-11 items-center gap-2 text-sm">
                <input type="radio" value={value} className="h-5 w-5 accent-brand-700" {...register(`optionGroups.${index}.selection`)} />
                {texts.selections[value]}
              </label>
            ))}
          </div>
        </fieldset>
        <label className="inline-flex min-h-11 items-center gap-2 self-end text-sm font-semibold">
          <input type="checkbox" className="h-5 w-5 accent-brand-700" {...register(`optionGroups.${index}.isRequired`)} />
          {texts.isRequired}
        </label>
      </div>

      {multiple && (
        <div className="mt-2">
          <div className="grid grid-cols-2 gap-3 sm:max-w-sm">
            {isRequired && (
              <TextField
                label={texts.minPicks}
                inputMode="numeric"
                autoComplete="off"
                error={errors?.minPicks?.message}
                {...register(`optionGroups.${index}.minPicks`)}
              />
            )}
            <TextField
              label={texts.maxPicks}
              inputMode="numeric"
              autoComplete="off"
              error={errors?.maxPicks?.message}
              className={isRequired ? "" : "col-start-1"}
              {...register(`optionGroups.${index}.maxPicks`)}
            />
          </div>
          <p className="mt-1 text-sm text-ink-500">{isRequired ? texts.picksHint.required : texts.picksHint.optional}</p>
        </div>
      )}

      <div className="mt-4">
        <h4 className="text-sm font-bold uppercase tracking-wide text-ink-500">{texts.choices}</h4>
        {listError(errors?.options) && <Alert>{listError(errors?.options)}</Alert>}
        <ol className="mt-1 divide-y divide-cream-200">
          {options.fields.map((field, optionIndex) => {
            const optionErrors = errors?.options?.[optionIndex];
            const optionName = watchedOptions[optionIndex]?.name?.trim() || texts.unnamedOption(optionIndex + 1);
            const delta = parsePriceDeltaToCents(String(watchedOptions[optionIndex]?.priceDelta ?? ""));
            // What the customer pays with this choice, while that is a price (an error says so otherwise).
            const pays =
              priceCents !== null && delta !== null && delta !== 0 && priceCents + delta > 0
                ? texts.priceWithOption(formatUnitPrice(priceCents + delta, priceUnit))
                : undefined;
            return (
              <li
                key={field.id}
                className="grid items-start gap-x-3 gap-y-1 py-3 sm:grid-cols-[minmax(0,1fr)_11rem_auto]"
                data-testid="option-row"
              >
                <div className="grid gap-1">
                  <TextField
                    label={texts.optionLegend(optionIndex + 1)}
                    autoComplete="off"
                    maxLength={200}
                    error={optionErrors?.name?.message}
                    {...register(`optionGroups.${index}.options.${optionIndex}.name`)}
                  />
                  <TextField
                    label={menuAdminTexts.spanish.optionName(optionIndex + 1)}
                    lang="es"
                    autoComplete="off"
                    maxLength={200}
                    error={optionErrors?.nameEs?.message}
                    {...register(`optionGroups.${index}.options.${optionIndex}.nameEs`)}
                  />
                </div>
                <TextField
                  label={texts.priceDelta[priceUnit]}
                  inputMode="decimal"
                  autoComplete="off"
                  hint={pays ?? texts.priceDeltaHint}
                  error={optionErrors?.priceDelta?.message}
                  {...register(`optionGroups.${index}.options.${optionIndex}.priceDelta`)}
                />
                <div className="flex items-center justify-between gap-2 sm:mt-6">
                  <label className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold">
                    <input
                      type="checkbox"
                      className="h-5 w-5 accent-brand-700"
                      {...register(`optionGroups.${index}.options.${optionIndex}.isDefault`, {
                        onChange: (event: { target: { checked: boolean } }) => onDefault(optionIndex, event.target.checked),
                      })}
                    />
                    {texts.isDefault}
                  </label>
                  <RowActions
                    index={optionIndex}
                    count={options.fields.length}
                    upLabel={texts.moveOptionUp(optionName)}
                    downLabel={texts.moveOptionDown(optionName)}
                    removeLabel={texts.removeOption(optionName)}
                    onMove={(to) => options.move(optionIndex, to)}
                    onRemove={() => options.remove(optionIndex)}
                  />
                </div>
              </li>
            );
          })}
        </ol>
        <div className="mt-1 flex flex-wrap items-center gap-3">
          <button type="button" className={buttonStyles.ghost} disabled={atLimit} onClick={() => options.append(newOption())}>
            <Icon node={Plus} className="h-4 w-4" />
            {texts.addOption}
          </button>
          {atLimit && <p className="text-sm text-ink-500">{texts.optionsLimit(MAX_OPTIONS_PER_GROUP)}</p>}
        </div>
      </div>
    </fieldset>
  );
}
