/** The admin dashboard's four figures (SPEC.md section 2 'Admin dashboard'; issue 6). */
export interface DashboardStats {
  /** Every order ever placed, whatever its status or payment. */
  totalOrders: number;
  /** Sum of the totals (tax included) of paid orders, in cents; unpaid and refunded orders are not revenue. */
  totalRevenueCents: number;
  /** Orders whose status is 'pending' (placed, not yet processed by the kitchen). */
  pendingOrders: number;
  /**
   * Unread rows of the combined message list: contact-form messages not yet marked read, plus
   * sent e-mails the admin marked unread (sent e-mails start out read). Same as the sidebar badge.
   */
  unreadMessages: number;
}
