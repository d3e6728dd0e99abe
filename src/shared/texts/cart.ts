/** Words of the cart page (docs/product.md 'Cart page', 'Cart'). */
export const cartTexts = {
  pageTitle: "Your Cart",
  heading: "Your Cart",
  subtitle: "Review your order, add a note for the butcher, then check out.",
  metaDescription: "Review the items in your cart before checking out.",
  loading: "Loading your cart...",
  empty: "Your cart is empty",
  emptyBody: "Fresh cuts, carnitas and dishes from our kitchen are waiting for you.",
  browseMenu: "Browse Menu",
  items: "Items in your cart",
  quantity: (name: string) => `Quantity: ${name}`,
  // The quantity buttons' names, as the menu card says them (texts/menu.ts): this page's first
  // load does not carry the menu's words (ADR 0008).
  increaseQuantity: "Increase quantity",
  decreaseQuantity: "Decrease quantity",
  remove: "Remove",
  removeItem: (name: string) => `Remove ${name} from your cart`,
  removed: (name: string) => `Removed ${name} from your cart`,
  note: "Note",
  notePlaceholder: "e.g. thin slices, extra crispy",
  noteFor: (name: string) => `Note for ${name}`,
  clearCart: "Clear Cart",
  cleared: "Your cart is now empty",
  summary: "Order Summary",
  subtotal: "Subtotal",
  tax: (rate: string) => `Tax (${rate})`,
  total: "Total",
  /** The total's label when some lines are priced by actual weight (ADR 0013). */
  estimatedTotal: "Estimated total",
  weighedNote: (allowance: string) =>
    `Cuts priced by weight are charged for what we weigh. At checkout your card is held for this estimate plus a ${allowance} weight allowance; whatever is not charged is released.`,
  byWeight: "charged for what we weigh",
  proceedToCheckout: "Proceed to Checkout",
  continueShopping: "Continue Shopping",
  unavailable: "Currently Unavailable",
  gone: "No longer on the menu",
  /** A line whose chosen options the menu no longer offers. */
  chooseAgain: "The choices for this item have changed: remove it and add it again from the menu",
  notCharged: "Not included in your total.",
  priceChanged: (before: string, now: string) => `Price changed from ${before} to ${now}`,
  resolveToCheckout: "Remove the items that are no longer available to continue to checkout.",
  checking: "Checking current prices...",
  checkFailed: "We could not check today's prices just now; they are checked again at checkout.",
  /** Announced when a cart handed over at Pay comes back: the order was not paid. */
  restoredAfterPayment: "Your cart is back: the payment was not completed.",
} as const;
