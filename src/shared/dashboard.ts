/** The admin dashboard's four figures (SPEC.md section 2 'Admin dashboard'; issue 6). */
export interface DashboardStats {
  /**
   * Orders customers paid for, whatever their status since. Checkouts never paid (abandoned,
   * expired, declined) are left out: they are not orders the shop took.
   */
  totalOrders: number;
  /** Sum of the totals (tax included) of paid orders, in cents; unpaid orders are not revenue. */
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
}
