import { Trash2 } from "lucide";
import { Link } from "react-router";
import { MAX_LINE_NOTES_LENGTH } from "@shared/cart/cart";
import { imageSrcSet } from "@shared/images/images";
import { formatCents, formatUnitPrice } from "@shared/core/money";
import { describeOptions } from "@shared/menu/options";
import { lineTotalCents } from "@shared/orders/order-totals";
import { Icon } from "~/components/ui/icon";
import { notify } from "~/components/ui/toaster";
import { TotalsList } from "~/components/ui/totals-list";
import { QuantitySelector } from "~/components/ui/quantity-selector";
import { useShop } from "~/lib/shop";
import { useLocalPath, useTexts } from "~/lib/texts";
import type { CheckedLine } from "./cart-check";
import { cart, linePriceCents, type CartLine } from "./cart-store";
import { useCartCheck } from "./use-cart-check";

/**
 * The cart's lines and its order summary (docs/product.md 'Cart page'). They exist only in the
 * browser (the stored cart), so the page shows its placeholder until hydration anyway; this
 * module loads once the page shows, with the cart check it starts (ADR 0008).
 */
export function FilledCart({ lines }: { lines: readonly CartLine[] }) {
  const texts = useTexts("cartTexts");
  const localPath = useLocalPath();
  const shop = useShop();
  const check = useCartCheck(lines);
  const { totals, blocked } = check;

  const clear = () => {
    cart.clear();
    notify("info", texts.cleared);
  };

  return (
    <div className="grid gap-8 lg:grid-cols-3">
      <section aria-labelledby="cart-items-heading" className="lg:col-span-2">
        <div className="flex items-center justify-between gap-4">
          <h2 id="cart-items-heading" className="text-2xl font-bold">
            {texts.items}
          </h2>
          <button
            type="button"
            onClick={clear}
            className="inline-flex min-h-11 items-center gap-2 rounded-full px-4 text-sm font-bold text-brand-700 hover:bg-brand-50"
          >
            <Icon node={Trash2} className="h-4 w-4" />
            {texts.clearCart}
          </button>
        </div>
        <p role="status" className="mt-2 min-h-6 text-sm text-ink-500">
          {check.status === "pending" ? texts.checking : check.status === "failed" ? texts.checkFailed : ""}
        </p>
        <ul className="mt-2 space-y-4" data-testid="cart-lines">
          {check.lines.map((entry) => (
            <CartLineRow key={entry.line.id} entry={entry} />
          ))}
        </ul>
      </section>

      <section
        aria-labelledby="summary-heading"
        className="h-fit rounded-2xl border border-cream-200 bg-white p-6 shadow-sm lg:sticky lg:top-24"
      >
        <h2 id="summary-heading" className="text-2xl font-bold">
          {texts.summary}
        </h2>
        <TotalsList
          className="mt-6 text-base"
          totals={totals}
          taxRate={shop.taxRate}
          labels={totals.hasWeighedLines ? { ...texts, total: texts.estimatedTotal } : texts}
          testId="cart-summary"
        />
        {totals.hasWeighedLines && <p className="mt-4 text-sm text-ink-700">{texts.weighedNote(formatCents(totals.allowanceCents))}</p>}
        {blocked && <p className="mt-4 rounded-lg bg-brand-50 p-3 text-sm font-semibold text-brand-800">{texts.resolveToCheckout}</p>}
        <div className="mt-6 flex flex-col gap-3">
          {blocked ? (
            <button type="button" disabled className="min-h-12 rounded-full bg-ink-500/40 px-6 font-bold text-white">
              {texts.proceedToCheckout}
            </button>
          ) : (
            <Link
              to={localPath("/checkout")}
              className="inline-flex min-h-12 items-center justify-center rounded-full bg-brand-700 px-6 font-bold text-white hover:bg-brand-800"
            >
              {texts.proceedToCheckout}
            </Link>
          )}
          <Link
            to={localPath("/menu")}
            className="inline-flex min-h-12 items-center justify-center rounded-full border-2 border-brand-700 px-6 font-bold text-brand-700 hover:bg-brand-50"
          >
            {texts.continueShopping}
          </Link>
        </div>
      </section>
    </div>
  );
}

function CartLineRow({ entry }: { entry: CheckedLine }) {
  const texts = useTexts("cartTexts");
  const { line, status, isPayable } = entry;
  const item = line.menuItem;
  const priceCents = linePriceCents(line);
  const amount = formatCents(lineTotalCents(priceCents, line.quantity));
  const noteId = `note-${line.id}`;
  const remove = () => {
    cart.remove(line.id);
    notify("info", texts.removed(item.name));
  };
  return (
    <li
      className={`rounded-2xl border bg-white p-4 shadow-sm sm:p-5 ${isPayable ? "border-cream-200" : "border-brand-300 bg-brand-50/40"}`}
      aria-labelledby={`line-${line.id}`}
      data-testid="cart-line"
    >
      <div className="flex gap-4">
        <div className="h-20 w-24 shrink-0 overflow-hidden rounded-lg bg-cream-100">
          {item.imageUrl && (
            <img
              src={item.imageUrl}
              srcSet={imageSrcSet(item.imageUrl)}
              sizes="96px"
              width={96}
              height={80}
              alt=""
              loading="lazy"
              decoding="async"
              className={`h-full w-full object-cover ${isPayable ? "" : "grayscale"}`}
            />
          )}
        </div>
        <div className="min-w-0 flex-1">
          <div className="flex items-start justify-between gap-3">
            <h3 id={`line-${line.id}`} className="min-w-0 text-lg font-bold leading-snug">
              {item.name}
            </h3>
            <p className="shrink-0 font-bold tabular-nums" data-testid="line-total">
              {isPayable ? amount : <s>{amount}</s>}
            </p>
          </div>
          <p className="text-xs font-semibold uppercase tracking-wide text-ink-500">{item.category}</p>
          {line.options.length > 0 && <p className="text-sm font-semibold text-ink-900">{describeOptions(line.options)}</p>}
          <p className="text-sm text-ink-700">
            {formatUnitPrice(priceCents, item.priceUnit)}
            {item.pricedByWeight && ` · ${texts.byWeight}`}
          </p>
          {status.kind === "priceChanged" && (
            <p className="mt-1 text-sm font-semibold text-brand-800">
              {texts.priceChanged(formatCents(status.previousCents), formatCents(priceCents))}
            </p>
          )}
          {(status.kind === "gone" || status.kind === "unavailable" || status.kind === "chooseAgain") && (
            <p className="mt-1 text-sm font-semibold text-brand-800">
              {texts[status.kind]} — {texts.notCharged}
            </p>
          )}
        </div>
      </div>
      <div className="mt-4 flex flex-wrap items-end gap-3">
        <QuantitySelector
          value={line.quantity}
          rule={item}
          allowZero
          disabled={!isPayable}
          onChange={(quantity) => cart.setQuantity(line.id, quantity)}
          label={texts.quantity(item.name)}
          labels={texts}
        />
        <div className="min-w-48 flex-1">
          <label htmlFor={noteId} className="block text-xs font-semibold uppercase tracking-wide text-ink-500">
            {texts.note}
          </label>
          <input
            id={noteId}
            type="text"
            aria-label={texts.noteFor(item.name)}
            value={line.notes}
            maxLength={MAX_LINE_NOTES_LENGTH}
            disabled={!isPayable}
            placeholder={texts.notePlaceholder}
            onChange={(event) => cart.setNotes(line.id, event.target.value)}
            className="mt-1 block min-h-11 w-full rounded-lg border border-ink-500/40 bg-white px-3 text-sm placeholder:text-ink-500 disabled:bg-cream-100"
          />
        </div>
        <button
          type="button"
          onClick={remove}
          aria-label={texts.removeItem(item.name)}
          className="inline-flex min-h-11 items-center gap-1 rounded-full px-3 text-sm font-bold text-brand-700 hover:bg-brand-50"
        >
          <Icon node={Trash2} className="h-4 w-4" />
          {texts.remove}
        </button>
      </div>
    </li>
  );
}
