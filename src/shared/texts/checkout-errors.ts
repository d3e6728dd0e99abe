/**
 * Checkout's validation and failure messages (docs/product.md 'Checkout validation', 'Roles', 'Checkout texts'), for the form's submit and
 * the server.
 */
export const checkoutErrorTexts = {
  nameRequired: "Name is required",
  emailRequired: "Email is required",
  emailInvalid: "Please enter a valid email address",
  phoneRequired: "Phone number is required",
  phoneInvalid: "Please enter a valid phone number",
  addressRequired: "Delivery address is required",
  timeRequired: "Please select a time at least 15 minutes from now",
  timeTooSoon: "Please select a time at least 15 minutes from now",
  timeTooLate: "Please select a time within the next 7 days",
  timeOutsideHours: "Please select a time during business hours",
  tooLong: "This is too long",
  invalidForm: "Please fill in all required fields correctly",
  emptyCart: "Your cart is empty",
  sessionExpired: "Your session has expired. Please log in again.",
  orderFailed: "Failed to create order in database",
  itemsFailed: "Failed to save order items",
  sessionFailed: (reason: string) => `Failed to create checkout session: ${reason}`,
  noCheckoutUrl: "No checkout URL returned from session creation",
  processFailed: "Failed to process order. Please try again.",
  itemsUnavailable: (names: string) => `Some items are no longer available: ${names}. Please update your cart.`,
  keyReused: "This checkout was already submitted with other details. Please try again.",
  tooManyAttempts: "Too many checkout attempts. Please wait a minute.",
  timeBeyondHold:
    "Cuts priced by weight are charged after weighing, and a card hold lasts 7 days: please select a time within the next 6 days",
  quantityBelowMinimum: (name: string, minimum: string) => `${name} is sold from ${minimum}. Please update your cart.`,
  quantityOffStep: (name: string, step: string) => `${name} is sold in steps of ${step}. Please update your cart.`,
  quantityTooLarge: (name: string, maximum: string) => `${name} can be ordered up to ${maximum} at a time. Please update your cart.`,
  optionGone: (name: string) => `A choice you made for ${name} is no longer offered. Please choose again.`,
  optionMissing: (name: string, group: string) => `Please choose a ${group} for ${name}.`,
  optionTooMany: (name: string, group: string, max: number) =>
    max === 1 ? `Please choose only one ${group} for ${name}.` : `Please choose at most ${max} ${group} for ${name}.`,
} as const;
