/** Words of the admin dashboard (docs/product.md 'Admin dashboard'). */
export const dashboardTexts = {
  heading: "Dashboard",
  loadFailed: "Failed to load the dashboard",
  cards: {
    totalOrders: {
      label: "Total Orders",
      caption: "Paid orders and orders with a card held, whatever their status; unpaid checkouts are left out.",
    },
    totalRevenue: { label: "Total Revenue", caption: "Money charged, tax included. A held card counts once it is charged." },
    pendingOrders: { label: "Pending Orders", caption: "Paid or held orders waiting for the kitchen." },
    tipsToday: { label: "Tips Today", caption: "Tips on today's paid and held orders, not cancelled ones." },
    unreadMessages: { label: "Unread Messages", caption: "Contact messages not yet read, and e-mails marked unread." },
    awaitingWeighing: {
      label: "Awaiting Weighing",
      caption: (orders: number) =>
        orders === 1
          ? "Held on the card of 1 order until its cuts are weighed; not revenue yet."
          : `Held on the cards of ${orders} orders until their cuts are weighed; not revenue yet.`,
    },
  },
  /** Card holds (ADR 0013): weigh and charge before they lapse; after that, take payment at pickup. */
  holds: {
    soon: {
      heading: "Holds lapsing soon",
      intro: (hours: number) => `Card holds that lapse within ${hours} hours: weigh and charge these orders first.`,
      empty: (hours: number) => `No card hold lapses in the next ${hours} hours.`,
      when: (when: string) => `Lapses ${when}`,
    },
    expired: {
      heading: "Hold expired: take payment at pickup",
      intro: "The card can no longer be charged for these orders: the customer pays when they pick up.",
      empty: "No expired holds.",
      when: (when: string) => `Expired ${when}`,
    },
    open: "Open order",
    openLabel: (customer: string, shortId: string) => `Open order #${shortId} of ${customer}`,
  },
} as const;
