/** The admin dashboard's four figures (SPEC.md section 2 'Admin dashboard'; issue 6). */
export interface DashboardStats {
  /** Every order ever placed, whatever its status or payment. */
  totalOrders: number;
  /** Sum of the totals (tax included) of paid orders, in cents; unpaid and refunded orders are not revenue. */
  totalRevenueCents: number;
  /** Orders whose status is 'pending' (placed, not yet processed by the kitchen). */
  pendingOrders: number;
  /** Contact-form messages not yet marked read. */
  unreadMessages: number;
}
