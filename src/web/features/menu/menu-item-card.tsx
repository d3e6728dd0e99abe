import { Suspense, useState } from "react";
import type { MenuCardItem } from "@shared/menu/menu";
import { imageSrcSet } from "@shared/images/images";
import { formatCents } from "@shared/core/money";
import type { ItemNote } from "@shared/menu/menu-notes";
import { useTexts } from "~/lib/texts";
import { notify } from "~/components/ui/toaster";
import { useOptionPicker } from "~/components/ui/option-picker";
import { QuantitySelector } from "~/components/ui/quantity-selector";
import type * as AddToCart from "~/features/cart/add-to-cart";

type Adding = typeof AddToCart;
let adding: Adding | undefined;

/**
 * Add to Cart's code, kept once loaded so that a tap runs it within its own click (ADR 0026):
 * an `import()` answers a task later even when its module is loaded, and on a phone still
 * hydrating that task waited behind React's, about 115 ms at 4× CPU before the cart changed.
 */
export const loadAdding = () => import("~/features/cart/add-to-cart").then((module) => (adding = module));

interface MenuItemCardProps {
  item: MenuCardItem;
  /** The page's likely largest picture: fetched first (high priority, preloaded). */
  priority?: boolean;
  /** In the first row: loaded at once rather than when scrolled near. */
  eager?: boolean;
  /** What the card says about today (sold out, little left, pre-order dates), from the menu's loader. */
  note?: ItemNote;
}

/**
 * docs/product.md 'Menu item card', in the item's own units (ADR 0013): the quantity starts at
 * the item's minimum (1 piece, or 0.5 lb of carnitas), moves in its steps and goes back to the
 * minimum after Add to Cart. The butcher's choices start at their defaults; a required group
 * left without a pick keeps Add to Cart disabled and says why.
 */
export function MenuItemCard({ item, priority = false, eager = priority, note }: MenuItemCardProps) {
  const menuTexts = useTexts("menuTexts");
  const [quantity, setQuantity] = useState(item.quantityMin);
  const unavailable = !item.isAvailable || item.isArchived;
  const [picked, missing, choices] = useOptionPicker(item, menuTexts, unavailable);
  const reasonId = `reason-${item.id}`;
  const closed = note?.closed;

  // Adding's code is not in the first load (ADR 0008); the pages showing cards load it ahead of
  // the tap (menu-page.tsx, home's featured-section.tsx; ADR 0026), so the tap runs it at once.
  const addToCart = () => {
    const add = (module: Adding) => module.addToCart(item, quantity, picked, menuTexts) && setQuantity(item.quantityMin);
    if (adding) add(adding);
    else loadAdding().then(add, () => notify("error", menuTexts.addFailed));
  };

  // The card's markup in a Suspense boundary of its own (ADR 0026): React hydrates the page's
  // frame first, then each card in a task and a commit of its own, and a card tapped before its
  // turn at once. A 60-item menu hydrated whole committed in one long task on a busy phone.
  return (
    <Suspense>
      <article className="card" aria-labelledby={`item-${item.id}`}>
        <div className="aspect-[4/3] bg-cream-100">
          {item.imageUrl && (
            <img
              src={item.imageUrl}
              srcSet={imageSrcSet(item.imageUrl)}
              sizes="(min-width: 1024px) 352px, (min-width: 640px) 50vw, 100vw"
              width={640}
              height={480}
              alt={item.name}
              lang={item.lang}
              loading={eager ? "eager" : "lazy"}
              // Below the first card, pictures wait for the page's first picture and its scripts.
              fetchPriority={priority ? "high" : "low"}
              decoding="async"
              className="h-full w-full object-cover"
            />
          )}
        </div>
        <div className="flex flex-1 flex-col gap-3 p-5">
          <div className="flex items-start justify-between gap-3">
            <h3 id={`item-${item.id}`} lang={item.lang} className="text-xl font-bold leading-snug">
              {item.name}
            </h3>
            <p className="shrink-0 text-lg font-bold text-brand-700" data-testid="item-price">
              {formatCents(item.priceCents)}
              {/* Pieces say nothing after the price: no empty span in each card's markup. One text node per string (ADR 0019). */}
              {item.priceUnit !== "each" && (
                <span className="text-sm font-semibold text-ink-500">
                  {menuTexts.perUnit[item.priceUnit]}
                  <span className="sr-only">{` (${menuTexts.perUnitLabel[item.priceUnit]})`}</span>
                </span>
              )}
            </p>
          </div>
          <p lang={item.category.lang} className="text-xs font-semibold uppercase tracking-wide text-ink-500">
            {item.category.name}
          </p>
          {note && (
            <p
              id={`note-${item.id}`}
              className={`w-fit rounded-full px-3 py-1 text-sm font-bold ${note.alert ? "bg-brand-50 text-brand-800" : "bg-saffron-300/40 text-ink-900"}`}
            >
              {note.text}
            </p>
          )}
          {item.description && (
            <p lang={item.descriptionLang} className="flex-1 text-sm leading-relaxed text-ink-700">
              {item.description}
            </p>
          )}
          {item.pricedByWeight && <p className="text-sm font-semibold text-ink-700">{menuTexts.pricedByWeight}</p>}
          {choices}
          {unavailable ? (
            <p className="mt-auto rounded-full bg-cream-100 py-3 text-center text-sm font-semibold text-ink-500">{menuTexts.unavailable}</p>
          ) : (
            missing && (
              <p id={reasonId} className="mt-auto text-sm font-semibold text-brand-800">
                {menuTexts.chooseFirst(missing.name, missing.minPicks)}
              </p>
            )
          )}
          <div className="mt-auto flex items-center justify-between gap-3 pt-2">
            <QuantitySelector
              value={quantity}
              onChange={setQuantity}
              rule={item}
              disabled={unavailable}
              label={`${menuTexts.quantity}: ${item.name}`}
              labels={menuTexts}
            />
            <button
              type="button"
              onClick={addToCart}
              disabled={unavailable || closed || !!missing}
              aria-describedby={closed ? `note-${item.id}` : missing && !unavailable ? reasonId : undefined}
              className="card-add"
            >
              {menuTexts.addToCart}
            </button>
          </div>
        </div>
      </article>
    </Suspense>
  );
}
