import { ordersTexts } from "./orders";

/** Words of the admin area's frame: sidebar, sign-out, live indicator (docs/product.md 'Admin layout'). */
export const adminTexts = {
  title: "Admin",
  navigation: "Admin navigation",
  sections: {
    dashboard: "Dashboard",
    menu: "Menu Items",
    orders: "Orders",
    messages: "Messages",
    blog: "Blog",
    ordering: "Ordering",
    kitchen: "Kitchen",
    team: "Team",
    giftCards: "Gift cards",
    promos: "Promo codes",
    reports: "Reports",
  },
  backToWebsite: "Back to Website",
  signOut: "Sign Out",
  /**
   * Repeated from layoutTexts: a texts module shared by the public layout and the admin's words
   * would be split out of every public page's layout chunk (ADR 0008).
   */
  signedOut: "Successfully signed out",
  signOutFailed: "Failed to sign out",
  /** The toasts' region and close button (layoutTexts' words, repeated for the same reason). */
  toasts: "Notifications",
  closeToast: "Close toast",
  requestFailed: (status: number) => `Request failed (${status})`,
  signedInAs: (email: string) => `Signed in as ${email}`,
  loading: "Loading...",
  close: "Close",
  cancel: "Cancel",
  unreadBadge: (count: number) => `${count} unread`,
  unreadSuffix: "unread",
  live: "Live updates on",
  reconnecting: "Reconnecting…",
  sessionEnded: ordersTexts.sessionEnded,
} as const;
