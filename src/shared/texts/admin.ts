/** Words of the admin area (SPEC.md section 2 'Admin …', section 8). */
export const adminTexts = {
  title: "Admin",
  navigation: "Admin navigation",
  sections: {
    dashboard: "Dashboard",
    menu: "Menu Items",
    orders: "Orders",
    messages: "Messages",
    blog: "Blog",
  },
  backToWebsite: "Back to Website",
  signOut: "Sign Out",
  signedInAs: (email: string) => `Signed in as ${email}`,
  loading: "Loading...",
  dashboard: {
    heading: "Dashboard",
    loadFailed: "Failed to load the dashboard",
    cards: {
      totalOrders: { label: "Total Orders", caption: "Every order placed, whatever its status." },
      totalRevenue: { label: "Total Revenue", caption: "Paid orders only, tax included." },
      pendingOrders: { label: "Pending Orders", caption: "Orders waiting for the kitchen." },
      unreadMessages: { label: "Unread Messages", caption: "Contact messages and e-mails not yet marked read." },
    },
  },
} as const;
