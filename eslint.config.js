import path from "node:path";
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** The one owner of an order's life (a folder, one file per operation), and the tables it owns. */
const ORDER_LIFECYCLE = "src/server/services/orders/lifecycle/**";
const ORDER_TABLES = ["orders", "orderItems", "orderStatusHistory", "orderPayments"];
/** The one module that writes a payment link's status (order_top_ups.status). */
const TOP_UP_STATUS_OWNER = "src/server/services/orders/top-up-status.ts";

/** Writes to the order tables, by Drizzle or by SQL: the lifecycle's alone. */
const ORDER_TABLE_WRITES = [
  ...ORDER_TABLES.map((table) => ({
    selector: `CallExpression[callee.property.name=/^(insert|update|delete)$/] > Identifier.arguments[name="${table}"]`,
    message: `Only ${ORDER_LIFECYCLE} writes ${table}: call its functions (changeOrder, openOrder…) instead.`,
  })),
  ...["TemplateElement[value.raw=%]", "Literal[value=%]"].map((node) => ({
    selector: node.replace(
      "%",
      `/\\b(update|insert\\s+into|delete\\s+from)\\s+"?(orders|order_items|order_status_history|order_payments)"?\\b/i`,
    ),
    message: `Only ${ORDER_LIFECYCLE} writes the order tables: call its functions instead of SQL.`,
  })),
];

/** Writes to a payment link's status, by Drizzle (`.update(orderTopUps).set({ status })`) or by SQL. */
const TOP_UP_STATUS_WRITES = [
  {
    selector: `CallExpression[callee.property.name="set"][callee.object.callee.property.name="update"][callee.object.arguments.0.name="orderTopUps"] > ObjectExpression > Property[key.name="status"]`,
    message: `Only ${TOP_UP_STATUS_OWNER} writes a payment link's status: call its functions (moveTopUp…) instead.`,
  },
  ...["TemplateElement[value.raw=%]", "Literal[value=%]"].map((node) => ({
    selector: node.replace("%", `/\\bupdate\\s+"?order_top_ups"?\\s+set\\b[^;]*\\bstatus\\s*=/i`),
    message: `Only ${TOP_UP_STATUS_OWNER} writes a payment link's status: call its functions instead of SQL.`,
  })),
];

/**
 * What the folders outside src/ may import from each other (README 'Layout'): tests and bench
 * share what both need through support/, which depends on neither; the scripts are tools that
 * tests and bench may call, never the other way round.
 */
const FOLDER_BOUNDARIES = [
  { folder: "bench", forbidden: ["tests"], instead: "move what both need into support/" },
  { folder: "tests", forbidden: ["bench"], instead: "move what both need into support/" },
  { folder: "support", forbidden: ["tests", "bench"], instead: "support/ serves both and depends on neither" },
  { folder: "scripts", forbidden: ["tests", "bench", "support"], instead: "scripts are tools the others may use, not the reverse" },
];

/**
 * What each web feature offers the others (ARCHITECTURE.md: a feature folder does not reach into
 * another feature's internals). A feature is a folder of src/web/features/; each folder of
 * features/admin/ is one of its own, and the files directly in features/admin/ (the admin area's
 * shell and what its sections share) are the feature "admin". A module not listed here is its
 * feature's own; what several features need and no feature owns lives in components/ or lib/.
 * The admin's modules are offered to the admin's sections only: the storefront imports nothing of
 * the admin area. components/ and lib/ serve the features and import none of them: a component
 * that shows a feature's part takes it as a prop or slot (the layout's cart count and account
 * menu). The routes (routes/, root.tsx) put features together and import what they need.
 *
 * Public modules are named one by one, not re-exported by an index.ts: the storefront's chunks
 * are placed by module (src/web/chunk-groups.ts, ADR 0019), and a barrel would make each module it
 * re-exports an import of whoever imports the barrel (the cart store, loaded after hydration,
 * would join the layout chunk with the header's count), and a dynamic import of the barrel
 * would load them all.
 */
export const FEATURE_SURFACES = {
  // Home's featured section draws the menu's cards.
  menu: ["menu-item-card"],
  // The cart and its store, which checkout, reorder and the menu card's Add to Cart fill and read.
  cart: ["cart-store", "cart-check", "use-cart-check", "loaded-cart", "add-to-cart", "pending-payment"],
  // The admin area signs out as the storefront does.
  auth: ["sign-out"],
  // What the admin's sections share: error words, the live indicator, the clock, sounds, the screen width.
  admin: ["admin-errors", "audio-tones", "live-indicator", "use-now", "use-wide-screen"],
  // The editors' AI drafts and picture uploads.
  "admin/ai": ["ai-api", "draft-spanish-button", "use-typewriter"],
  "admin/images": ["image-field", "images-api"],
  // The sidebar's unread count.
  "admin/messages": ["messages-api"],
  // The kitchen works on the orders: their queries, origin badge and settling a balance.
  "admin/orders": ["orders-api", "payment-badge", "balance-panel"],
};

const WEB_DIR = path.join(import.meta.dirname, "src/web");
const FEATURES_DIR = path.join(WEB_DIR, "features");

/** The feature a file belongs to ("cart", "admin/orders", "admin"), or null outside features/. */
function featureOf(file) {
  const relative = path.relative(FEATURES_DIR, file);
  const parts = relative.split(path.sep);
  if (relative.startsWith("..") || path.isAbsolute(relative) || parts.length < 2) return null;
  return parts[0] === "admin" && parts.length > 2 ? `admin/${parts[1]}` : parts[0];
}

/** The file an import names (`~/…` or relative), without its extension; null for packages and other aliases. */
function importedFile(importer, source) {
  const bare = source.replace(/\?.*$/, "");
  const resolved = bare.startsWith("~/")
    ? path.join(WEB_DIR, bare.slice(2))
    : bare.startsWith(".")
      ? path.resolve(path.dirname(importer), bare)
      : null;
  return resolved?.replace(/\.(tsx?|jsx?)$/, "") ?? null;
}

/** The folders of src/web shared by every feature, which import none. */
const SHARED_DIRS = ["components", "lib"];

/** A local rule: features import each other's public modules only (FEATURE_SURFACES); components/ and lib/ import no feature. */
const featureBoundaries = {
  meta: {
    type: "problem",
    schema: [],
    messages: {
      admin: "The storefront (features/{{from}}) imports nothing of the admin area (features/{{to}}).",
      shared:
        "{{from}}/ serves the features and imports none (features/{{to}}): take what it shows as a prop or slot, filled in by a route (routes/, root.tsx).",
      internal:
        "features/{{from}} does not import features/{{to}}'s internals ({{module}}): use what it offers ({{offers}}; eslint.config.js FEATURE_SURFACES), or move what both need to components/ or lib/.",
    },
  },
  create(context) {
    const shared = SHARED_DIRS.find((dir) => !path.relative(path.join(WEB_DIR, dir), context.filename).startsWith(".."));
    const from = featureOf(context.filename);
    if (!from && !shared) return {};
    const check = (source) => {
      if (source?.type !== "Literal" || typeof source.value !== "string") return;
      const target = importedFile(context.filename, source.value);
      const to = target && featureOf(target);
      if (!to || to === from) return;
      if (shared) {
        context.report({ node: source, messageId: "shared", data: { from: shared, to } });
        return;
      }
      if (to.split("/")[0] === "admin" && from.split("/")[0] !== "admin") {
        context.report({ node: source, messageId: "admin", data: { from, to } });
        return;
      }
      const module = path.relative(path.join(FEATURES_DIR, to), target).split(path.sep).join("/");
      const offers = FEATURE_SURFACES[to] ?? [];
      if (!offers.includes(module)) {
        context.report({ node: source, messageId: "internal", data: { from, to, module, offers: offers.join(", ") || "nothing" } });
      }
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export default tseslint.config(
  {
    ignores: ["build/**", "node_modules/**", ".react-router/**", "data/**", "test-results/**", "playwright-report/**", "bench/results*/**"],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-console": "error",
    },
  },
  {
    // Only src/server/env.ts may read the environment (ARCHITECTURE.md 'Env in one module').
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["src/server/env.ts"],
    rules: {
      "no-restricted-properties": ["error", { object: "process", property: "env", message: "Read configuration from src/server/env.ts." }],
    },
  },
  {
    // The browser bundle never imports server code (only *.server.ts modules may).
    files: ["src/web/**/*.{ts,tsx}", "src/shared/**/*.ts"],
    ignores: ["src/web/**/*.server.ts", "src/web/entry.server.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@server/*", "**/server/**"],
              allowTypeImports: true,
              message: "Server code is reachable from *.server.ts modules only.",
            },
          ],
        },
      ],
    },
  },
  {
    // Page loaders call services, as the API routes do; neither reaches into the other
    // (ARCHITECTURE.md 'Data flow'). The typed client's `import type { ApiType }` stays allowed.
    files: ["src/web/**/*.server.ts", "src/web/entry.server.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@server/routes", "@server/routes/*", "**/server/routes", "**/server/routes/*"],
              allowTypeImports: true,
              message: "Loaders call services (src/server/services), not HTTP route files.",
            },
          ],
        },
      ],
    },
  },
  {
    // One owner of an order's life (ADR 0010): only the lifecycle's operations write
    // an order, its lines and its history; everything else asks it. The same for a payment
    // link's status and its owner (ADR 0016).
    files: ["src/**/*.{ts,tsx}"],
    ignores: [ORDER_LIFECYCLE],
    rules: { "no-restricted-syntax": ["error", ...ORDER_TABLE_WRITES, ...TOP_UP_STATUS_WRITES] },
  },
  {
    // The link status's owner writes it, and is held to the order tables' rule like any module.
    files: [TOP_UP_STATUS_OWNER],
    rules: { "no-restricted-syntax": ["error", ...ORDER_TABLE_WRITES] },
  },
  {
    // One web feature does not reach into another's internals (FEATURE_SURFACES).
    files: ["src/web/**/*.{ts,tsx}"],
    plugins: { web: { rules: { "feature-boundaries": featureBoundaries } } },
    rules: { "web/feature-boundaries": "error" },
  },
  {
    // Playwright fixtures: `use` is not a React hook, and `async ({}, use)` is their signature.
    files: ["tests/e2e/**/*.ts"],
    rules: { "react-hooks/rules-of-hooks": "off", "no-empty-pattern": "off" },
  },
  ...FOLDER_BOUNDARIES.map(({ folder, forbidden, instead }) => ({
    files: [`${folder}/**`],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: forbidden.map((other) => ({
            regex: `^(\\.\\./)+${other}/`,
            message: `${folder}/ does not import ${other}/: ${instead}.`,
          })),
        },
      ],
    },
  })),
  {
    files: [
      "scripts/**/*.{js,mjs,ts}",
      "deploy/**/*.mjs",
      "tests/**/*.{ts,tsx,mjs}",
      "bench/**/*.{ts,mjs}",
      "support/**/*.ts",
      "*.config.{js,ts}",
    ],
    languageOptions: { globals: globals.node },
    rules: { "no-console": "off" },
  },
);
