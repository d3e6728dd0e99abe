import { CirclePlus, FilePenLine, Trash2 } from "lucide";
import { useId, useRef, useState, type FormEvent } from "react";
import type { CateringEventDto } from "@shared/catering/catering";
import { priceCateringQuote } from "@shared/catering/quote-price";
import { cateringQuoteSchema } from "@shared/catering/catering.schema";
import { parseDollarsToCents } from "@shared/core/dollars";
import { formatCents, formatRate, formatUnitPrice } from "@shared/core/money";
import type { MenuItemDto } from "@shared/menu/menu";
import { formatQuantityNumber } from "@shared/core/quantity";
import { AdminLoadError } from "~/components/admin/admin-table";
import { AmountRow } from "~/components/admin/amount-row";
import { buttonStyles } from "~/components/admin/button-styles";
import { PanelActions, usePanelRefusal } from "~/components/admin/panel-actions";
import { Icon } from "~/components/ui/icon";
import { TextAreaField } from "~/components/ui/text-area-field";
import { TextField } from "~/components/ui/text-field";
import { notify } from "~/components/ui/toaster";
import { useFormErrors } from "~/lib/form-errors";
import { useShop } from "~/lib/shop";
import { useTexts } from "~/lib/texts";
import { useOrderMenu } from "../orders/orders-api";
import { useCateringSettings, useQuoteEvent } from "./catering-api";
import { draftLineOf, parseQuoteQuantity, QuotePicker, type QuoteDraftLine } from "./catering-quote-picker";

/** Lowercase and without accents, for matching a wish's choices to the menu's by name. */
const folded = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .trim()
    .toLowerCase();

const dollarsText = (cents: number) => (cents > 0 ? (cents / 100).toFixed(2) : "");

/**
 * The lines a new quote starts from: the current quote's when revising it, else the customer's
 * wishes (their choices matched to the menu's by name, the item's defaults where none match).
 * Prices are the menu's now; an item no longer on the menu is left out and named.
 */
export function startingLines(event: CateringEventDto, menu: readonly MenuItemDto[]): { lines: QuoteDraftLine[]; missing: string[] } {
  const byId = new Map(menu.map((item) => [item.id, item]));
  const lines: QuoteDraftLine[] = [];
  const missing: string[] = [];
  if (event.quote) {
    for (const line of event.quote.lines) {
      const item = byId.get(line.itemId);
      const drafted =
        item &&
        draftLineOf(
          item,
          line.options.map((option) => option.optionId),
          formatQuantityNumber(line.quantity),
        );
      if (drafted) lines.push(drafted);
      else missing.push(line.name);
    }
    return { lines, missing };
  }
  for (const wish of event.wishes) {
    const item = byId.get(wish.itemId);
    if (!item) {
      missing.push(wish.name);
      continue;
    }
    const wanted = new Set(wish.options.map(folded));
    const named = item.optionGroups.flatMap((group) =>
      group.options.filter((option) => wanted.has(folded(option.name)) || (option.nameEs && wanted.has(folded(option.nameEs)))),
    );
    const groupsNamed = new Set(
      item.optionGroups.filter((group) => group.options.some((option) => named.includes(option))).map((group) => group.id),
    );
    const defaults = item.optionGroups
      .filter((group) => !groupsNamed.has(group.id))
      .flatMap((group) => group.options.filter((option) => option.isDefault));
    const drafted =
      draftLineOf(
        item,
        [...named, ...defaults].map((option) => option.id),
        formatQuantityNumber(wish.quantity),
      ) ??
      draftLineOf(
        item,
        defaults.map((option) => option.id),
        formatQuantityNumber(wish.quantity),
      );
    if (drafted) lines.push(drafted);
    else missing.push(wish.name);
  }
  return { lines, missing };
}

/**
 * The owner writes or revises the quote (ADR 0023): lines from the menu, a service fee, the
 * delivery fee and a note, with a live preview of what the server will price (the menu's prices,
 * the shop's tax on the whole, the settings' deposit). The server's figures are the quote.
 */
export function CateringQuoteEditor({ event, onDone }: { event: CateringEventDto; onDone: () => void }) {
  const t = useTexts("cateringAdminTexts").editor;
  const { retry } = useTexts("cateringAdminTexts");
  const menu = useOrderMenu();
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border-2 border-brand-700 bg-cream-50 p-3 sm:p-4"
      data-testid="quote-editor"
    >
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-bold">
        <Icon node={FilePenLine} className="h-5 w-5 text-brand-700" />
        {event.quote ? t.reviseHeading(event.quote.version + 1) : t.writeHeading}
      </h2>
      {menu.isPending ? (
        <p role="status" className="mt-3 text-sm text-ink-500">
          {t.picker.loading}
        </p>
      ) : menu.isError ? (
        <AdminLoadError message={t.picker.loadFailed} retryLabel={retry} onRetry={() => void menu.refetch()} />
      ) : (
        <QuoteForm event={event} menu={menu.data} onDone={onDone} />
      )}
    </section>
  );
}

function QuoteForm({ event, menu, onDone }: { event: CateringEventDto; menu: MenuItemDto[]; onDone: () => void }) {
  const t = useTexts("cateringAdminTexts").editor;
  const errorWords = useTexts("cateringErrorTexts");
  const shop = useShop();
  const settings = useCateringSettings();
  const quote = useQuoteEvent();
  const form = useFormErrors(cateringQuoteSchema);
  const sending = useRef(false);
  const id = useId();
  const [start] = useState(() => startingLines(event, menu));
  const [lines, setLines] = useState<QuoteDraftLine[]>(start.lines);
  const [picking, setPicking] = useState(start.lines.length === 0);
  const [serviceFee, setServiceFee] = useState(() => dollarsText(event.quote?.serviceFeeCents ?? 0));
  const [deliveryFee, setDeliveryFee] = useState(() => dollarsText(event.quote?.deliveryFeeCents ?? 0));
  const [note, setNote] = useState(() => event.quote?.note ?? "");
  const refusal = usePanelRefusal();

  const feeCents = (text: string) => (text.trim() === "" ? 0 : parseDollarsToCents(text));
  const serviceFeeCents = feeCents(serviceFee);
  const deliveryFeeCents = feeCents(deliveryFee);

  // The preview, priced by the server's own rule (priceCateringQuote); a quantity not typed right costs nothing yet.
  const quantities = lines.map((line) => parseQuoteQuantity(line.quantity, line.unit));
  const price = priceCateringQuote({
    lines: lines.map((line, index) => ({ priceCents: line.unitPriceCents, quantity: quantities[index] ?? 0 })),
    serviceFeeCents: serviceFeeCents ?? 0,
    deliveryFeeCents: deliveryFeeCents ?? 0,
    taxRate: shop.taxRate,
    depositPercent: settings.data?.depositPercent ?? 0,
  });
  const costs = price.lineTotals.map((cost, index) => (quantities[index] === null ? null : cost));
  const { subtotalCents: subtotal, taxCents: tax, totalCents: total } = price;
  const deposit = settings.data ? price.depositCents : null;

  const setLine = (key: string, patch: Partial<QuoteDraftLine>) =>
    setLines((current) => current.map((line) => (line.key === key ? { ...line, ...patch } : line)));

  function submit(submitted: FormEvent) {
    submitted.preventDefault();
    if (sending.current) return;
    refusal.clear();
    const input = form.check(
      {
        lines: lines.map((line) => ({
          itemId: line.itemId,
          optionIds: line.optionIds,
          quantity: parseQuoteQuantity(line.quantity, line.unit) ?? Number.NaN,
        })),
        serviceFeeCents: serviceFeeCents ?? 0,
        deliveryFeeCents: deliveryFeeCents ?? 0,
        note,
      },
      {
        also: {
          ...(serviceFeeCents === null ? { serviceFeeCents: errorWords.feeInvalid } : {}),
          ...(deliveryFeeCents === null ? { deliveryFeeCents: errorWords.feeInvalid } : {}),
        },
      },
    );
    if (!input) {
      notify("error", t.fixErrors);
      return;
    }
    sending.current = true;
    quote.mutate(
      { id: event.id, ...input },
      {
        onSuccess: (saved) => {
          form.clear();
          notify("success", t.sent(saved.quote?.version ?? 1, formatCents(saved.quote?.totalCents ?? 0)));
          onDone();
        },
        onError: (error) => {
          form.fromServer(error);
          refusal.show(error, t.failed);
        },
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="mt-3 space-y-4">
      <p className="text-sm text-ink-700">{event.quote ? t.introRevise : t.introWishes}</p>
      {start.missing.length > 0 && (
        <p className="rounded-lg bg-saffron-300/40 p-2 text-sm font-semibold" data-testid="quote-missing">
          {t.notOnMenu(start.missing.join(", "))}
        </p>
      )}

      {lines.length === 0 ? (
        <p className="text-sm text-ink-500">{t.noLines}</p>
      ) : (
        <ul className="space-y-3" aria-label={t.lines}>
          {lines.map((line, index) => {
            const cost = costs[index];
            const quantityError =
              form.errors[`lines.${index}.quantity`] ?? form.errors[`lines.${index}.itemId`] ?? form.errors[`lines.${index}`];
            return (
              <li key={line.key} className="rounded-lg bg-white p-3 shadow-sm" data-testid="quote-line">
                <div className="flex items-start justify-between gap-3">
                  <div className="min-w-0">
                    <p className="break-words font-semibold">{line.name}</p>
                    {line.optionsText && <p className="text-sm text-ink-700">{line.optionsText}</p>}
                    <p className="text-xs text-ink-500">
                      {formatUnitPrice(line.unitPriceCents, line.unit)}
                      {line.pricedByWeight ? ` · ${t.pricedByWeight}` : ""}
                    </p>
                  </div>
                  <button
                    type="button"
                    className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-red-800 hover:bg-cream-100"
                    aria-label={t.remove(line.name)}
                    onClick={() => setLines((current) => current.filter((other) => other.key !== line.key))}
                  >
                    <Icon node={Trash2} className="h-4 w-4" />
                  </button>
                </div>
                <div className="mt-2 flex flex-wrap items-start gap-x-4 gap-y-1">
                  <TextField
                    id={`${id}-quantity-${line.key}`}
                    label={t.quantityLabel(line.name)}
                    hint={t.quantityHint[line.unit]}
                    inputMode={line.unit === "lb" ? "decimal" : "numeric"}
                    autoComplete="off"
                    value={line.quantity}
                    onChange={(change) => setLine(line.key, { quantity: change.target.value })}
                    error={quantityError}
                    className="w-full max-w-56"
                  />
                  <p className="tabular-nums sm:mt-8" aria-live="polite">
                    {cost === null || cost === undefined ? (
                      <span className="text-ink-500">{t.noCost}</span>
                    ) : (
                      <span className="font-bold">{formatCents(cost)}</span>
                    )}
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {form.errors.lines && (
        <p role="alert" className="text-sm font-semibold text-brand-700">
          {form.errors.lines}
        </p>
      )}

      {picking ? (
        <QuotePicker items={menu} onAdd={(line) => setLines((current) => [...current, line])} onClose={() => setPicking(false)} />
      ) : (
        <button type="button" className={buttonStyles.secondary} onClick={() => setPicking(true)}>
          <Icon node={CirclePlus} className="h-4 w-4" />
          {t.addLine}
        </button>
      )}

      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t.serviceFee}
          hint={t.serviceFeeHint}
          inputMode="decimal"
          autoComplete="off"
          value={serviceFee}
          onChange={(change) => setServiceFee(change.target.value)}
          error={form.errors.serviceFeeCents}
        />
        <TextField
          label={t.deliveryFee}
          hint={event.fulfilment === "delivery" ? t.deliveryFeeHint : t.deliveryFeePickup}
          inputMode="decimal"
          autoComplete="off"
          value={deliveryFee}
          onChange={(change) => setDeliveryFee(change.target.value)}
          error={form.errors.deliveryFeeCents}
        />
      </div>
      <TextAreaField
        label={t.note}
        hint={t.noteHint}
        value={note}
        maxLength={1000}
        onChange={(change) => setNote(change.target.value)}
        error={form.errors.note}
      />

      <div className="rounded-lg bg-white p-3 text-sm shadow-sm" aria-live="polite" data-testid="quote-preview">
        <p className="font-semibold">{t.preview}</p>
        <dl className="mt-1 space-y-1">
          <AmountRow gap label={t.subtotal} cents={subtotal} />
          {(serviceFeeCents ?? 0) > 0 && <AmountRow gap label={t.serviceFeeRow} cents={serviceFeeCents ?? 0} />}
          {(deliveryFeeCents ?? 0) > 0 && <AmountRow gap label={t.deliveryFeeRow} cents={deliveryFeeCents ?? 0} />}
          <AmountRow gap label={t.tax(formatRate(shop.taxRate))} cents={tax} />
          <AmountRow label={t.total} cents={total} className="border-t border-cream-200 pt-1 text-base font-bold" />
          {deposit !== null && settings.data && <AmountRow gap label={t.deposit(settings.data.depositPercent)} cents={deposit} />}
        </dl>
        <p className="mt-1 text-xs text-ink-500">{deposit === null ? t.depositLater : t.previewNote}</p>
      </div>

      <PanelActions
        error={refusal.refusal}
        cancelLabel={t.cancel}
        onCancel={onDone}
        cancelDisabled={quote.isPending}
        confirmLabel={quote.isPending ? t.sending : t.send}
        disabled={quote.isPending}
        busy={quote.isPending}
      />
    </form>
  );
}
