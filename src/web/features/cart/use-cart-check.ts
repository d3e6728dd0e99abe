import { useEffect, useState } from "react";
import { CART_PENDING_PAYMENT_STORAGE_KEY, type CartCheckItemDto } from "@shared/cart/cart";
import { priceOrder, type OrderPrice } from "@shared/orders/order-totals";
import { useShop } from "~/lib/shop";
import type { CartCheckResult, CheckedLine } from "./cart-check";
import { unitPriceWithOptions } from "@shared/menu/option-rules";
import type { CartLine } from "./cart-store";
import type * as checkerModule from "./cart-check";

type CartChecker = typeof checkerModule;

export interface CartCheck {
  /** 'pending' until the check answered for the cart's current items. */
  status: "pending" | "checked" | "failed";
  /** Each line with its status; before the check answers (or when it failed) every line counts. */
  lines: CheckedLine[];
  /** What the payable lines cost (and hold on the card, with cuts priced by weight), at today's prices once checked. */
  totals: OrderPrice;
  /** Some lines cannot be paid for (gone, unavailable, to be chosen again): checkout waits until they are removed. */
  blocked: boolean;
  /** The items as the check found them, by id (with their schedules, ADR 0014); undefined until it answered. */
  items?: ReadonlyMap<string, CartCheckItemDto>;
}

/**
 * The cart as it stands on the menu now, for /cart and /checkout: asked again whenever the set of
 * items changes. The stored cart may be days old; the server charges today's prices.
 */
export function useCartCheck(lines: readonly CartLine[]): CartCheck {
  const shop = useShop();
  const [checker, setChecker] = useState<CartChecker | "unavailable" | null>(null);
  useEffect(() => {
    // Talking to the server waits for the page anyway: its code loads once the page shows,
    // outside the first load's budget (ADR 0008).
    import("./cart-check").then(setChecker, () => setChecker("unavailable"));
  }, []);
  const loaded = checker && checker !== "unavailable" ? checker : null;
  const key = loaded ? loaded.checkableItemIds(lines).join(",") : "";
  // The key each answer belongs to: a new key means a check under way.
  const [answered, setAnswered] = useState<{ key: string; failed: boolean; result: CartCheckResult | null }>({
    key: "",
    failed: false,
    result: null,
  });
  useEffect(() => {
    if (!loaded || !key) return;
    const ids = key.split(",");
    const controller = new AbortController();
    loaded
      .runCartCheck(ids, controller.signal)
      .then((result) =>
        setAnswered((previous) => ({
          key,
          failed: false,
          // A price change stays shown after a later check (another line removed, say).
          result: { ...result, previousPrices: new Map([...(previous.result?.previousPrices ?? []), ...result.previousPrices]) },
        })),
      )
      .catch(() => {
        if (!controller.signal.aborted) setAnswered((previous) => ({ ...previous, key, failed: true }));
      });
    return () => controller.abort();
  }, [loaded, key]);

  const status = !loaded
    ? checker
      ? "failed"
      : "pending"
    : key && answered.key !== key
      ? "pending"
      : answered.failed
        ? "failed"
        : "checked";
  const checked: CheckedLine[] = loaded
    ? loaded.checkLines(lines, answered.result)
    : lines.map((line) => ({ line, status: { kind: "ok" }, isPayable: true }));
  const payable = checked.filter((entry) => entry.isPayable);
  const totals = priceOrder({
    lines: payable.map(({ line }) => ({
      // linePriceCents, without the store in checkout's first load.
      priceCents: unitPriceWithOptions(line.menuItem.priceCents, line.options),
      quantity: line.quantity,
      pricedByWeight: line.menuItem.pricedByWeight,
    })),
    taxRate: shop.taxRate,
    weightHoldPercent: shop.weightHoldPercent,
  });
  return { status, lines: checked, totals, blocked: payable.length < checked.length, items: answered.result?.items };
}

/** Whether a cart was handed over to an order whose payment is not settled yet (pending-payment.ts). */
function hasPendingPayment(): boolean {
  try {
    return localStorage.getItem(CART_PENDING_PAYMENT_STORAGE_KEY) !== null;
  } catch {
    return false; // on the server, or storage disabled
  }
}

/**
 * The cart as it stands with the orders it was handed over to at Pay, for /cart and /checkout
 * (here beside the menu check, which both pages load anyway): settles them (that code loads
 * only when there is one) and announces a cart that comes back. True while it asks, so the page
 * does not say 'Your cart is empty' of a cart on its way back; read it only once hydrated.
 */
export function usePendingPayment(restoredMessage: string): boolean {
  const [settling, setSettling] = useState(hasPendingPayment);
  useEffect(() => {
    if (!settling) return;
    import("./pending-payment")
      .then((module) => module.settlePendingPayments(restoredMessage))
      .catch(() => {}) // asked again on the next visit
      .finally(() => setSettling(false));
    // Once per visit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return settling;
}
