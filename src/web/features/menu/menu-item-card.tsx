import { useState } from "react";
import type { MenuItemDto } from "@shared/menu";
import { imageSrcSet } from "@shared/images";
import { formatCents } from "@shared/money";
import { menuTexts } from "@shared/texts/menu";
import { notify } from "~/components/ui/toaster";
import { cart, toCartMenuItem } from "~/features/cart/cart-store";
import { QuantitySelector } from "./quantity-selector";

interface MenuItemCardProps {
  item: MenuItemDto;
  /** The page's likely largest picture: fetched first (high priority, preloaded). */
  priority?: boolean;
  /** In the first row: loaded at once rather than when scrolled near. */
  eager?: boolean;
}

/** SPEC.md section 4 'Menu item card': quantity from 1, back to 1 after Add to Cart. */
export function MenuItemCard({ item, priority = false, eager = priority }: MenuItemCardProps) {
  const [quantity, setQuantity] = useState(1);
  const unavailable = !item.isAvailable || item.isArchived;

  const addToCart = () => {
    cart.add(toCartMenuItem(item), quantity);
    notify("success", menuTexts.addedToCart(item.name, quantity));
    setQuantity(1);
  };

  return (
    <article
      className="flex flex-col overflow-hidden rounded-2xl border border-cream-200 bg-white shadow-sm"
      aria-labelledby={`item-${item.id}`}
    >
      <div className="aspect-[4/3] bg-cream-100">
        {item.imageUrl && (
          <img
            src={item.imageUrl}
            srcSet={imageSrcSet(item.imageUrl)}
            sizes="(min-width: 1024px) 352px, (min-width: 640px) 50vw, 100vw"
            width={640}
            height={480}
            alt={item.name}
            loading={eager ? "eager" : "lazy"}
            fetchPriority={priority ? "high" : "auto"}
            decoding="async"
            className="h-full w-full object-cover"
          />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex items-start justify-between gap-3">
          <h3 id={`item-${item.id}`} className="text-xl font-bold leading-snug">
            {item.name}
          </h3>
          <p className="shrink-0 text-lg font-bold text-brand-700" data-testid="item-price">
            {formatCents(item.priceCents)}
            <span className="text-sm font-semibold text-ink-500">
              {menuTexts.perUnit[item.priceUnit]}
              {item.priceUnit !== "each" && <span className="sr-only"> ({menuTexts.perUnitLabel[item.priceUnit]})</span>}
            </span>
          </p>
        </div>
        <p className="text-xs font-semibold uppercase tracking-wide text-ink-500">{item.category.name}</p>
        {item.description && <p className="flex-1 text-sm leading-relaxed text-ink-700">{item.description}</p>}
        {unavailable ? (
          <p className="mt-auto rounded-full bg-cream-100 py-3 text-center text-sm font-semibold text-ink-500">{menuTexts.unavailable}</p>
        ) : null}
        <div className="mt-auto flex items-center justify-between gap-3 pt-2">
          <QuantitySelector value={quantity} onChange={setQuantity} disabled={unavailable} label={`${menuTexts.quantity}: ${item.name}`} />
          <button
            type="button"
            onClick={addToCart}
            disabled={unavailable}
            className="inline-flex min-h-11 flex-1 items-center justify-center rounded-full bg-brand-700 px-4 text-sm font-bold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-ink-500/40"
          >
            {menuTexts.addToCart}
          </button>
        </div>
      </div>
    </article>
  );
}
