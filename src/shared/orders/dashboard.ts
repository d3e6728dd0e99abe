import type { CateringDashboardDto } from "../catering/catering";
/** An order whose card is held, for the dashboard's list of holds to weigh before they lapse. */
export interface HeldOrderDto {
  orderId: string;
  customerName: string;
  holdCents: number;
  /** ISO instant. */
  holdExpiresAt: string;
}

/** The admin dashboard's four figures (docs/product.md 'Admin dashboard', 'Admin screens'). */
export interface DashboardStats {
  /** Catering (ADR 0023): upcoming events, deposits taken, balances due. */
  catering: CateringDashboardDto;
  /** What the shop owes on its gift cards (ADR 0024): the balances of every active or frozen card. */
  giftCardLiabilityCents: number;
  /**
   * Orders customers paid for (or whose card is held awaiting weighing), whatever their status since. Checkouts never paid (abandoned,
   * expired, declined) are left out: they are not orders the shop took.
   */
  totalOrders: number;
  /** Money captured for paid orders (tax included), in cents; unpaid orders and uncaptured holds are not revenue. */
  totalRevenueCents: number;
  /**
   * Paid orders whose status is still 'pending': waiting for the kitchen to start them. An order
   * still at the payment page is pending too, but nothing is to be cooked for it yet.
   */
  pendingOrders: number;
  /**
   * Unread rows of the combined message list: contact-form messages not yet marked read, plus
   * sent e-mails the admin marked unread (sent e-mails start out read). Same as the sidebar badge.
   */
  unreadMessages: number;
  /**
   * Money held on cards for orders with cuts priced by weight, not yet captured: shown apart from
   * revenue as 'Awaiting weighing' (revenue counts only captured money).
   */
  awaitingWeighingCents: number;
  awaitingWeighingOrders: number;
  /**
   * Tips of the orders placed today (the shop's date), paid or held awaiting weighing, not
   * cancelled (ADR 0014), in cents.
   */
  tipsTodayCents: number;
  /** Holds that lapse within HOLD_EXPIRY_WARNING_HOURS, soonest first. */
  holdsExpiringSoon: HeldOrderDto[];
  /** Orders whose hold lapsed before they were charged, not yet completed or cancelled: payment is due at pickup. */
  expiredHolds: HeldOrderDto[];
}
