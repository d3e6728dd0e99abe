import type { ReportBucket, ReportChannel, ReportComparison, ReportMethod, ReportQuickPick } from "../reports/reports";

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);

/** Words of the owner's reports (/admin/reports, ADR 0025): the range, the figures, the plots' tables and the CSV. */
export const reportsAdminTexts = {
  title: "Reports",
  subtitle: "What the shop took in, sold and owes over the dates you pick. Every date is the shop's date.",
  errors: {
    dateInvalid: "Enter a real date",
    rangeBackwards: "The first date must be on or before the last",
    rangeTooLong: (days: number) => `Pick a range of at most ${days} days`,
  },
  loadFailed: "Failed to load the report",
  retry: "Try again",
  updating: "Updating the report…",
  empty: "No sales in this range",
  emptyHint: "Nothing was sold, paid or refunded on these dates. Try another range.",
  /** What a figure is when there is nothing to show in its cell. */
  none: "—",
  /** The figures behind a plot, exact, in a table under it. */
  showTable: "Show table",
  hideTable: "Hide table",

  range: {
    label: "Dates and grouping",
    quickPicks: "Quick picks",
    picks: {
      today: "Today",
      this_week: "This week",
      this_month: "This month",
      last_30_days: "Last 30 days",
      this_year: "This year",
    } satisfies Record<ReportQuickPick, string>,
    from: "From",
    to: "To",
    apply: "Apply",
    bucket: "Group by",
    buckets: { day: "Day", week: "Week", month: "Month" } satisfies Record<ReportBucket, string>,
    compare: "Compare with",
    comparisons: { year: "A year before", week: "A week before" } satisfies Record<ReportComparison, string>,
    /** 'Showing May 1 – 31, 2026' (the range already in words). */
    showing: (range: string) => `Showing ${range}`,
    /** 'compared with May 1 – 31, 2025, a year before'. */
    against: (range: string, comparison: string) => `Compared with ${range}, ${comparison}`,
    timeZone: (zone: string) => `Dates and hours in the shop's time zone (${zone}).`,
  },
  /** The compared period inside a sentence: 'vs a year before'. */
  comparisons: { year: "a year before", week: "a week before" } satisfies Record<ReportComparison, string>,

  headline: {
    heading: "Summary",
    revenue: "Revenue",
    revenueHint: "Money taken: captured card payments, cash and gift cards",
    refunds: "Refunds",
    net: "Net",
    orders: "Orders",
    average: "Average order",
    /** '+12.5% vs a year before'. */
    change: (percent: string, comparison: string) => `${percent} vs ${comparison}`,
    noChange: (comparison: string) => `No change vs ${comparison}`,
    /** Nothing in the compared period to measure a change against. */
    nothingBefore: (comparison: string) => `Nothing ${comparison} to compare with`,
    /** 'A year before: $1,200.00'. */
    previous: (comparison: string, value: string) => `${comparison.charAt(0).toUpperCase()}${comparison.slice(1)}: ${value}`,
  },

  revenue: {
    heading: "Revenue over time",
    thisRange: "This range",
    /** Legend of the compared period: 'A year before'. */
    previousRange: (comparison: string) => `${comparison.charAt(0).toUpperCase()}${comparison.slice(1)}`,
    byBucket: { day: "day", week: "week", month: "month" } satisfies Record<ReportBucket, string>,
    /** The plot's summary for screen readers: 'Revenue by day, $1,234.00 in all, against $987.00 a year before'. */
    summary: (bucket: string, total: string, previousTotal: string, comparison: string) =>
      `Revenue by ${bucket}, ${total} in all, against ${previousTotal} ${comparison}`,
    caption: (bucket: string) => `Revenue by ${bucket}`,
    columns: {
      start: "Starting",
      captured: "Taken",
      refunded: "Refunded",
      previous: (comparison: string) => `Taken ${comparison}`,
    },
  },

  money: {
    heading: "Where the money came from",
    methods: {
      caption: "Revenue by payment method",
      method: "Method",
      amount: "Amount",
      names: {
        card: "Card online",
        cash: "Cash",
        card_present: "Card at the counter",
        gift_card: "Gift card",
      } satisfies Record<ReportMethod, string>,
    },
    channels: {
      caption: "Orders and revenue by channel",
      channel: "Channel",
      orders: "Orders",
      amount: "Revenue",
      names: { web: "Website", phone: "Phone", walk_in: "Walk-in", catering: "Catering" } satisfies Record<ReportChannel, string>,
    },
    types: {
      caption: "Pickup and delivery",
      type: "Type",
      orders: "Orders",
      total: "Total",
      names: { pickup: "Pickup", delivery: "Delivery" },
    },
  },

  extras: {
    heading: "Tips, fees, discounts and refunds",
    caption: "Tips, delivery fees, discounts and tax on orders placed in the range",
    figure: "Figure",
    amount: "Amount",
    tips: "Tips",
    deliveryFees: "Delivery fees",
    discounts: "Discounts",
    subtotal: "Items subtotal",
    tax: "Sales tax",
    refunds: {
      caption: "Refunds made in the range",
      kind: "Refund",
      count: "Count",
      amount: "Amount",
      full: "Full refunds",
      partial: "Partial refunds",
    },
  },

  weighing: {
    heading: "Estimated vs weighed",
    hint: "Orders weighed in the range: what the scale charged against the estimate at checkout.",
    orders: "Orders weighed",
    estimated: "Estimated total",
    weighed: "Weighed total",
    difference: "Difference",
    up: "Went up",
    down: "Went down",
    more: "The scale brought in more than estimated.",
    less: "The scale brought in less than estimated.",
    same: "The scale matched the estimate.",
  },

  items: {
    heading: "Best sellers",
    /** The plot's summary: 'Top 10 items by sales; Carnitas — Maciza first with $1,234.00'. */
    summary: (count: number, first: string, sales: string) =>
      `Top ${plural(count, "item", `${count} items`)} by sales; ${first} first with ${sales}`,
    caption: "Every item sold, by sales",
    item: "Item",
    choice: "Choice",
    orders: "Orders",
    pounds: "Pounds",
    pieces: "Pieces",
    sales: "Sales",
    /** '2.5 lb'. */
    poundsValue: (pounds: string) => `${pounds} lb`,
    /** An item and its choice in one label: 'Carnitas — Maciza'. */
    withChoice: (item: string, choice: string) => `${item} — ${choice}`,
    empty: "No items sold in this range.",
  },

  slots: {
    heading: "Slot use",
    hint: "Orders by the hour they're picked up or delivered. The colour shows how full the slots were; where there's no limit, how busy the hour was next to the busiest one.",
    show: "Show",
    orders: "Orders",
    pounds: "Pounds",
    caption: (measure: string) => `${measure} by weekday and hour`,
    weekday: "Day",
    hour: "Hour",
    /** Indexed by weekday (0 = Sunday), as the figures count them; the heat map puts Monday first. */
    weekdays: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
    weekdaysShort: ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"],
    legend: "How full",
    levels: ["None", "Up to 25%", "25% to 50%", "50% to 75%", "75% or more"],
    tableCaption: "Slot use by weekday and hour, with capacity",
    columns: {
      weekday: "Day",
      hour: "Hour",
      orders: "Orders",
      capacity: "Order capacity",
      pounds: "Pounds",
      poundsCapacity: "Pound capacity",
    },
    noLimit: "No limit",
    empty: "No pickups or deliveries in this range.",
  },

  preorders: {
    heading: "Holiday pre-orders",
    hint: "The prep list for items taken as pre-orders, by pickup date.",
    caption: (date: string) => `Pickup on ${date}`,
    item: "Item",
    choice: "Choice",
    orders: "Orders",
    pounds: "Pounds",
    pieces: "Pieces",
    empty: "No holiday pre-orders for pickup in this range.",
  },

  customers: {
    heading: "New and returning customers",
    newCustomers: "New customers",
    newOrders: "Orders from new customers",
    returningOrders: "Orders from returning customers",
  },

  giftCards: {
    heading: "Gift cards",
    sold: "Sold",
    soldValue: (count: number, amount: string) => `${plural(count, "1 card", `${count} cards`)}, ${amount}`,
    redeemed: "Redeemed on orders",
    refunded: "Refunded to cards",
    promotional: "Given away",
    liability: (date: string) => `Owed on cards at the end of ${date}`,
  },

  promos: {
    heading: "Promo codes",
    caption: "Promo codes used in the range",
    code: "Code",
    uses: "Uses",
    cost: "Discount given",
    empty: "No promo codes used in this range.",
  },

  catering: {
    heading: "Catering",
    events: "Events with money taken",
    deposits: "Deposits",
    balances: "Balances",
    refunds: "Refunds",
    owed: "Still owed",
  },

  csv: {
    heading: "Download for the bookkeeper",
    orders: "One row per order (CSV)",
    payments: "One row per payment (CSV)",
    hint: "The file's first row names its columns. Money is in dollars; dates and times are the shop's.",
    range: (range: string) => `For ${range}.`,
  },
};
