/** Words of the public layout: header, footer and the 404 page (docs/product.md 'Storefront screens'). */
export const layoutTexts = {
  nav: [
    { label: "Home", to: "/" },
    { label: "Menu", to: "/menu" },
    { label: "About", to: "/about" },
    { label: "Blog", to: "/blog" },
    { label: "Contact", to: "/contact" },
  ],
  skipToContent: "Skip to content",
  mainNavigation: "Main navigation",
  openMenu: "Open menu",
  closeMenu: "Close menu",
  cart: "Cart",
  cartWithCount: (count: number) => `Cart, ${count} ${count === 1 ? "item" : "items"}`,
  signIn: "Sign In",
  signOut: "Sign Out",
  signedOut: "Successfully signed out",
  signOutFailed: "Failed to sign out",
  dashboard: "Dashboard",
  /** The toasts' region and close button (sonner's own English words, said in the page's language). */
  toasts: "Notifications",
  closeToast: "Close toast",
  notFound: {
    title: "Page Not Found",
    body: "The page you're looking for doesn't exist or has been moved.",
    home: "Go Home",
    menu: "View Menu",
  },
  /** An answer without the API's error body (a proxy's error page, a lost connection's remains). */
  requestFailed: (status: number) => `Request failed (${status})`,
  error: {
    title: "Something went wrong",
    body: "We could not load this page. Please try again in a moment.",
  },
} as const;

/**
 * Words of the footer and of the home page's Order Now banner: HTML the server renders
 * (footer-markup.server.tsx, home-sections-markup.server.tsx), so they never ship to the browser.
 */
export const footerTexts = {
  orderNow: "Order Now",
  contact: "Contact",
  hours: "Hours",
  quickLinks: "Quick Links",
  catering: "Catering",
  giftCards: "Gift Cards",
  followUs: "Follow Us",
  rights: (brand: string, year: number) => `© ${year} ${brand}. All rights reserved.`,
} as const;
