/** Words of /order-success (SPEC.md section 2 'Order success'). */
export const orderSuccessTexts = {
  title: "Order Successful!",
  body: "Thank you for your order. We've sent a confirmation e-mail with the details.",
  /** The card is held for cuts priced by weight (payment state 'authorized', issue 13). */
  heldBody: (hold: string) =>
    `Your card is held for ${hold}: we charge only for what your cuts weigh, release the rest and e-mail you a receipt. We've sent a confirmation e-mail with the details.`,
  processingTitle: "Payment processing",
  processingBody: "We're confirming your payment with the bank. This page updates by itself in a moment.",
  slowBody: "This is taking longer than usual. We'll e-mail you as soon as your payment is confirmed, so you can close this page.",
  notPaidTitle: "Payment not completed",
  notPaidBody: {
    failed: "Your payment was declined or did not go through, so this order was not placed. Your card has not been charged.",
    expired: "The payment page expired before the payment was made, so this order was not placed. Your card has not been charged.",
    cancelled: "This order was cancelled before it was paid. Your card has not been charged.",
  },
  tryAgain: "You can go back to your cart and check out again.",
  backToCart: "Back to Cart",
  unknownTitle: "We couldn't find this payment",
  unknownBody: "This payment link doesn't match an order, or the payment was not completed. Your card has not been charged for it.",
  orderNumber: (shortId: string) => `Order #${shortId}`,
  continueShopping: "Continue Shopping",
  viewOrder: "View Order",
} as const;
