/** Words of /order-success (docs/product.md 'Order success'). */
export const orderSuccessTexts = {
  title: "Order Successful!",
  body: "Thank you for your order. We've sent a confirmation e-mail with the details.",
  /** The card is held for cuts priced by weight (payment state 'authorized', ADR 0013). */
  heldBody: (hold: string) =>
    `Your card is held for ${hold}: we charge only for what your cuts weigh, release the rest and e-mail you a receipt. We've sent a confirmation e-mail with the details.`,
  /**
   * The same, for an order without an e-mail address (a phone customer who paid staff's payment
   * link): no confirmation e-mail is promised, the shop calls or texts.
   */
  bodyNoEmail: "Thank you for your order: we have it. If anything comes up, we'll call or text you at the number you gave us.",
  heldBodyNoEmail: (hold: string) =>
    `Your card is held for ${hold}: we charge only for what your cuts weigh and release the rest. If anything comes up, we'll call or text you at the number you gave us.`,
  /** Cuts priced by weight held on a gift card that covers them (ADR 0024): no card was asked for. */
  heldOnGiftCardBody: (hold: string) =>
    `Your gift card holds ${hold}: we take only what your cuts weigh and the rest stays on the card. We'll e-mail you a receipt.`,
  processingTitle: "Payment processing",
  processingBody: "We're confirming your payment with the bank. This page updates by itself in a moment.",
  slowBody: "This is taking longer than usual. We'll e-mail you as soon as your payment is confirmed, so you can close this page.",
  slowBodyNoEmail:
    "This is taking longer than usual. We'll see your payment as soon as it is confirmed, so you can close this page; if anything is wrong, we'll call or text you.",
  notPaidTitle: "Payment not completed",
  notPaidBody: {
    failed: "Your payment was declined or did not go through, so this order was not placed. Your card has not been charged.",
    expired: "The payment page expired before the payment was made, so this order was not placed. Your card has not been charged.",
    cancelled: "This order was cancelled before it was paid. Your card has not been charged.",
  },
  tryAgain: "You can go back to your cart and check out again.",
  /** An order taken by staff has no cart on this device to go back to. */
  tryAgainByPhone: "Call us and we'll take your order again.",
  backToCart: "Back to Cart",
  unknownTitle: "We couldn't find this payment",
  unknownBody: "This payment link doesn't match an order, or the payment was not completed. Your card has not been charged for it.",
  orderNumber: (shortId: string) => `Order #${shortId}`,
  continueShopping: "Continue Shopping",
  viewOrder: "View Order",
  /** Instead of View Order, for an order without an account (taken by staff): the shop's number. */
  callShop: (phone: string) => `Call us at ${phone}`,
  /**
   * The order's lines and amounts. Checkout's words for them (checkoutSummaryTexts, orderingTexts),
   * repeated: those catalogues would join this page's first load (ADR 0008). A test keeps them the same.
   */
  yourOrder: "Your order",
  quantityTimes: (quantity: string) => `× ${quantity}`,
  byWeight: "Priced by weight",
  subtotal: "Subtotal",
  tax: (rate: string) => `Tax (${rate})`,
  total: "Total",
  estimatedTotal: "Estimated total",
  allowance: "Weight allowance, released after weighing",
  deliveryFee: "Delivery fee",
  freeDelivery: "Free delivery",
  tip: "Tip",
  /** A promo code's discount and, when a gift card paid, each way the order was paid (ADR 0024). */
  promo: (code: string) => `Promo ${code}`,
  discount: "Discount",
  giftCard: (last4: string) => `Gift card ••${last4}`,
  paidByCard: "Card",
} as const;
