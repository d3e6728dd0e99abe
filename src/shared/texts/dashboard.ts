/** Words of the admin dashboard (SPEC.md section 2 'Admin dashboard'). */
export const dashboardTexts = {
  heading: "Dashboard",
  loadFailed: "Failed to load the dashboard",
  cards: {
    totalOrders: { label: "Total Orders", caption: "Paid orders, whatever their status; unpaid checkouts are left out." },
    totalRevenue: { label: "Total Revenue", caption: "Paid orders only, tax included." },
    pendingOrders: { label: "Pending Orders", caption: "Paid orders waiting for the kitchen." },
    unreadMessages: { label: "Unread Messages", caption: "Contact messages not yet read, and e-mails marked unread." },
  },
} as const;
