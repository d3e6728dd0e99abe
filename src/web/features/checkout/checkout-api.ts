import type { CheckoutDetails } from "@shared/checkout";
import { ApiError, apiFetch } from "~/lib/api";
import type { CartLine } from "~/features/cart/cart-store";

export interface PlacedOrder {
  orderId: string;
  url: string;
}

/** POST /api/checkout: the server prices the order and opens the payment session. */
export function placeOrder(idempotencyKey: string, details: CheckoutDetails, lines: readonly CartLine[]): Promise<PlacedOrder> {
  return apiFetch<PlacedOrder>("/api/checkout", {
    method: "POST",
    json: {
      idempotencyKey,
      details,
      // Only what was chosen: the server reads every price from the database.
      lines: lines.map((line) => ({ itemId: line.menuItem.id, quantity: line.quantity, notes: line.notes })),
    },
  });
}

export { ApiError };
