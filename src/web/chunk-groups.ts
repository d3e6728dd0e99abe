/**
 * Where the browser build puts the storefront's shared modules, declared in one table (ADR 0008,
 * ADR 0019): vite.config.ts turns it into Rolldown's chunk groups, and
 * tests/unit/chunk-groups.test.ts fails when a path here is not on disk, so a renamed or moved
 * module cannot silently leave its chunk (and cost every page a file). Paths are relative to the
 * repository; one ending in "/" is a folder and holds every module under it, any other is one file.
 * Build configuration only: nothing here is imported by the app.
 */

export interface ChunkGroup {
  /** Rolldown's group name (the file is named `c-[hash]` all the same, vite.config.ts). */
  name: string;
  /** The folders and files whose modules go into the chunk. */
  holds: readonly string[];
  /** Above another group that could also claim a module. */
  priority?: number;
}

/**
 * The layout chunk: everything the root and the public layout import (header, footer, cart
 * badge, toaster, shop context…), found by walking each module's importers up to `walkedFrom`,
 * so code reached only from admin pages never lands there. Every public page loads all of it
 * anyway, and one file compresses better than a dozen (ADR 0008).
 */
export const PUBLIC_LAYOUT_CHUNK = {
  name: "public-layout-shared",
  priority: 1,
  /**
   * The modules whose imports the walk follows. The root is React Router's route module and stays
   * in its own file; the public layout's route module joins the chunk (see `holds`).
   */
  walkedFrom: ["src/web/root.tsx", "src/web/routes/public-layout-route.tsx"],
  /** In the chunk whether the walk reaches them or not. */
  holds: [
    "src/web/routes/public-layout-route.tsx",
    // Small modules many public pages import though the layout does not: in a chunk of their own
    // each costs more in gzip framing and import glue than its code (seo.ts: 0.6 KB of code, a
    // 0.4 KB chunk, on 13 of 14 public pages; use-hydrated.ts: 76 bytes, a 0.25 KB chunk; the page
    // banner on 8 pages; the spinner draws the icon the layout's pending page already carries;
    // money.ts's formatting on every page that sells; options.ts's keys and defaults, which the
    // menu card and the cart store both use; the cart's limits, which the cart check's hook also
    // uses). What only the cart, checkout and the counter need is not here: see order-rules.
    "src/web/lib/seo.ts",
    "src/web/lib/use-hydrated.ts",
    "src/web/components/ui/page-banner.tsx",
    "src/web/components/ui/spinner.tsx",
    "src/shared/core/money.ts",
    "src/shared/menu/options.ts",
    "src/shared/cart/cart.ts",
    // React DOM's main module (flushSync and the like, 1.4 KB), which React Router and the entry
    // both import: in a chunk of its own it cost every page a file (about 0.4 KB with its imports
    // and manifest lines).
    "node_modules/react-dom/index.js",
    "node_modules/react-dom/cjs/react-dom.production.js",
    // The menu card with its quantity selector, its option picker (staff's item picker uses it
    // too) and the selector's + and − drawings (ADR 0019). Home and the menus, where visitors
    // land, draw the card; in a chunk of its own (5.5 KB) it compressed to 2.2 KB, in the layout
    // chunk to about 1.6 KB, and it saved those pages a file: home 119.8 -> 119.2 KB, menu 120.1
    // -> 119.4, each under 1.10 times the floor's. The price: about 1.6 KB more on pages without
    // the card (blog 117.4 -> 119.0, cart, checkout, sign-in), still under it on the blog and its
    // posts; visitors mostly reach the others from a page that loaded the layout chunk already.
    // The picture helper (shared/images/images.ts) comes along.
    "src/web/features/menu/menu-item-card.tsx",
    "src/web/components/ui/option-picker.tsx",
    "src/web/components/ui/quantity-selector.tsx",
    "node_modules/lucide/dist/esm/icons/plus.mjs",
    "node_modules/lucide/dist/esm/icons/minus.mjs",
  ],
  /** Never placed by the walk (a module listed in `holds` is in the chunk all the same). */
  notWalked: [
    // The framework has its own chunks; lucide's icons are reached through its barrel module,
    // which would pull admin-only icons in here, so Rolldown's default splitting places them.
    "node_modules/react/",
    "node_modules/react-dom/",
    "node_modules/react-router/",
    "node_modules/scheduler/",
    "node_modules/lucide/",
    // Words stay with the route that brings them (ADR 0015): each language's layout and page route
    // imports its own catalogues, so a Spanish page never loads the English words or the reverse.
    "src/shared/texts/",
  ],
} as const;

/** The other shared chunks, in the order Rolldown tries them. */
export const CHUNK_GROUPS: readonly ChunkGroup[] = [
  {
    // The form fields (an input, a text area, and the label, hint and error both draw): one chunk
    // rather than two or three; the text area alone is a 0.2 KB module.
    name: "form-fields",
    holds: ["src/web/components/ui/field.tsx", "src/web/components/ui/text-field.tsx", "src/web/components/ui/text-area-field.tsx"],
  },
  {
    // The sign-in pages' shared code (the card, the requests, the form rules, where to go after):
    // one chunk rather than four, each costing a page about 0.15 KB of file, import glue and
    // manifest. Sign-out's request, loaded on its click, comes with it.
    name: "auth-pages",
    holds: [
      "src/web/features/auth/auth-card.tsx",
      "src/web/features/auth/auth-api.ts",
      "src/web/features/auth/auth-request.ts",
      "src/web/features/auth/redirect-target.ts",
      "src/shared/auth/auth.ts",
    ],
  },
  {
    // An order's rules: totals and tax, the weight allowance, which options a line may carry. The
    // cart store, the cart and checkout use them; the menu's cards do not, so they are not in the
    // layout chunk. One chunk, so that checkout does not load the cart store's chunk to reach them.
    name: "order-rules",
    priority: 1,
    holds: ["src/shared/orders/order-totals.ts", "src/shared/menu/option-rules.ts", "src/shared/orders/quantity-rules.ts"],
  },
  {
    // The cart store: every page loads it as it hydrates (features/cart/loaded-cart.ts: the
    // header's count, checkout's lines), so it is not in the layout chunk. The cart page, my
    // orders' reorder and Add to Cart import it. Its limits (shared/cart/cart.ts) stay with the layout.
    name: "cart-store",
    holds: ["src/web/features/cart/cart-store.ts"],
  },
];
