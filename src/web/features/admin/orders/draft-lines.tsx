import type { PromoTerms } from "@shared/promos/promos";
import { discountOfTerms, isDiscountable } from "@shared/orders/order-changes";
import { Trash2 } from "lucide";
import { useId } from "react";
import type { MenuItemDto } from "@shared/menu/menu";
import { formatCents, formatUnitPrice } from "@shared/core/money";
import { lineTotalCents, priceOrder, subtotalCents, type OrderPrice, type PricingLine } from "@shared/orders/order-totals";
import { describeOptions, optionKey } from "@shared/menu/options";
import type { OrderLineDto } from "@shared/orders/orders";
import { maxQuantity, type QuantityRule } from "@shared/core/quantity";
import { Icon } from "~/components/ui/icon";
import { QuantitySelector } from "~/components/ui/quantity-selector";
import { pickedLine } from "~/lib/picked-line";
import { useTexts } from "~/lib/texts";

/**
 * The lines of an order being taken or edited by staff (ADR 0016), as the page holds them: what
 * the request sends (item, quantity, options, notes, and the order line kept by an edit) and what
 * the page shows and estimates with (name, choices, unit price). The server prices the order; the
 * page's sums are for display only.
 */
export interface DraftLine {
  /** React's key: a line of the page, whether kept or new. */
  key: string;
  /** An order line kept by an edit: it keeps the unit price and options it was ordered with. */
  lineId?: string;
  itemId: string;
  name: string;
  /** The item's unit, minimum and step, as the menu sells it now. */
  rule: QuantityRule;
  quantity: number;
  optionIds: string[];
  /** 'Half and half · Marinated'. */
  optionsText: string;
  /** Per unit, with the options, cents. */
  unitPriceCents: number;
  pricedByWeight: boolean;
  notes: string;
}

const ruleOf = (item: Pick<MenuItemDto, "priceUnit" | "quantityMin" | "quantityStep">): QuantityRule => ({
  priceUnit: item.priceUnit,
  quantityMin: item.quantityMin,
  quantityStep: item.quantityStep,
});

/** A new line from the picker: the options checked against the item's groups (the storefront's rule); null when they do not fit. */
export function draftFromPick(item: MenuItemDto, quantity: number, optionIds: readonly string[], notes: string): DraftLine | null {
  const picked = pickedLine(item, optionIds);
  return picked && { ...picked, rule: ruleOf(item), quantity, notes: notes.trim() };
}

/**
 * An order's line, kept by an edit: its price and options as ordered; its quantity moves in the
 * item's steps when the menu still sells it, else in half pounds or whole pieces.
 */
export function draftFromOrderLine(line: OrderLineDto, item: MenuItemDto | undefined): DraftLine {
  const fallback = line.unit === "lb" ? 0.5 : 1;
  return {
    key: line.id,
    lineId: line.id,
    itemId: line.itemId,
    name: line.name,
    rule: item ? ruleOf(item) : { priceUnit: line.unit, quantityMin: fallback, quantityStep: fallback },
    quantity: line.quantity,
    optionIds: line.options.map((option) => option.optionId),
    optionsText: describeOptions(line.options),
    unitPriceCents: line.priceCents,
    pricedByWeight: line.pricedByWeight,
    notes: line.notes ?? "",
  };
}

/** Adds a picked line: the same item with the same choices and note (not an order's kept line) grows instead. */
export function addDraftLine(lines: readonly DraftLine[], added: DraftLine): DraftLine[] {
  const same = lines.find(
    (line) =>
      !line.lineId &&
      line.itemId === added.itemId &&
      optionKey(line.optionIds) === optionKey(added.optionIds) &&
      line.notes === added.notes,
  );
  if (!same) return [...lines, added];
  const quantity = Math.min(Math.round((same.quantity + added.quantity) * 1000) / 1000, maxQuantity(same.rule));
  return lines.map((line) => (line === same ? { ...line, quantity } : line));
}

const pricingLines = (lines: readonly DraftLine[]): PricingLine[] =>
  lines.map((line) => ({ priceCents: line.unitPriceCents, quantity: line.quantity, pricedByWeight: line.pricedByWeight }));

/**
 * The estimate of these lines with the delivery fee and tip as given, and an edited order's promo
 * worked out again as the server does (ADR 0024): the shared pricing rule, for display only.
 */
export function estimateDraft(
  lines: readonly DraftLine[],
  shop: { taxRate: number; weightHoldPercent: number },
  extras: { deliveryFeeCents: number; tipCents: number; promo?: PromoTerms | null },
): OrderPrice {
  const promo = extras.promo ?? null;
  return priceOrder({
    lines: pricingLines(lines).map((line, index) => ({ ...line, discountable: isDiscountable(promo, lines[index]!.itemId) })),
    taxRate: shop.taxRate,
    weightHoldPercent: shop.weightHoldPercent,
    deliveryFeeCents: extras.deliveryFeeCents,
    tipCents: extras.tipCents,
    discount: discountOfTerms(promo),
  });
}

/** The lines' goods subtotal (before tax, fee and tip). */
export function draftSubtotalCents(lines: readonly DraftLine[]): number {
  return subtotalCents(pricingLines(lines));
}

interface DraftLineListProps {
  lines: readonly DraftLine[];
  onChange: (lines: DraftLine[]) => void;
  /** An edited order keeps at least one line: the last one's Remove is disabled, with `lastLineHint` saying why. */
  keepOne?: boolean;
  lastLineHint?: string;
  /** Under a kept line: it keeps its ordered price. */
  keptHint?: string;
  /** The list's accessible name. */
  label: string;
}

/**
 * The chosen lines: name, choices and note, quantity with − and + in the item's steps, the line's
 * estimated cost and Remove. Phone first: two rows per line, every control at least 44 px.
 */
export function DraftLineList({ lines, onChange, keepOne = false, lastLineHint, keptHint, label }: DraftLineListProps) {
  const t = useTexts("ordersAdminTexts").picker;
  const lastOne = keepOne && lines.length <= 1;
  const hintId = useId();
  return (
    <>
      <ul className="divide-y divide-cream-200 border-y border-cream-200" aria-label={label} data-testid="draft-lines">
        {lines.map((line) => (
          <li key={line.key} className="py-3" data-testid="draft-line">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="break-words font-semibold">{line.name}</p>
                {line.optionsText && <p className="text-sm text-ink-700">{line.optionsText}</p>}
                {line.notes && <p className="break-words text-sm italic text-ink-700">{line.notes}</p>}
                <p className="text-xs text-ink-500">
                  {formatUnitPrice(line.unitPriceCents, line.rule.priceUnit)}
                  {line.lineId && keptHint ? ` · ${keptHint}` : ""}
                </p>
              </div>
              <p className="shrink-0 font-semibold tabular-nums">{formatCents(lineTotalCents(line.unitPriceCents, line.quantity))}</p>
            </div>
            <div className="mt-2 flex items-center justify-between gap-2">
              <QuantitySelector
                value={line.quantity}
                rule={line.rule}
                label={t.quantity(line.name)}
                labels={t}
                onChange={(quantity) => onChange(lines.map((other) => (other.key === line.key ? { ...other, quantity } : other)))}
              />
              <button
                type="button"
                className="inline-flex h-11 w-11 items-center justify-center rounded-full text-red-800 hover:bg-cream-100 disabled:cursor-not-allowed disabled:opacity-50"
                aria-label={t.remove(line.name)}
                aria-describedby={lastOne && lastLineHint ? hintId : undefined}
                disabled={lastOne}
                onClick={() => onChange(lines.filter((other) => other.key !== line.key))}
              >
                <Icon node={Trash2} className="h-4 w-4" />
              </button>
            </div>
          </li>
        ))}
      </ul>
      {lastOne && lastLineHint && (
        <p id={hintId} className="mt-1 text-sm text-ink-500">
          {lastLineHint}
        </p>
      )}
    </>
  );
}
