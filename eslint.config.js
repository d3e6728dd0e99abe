import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** The one module that writes the order tables, and the tables it owns. */
const ORDER_LIFECYCLE = "src/server/services/orders/lifecycle.ts";
const ORDER_TABLES = ["orders", "orderItems", "orderStatusHistory", "orderPayments"];

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
    // One owner of an order's life (ARCHITECTURE.md, ADR 0010): only the lifecycle module writes
    // an order, its lines and its history; everything else asks it.
    files: ["src/**/*.{ts,tsx}"],
    ignores: [ORDER_LIFECYCLE],
    rules: {
      "no-restricted-syntax": [
        "error",
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
      ],
    },
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
