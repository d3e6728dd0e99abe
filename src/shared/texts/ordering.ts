/**
 * The words of ordering ahead (ADR 0014): slots, lead times, closures, sold out and stock,
 * pre-orders, delivery area and fee, tips. Shared by the checkout form and the server, so both
 * give the same message; docs/product.md's own time messages stay in checkout-errors.ts.
 */
export const orderingTexts = {
  timeOffSlot: "Please select a time on the quarter hour (:00, :15, :30 or :45)",
  closedOn: (date: string, label: string) =>
    label ? `We're closed on ${date} (${label}). Please select another day.` : `We're closed on ${date}. Please select another day.`,
  leadTime: (name: string, notice: string, earliest: string) => `${name} needs ${notice} notice: the earliest time is ${earliest}.`,
  soldOutToday: (name: string, earliest: string) => `${name} is sold out today: the earliest time is ${earliest}.`,
  preorderDates: (name: string, dates: string) => `${name} is a pre-order for pickup ${dates}. Please select a time on those dates.`,
  preorderPickupOnly: (name: string) => `${name} is a pre-order for pickup only. Please choose pickup.`,
  preorderClosed: (name: string, cutoff: string) => `Orders for ${name} closed on ${cutoff}.`,
  preorderNotYet: (name: string) => `${name} cannot be ordered yet.`,
  /** The earliest time, said under the picker: which item sets it. */
  earliestSetBy: (name: string, notice: string, earliest: string) => `${name} needs ${notice} notice, so the earliest time is ${earliest}.`,
  earliestSoldOut: (name: string, earliest: string) => `${name} is sold out today, so the earliest time is ${earliest}.`,
  earliestPreorder: (name: string, dates: string) => `${name} is picked up ${dates}.`,
  notice: (minutes: number) => {
    if (minutes % (24 * 60) === 0) {
      const days = minutes / (24 * 60);
      return days === 1 ? "24 hours'" : `${days * 24} hours'`;
    }
    if (minutes % 60 === 0) return minutes === 60 ? "1 hour's" : `${minutes / 60} hours'`;
    return `${minutes} minutes'`;
  },
  slotFull: (next: string) => `That time is full. The next open time is ${next}.`,
  slotFullNoneSoon: "That time is full, and so is every time in the next 7 days. Please call us.",
  noOpenTime: "There is no open time in the next 7 days. Please call us.",
  stockShort: (name: string, left: string, date: string) =>
    `Only ${left} of ${name} left for ${date}. Please lower the quantity or choose another day.`,
  stockGone: (name: string, date: string) => `${name} is sold out for ${date}. Please choose another day.`,
  outsideArea: (zip: string) => `Sorry, we don't deliver to ${zip}. Please choose pickup, or use an address in our delivery area.`,
  zipMissing: "Please include your ZIP code in the delivery address",
  belowMinimum: (minimum: string, missing: string) => `Delivery orders start at ${minimum}. Add ${missing} more, or choose pickup.`,
  deliveryFee: "Delivery fee",
  freeDelivery: "Free delivery",
  tip: "Tip",
  tipNone: "No tip",
  tipAmount: "Other amount",
  tipTooLarge: (max: string) => `A tip can be at most ${max}.`,
  tipInvalid: "Please enter the tip in dollars, e.g. 5 or 5.50",
  tipPercent: (percent: number, amount: string) => `${percent}% (${amount})`,
  tipAmountLabel: "Tip amount in dollars",
  /** The checkout's quick picks: the next open times for the cart, as buttons. */
  quickPicks: "Next open times",
  quickPicksLoading: "Finding the next open times...",
  today: "Today",
  tomorrow: "Tomorrow",
  soldOutBadge: "Sold out today",
  needsNotice: (notice: string) => `Needs ${notice} notice`,
  left: (quantity: string) => `Only ${quantity} left today`,
  preorders: "Holiday pre-orders",
  preorderWindow: (cutoff: string, dates: string) => `Order by ${cutoff} · Pickup ${dates}`,
  preorderClosedBadge: (cutoff: string) => `Orders closed ${cutoff}`,
} as const;
