/**
 * Words of the checkout form (docs/product.md 'Storefront screens', 'Checkout progress', 'Checkout validation', 'Checkout texts'). Its
 * error messages are in checkout-errors.ts and the order-success page's in order-success.ts: each page's first load
 * carries only its own words (ADR 0008; the checkout page is at its budget).
 */
export const checkoutTexts = {
  title: "Checkout",
  heading: "Checkout",
  subtitle: "Pickup or delivery, paid securely by card.",
  orderType: "Order type",
  pickup: "Pickup",
  delivery: "Delivery",
  name: "Name",
  email: "Email",
  phone: "Phone",
  /** Staff at the counter (ADR 0016): unticked unless the customer ticks it; STOP is honoured (services/sms). */
  smsOptIn: "Text me when my order is ready. Msg & data rates may apply; reply STOP to opt out.",
  deliveryAddress: "Delivery address",
  preferredTime: "Preferred time",
  preferredTimeHint: (hours: string) => `Shop time. Open ${hours}.`,
  notes: "Order notes",
  notesPlaceholder: "Anything we should know? (e.g. cut the arrachera thin)",
  summary: "Order Summary",
  /** The submit button of a cart with cuts priced by weight: the card is held, not charged. */
  hold: (amount: string) => `Hold ${amount} on card`,
  deliveryNotice: "Free delivery on orders over $30 within a 5-mile radius. We'll call you to confirm the address.",
  pay: (total: string) => `Pay ${total}`,
  backToCart: "Back to Cart",
  emptyHeading: "Your cart is empty",
  emptyBody: "Add something from the menu before checking out.",
  browseMenu: "Browse Menu",
  /** The Pay button's words while it works, by the page's phase. */
  phases: {
    creating_session: "Creating Payment Session...",
    redirecting: "Redirecting to Payment...",
    validating: "Processing...",
  },
  // The cart check's words, as /cart says them (texts/cart.ts): repeated, as sharing that module
  // would put it in a chunk of its own on /cart's first load, which is at its budget.
  checking: "Checking current prices...",
  restoredAfterPayment: "Your cart is back: the payment was not completed.",
} as const;
