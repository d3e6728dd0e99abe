import { ordersTexts } from "./orders";

/** Words of the admin area's frame: sidebar, sign-out, live indicator (SPEC.md section 2 'Admin layout'). */
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
  },
  backToWebsite: "Back to Website",
  signOut: "Sign Out",
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
