import { existsSync } from "node:fs";
import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";
import { projectRoot } from "../../support/shop-process";

/**
 * ARCHITECTURE.md: a feature folder does not reach into another feature's internals. The lint
 * rule (eslint.config.js, web/feature-boundaries) lets a feature import what another offers
 * (FEATURE_SURFACES) and nothing else of it, and components/ and lib/ no feature at all; these
 * cases make sure it catches each way of importing, and lets the public modules, a feature's own
 * files and the routes be.
 */
const RULE = "web/feature-boundaries";
const eslint = new ESLint({ cwd: projectRoot, ruleFilter: ({ ruleId }) => ruleId === RULE });

async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${projectRoot}/${file}` });
  return result!.messages.filter((message) => message.ruleId === RULE).map((message) => message.message);
}

describe("web features import each other's public modules only", () => {
  it.each([
    ["through the alias", "src/web/features/checkout/checkout-page.tsx", 'import { FilledCart } from "~/features/cart/filled-cart";'],
    ["by a relative path", "src/web/features/checkout/checkout-page.tsx", 'import { FilledCart } from "../cart/filled-cart";'],
    ["as a type", "src/web/features/home/featured-section.tsx", 'import type { MenuPageData } from "~/features/menu/menu.server";'],
    ["re-exported", "src/web/features/home/home-route.tsx", 'export { CategoryPills } from "~/features/menu/category-pills";'],
    ["loaded on demand", "src/web/features/orders/reorder.ts", 'export const load = () => import("~/features/cart/cart-page");'],
    ["from an admin section", "src/web/features/admin/kitchen/kitchen-card.tsx", 'import { WeighPanel } from "../orders/weigh-panel";'],
    ["from the admin's shell", "src/web/features/admin/team/team-page.tsx", 'import { AdminShell } from "../admin-shell";'],
    [
      "from the storefront into the admin",
      "src/web/features/menu/menu-page.tsx",
      'import { useOrderList } from "~/features/admin/orders/orders-api";',
    ],
  ])("refuses another feature's internals imported %s", async (_, file, statement) => {
    expect(await problems(file, `${statement}\n`)).toHaveLength(1);
  });

  it("lets a feature use what another offers, its own modules, and the shared ones", async () => {
    const imports = [
      'import { cart } from "~/features/cart/cart-store";',
      'import { useLoadedCart } from "../cart/loaded-cart";',
      'import { submitCheckout } from "./submit-checkout";',
      'import { QuantitySelector } from "~/components/ui/quantity-selector";',
      'import { formatCents } from "@shared/core/money";',
      'export const load = () => import("~/features/cart/pending-payment");',
    ];
    expect(await problems("src/web/features/checkout/checkout-page.tsx", `${imports.join("\n")}\n`)).toEqual([]);
    const admin = ['import { failureMessage } from "../admin-errors";', 'import { orderKeys } from "../orders/orders-api";'];
    expect(await problems("src/web/features/admin/kitchen/kitchen-api.ts", `${admin.join("\n")}\n`)).toEqual([]);
  });

  it.each([
    ["the layout", "src/web/components/layout/site-header.tsx", 'import { useLoadedCart } from "~/features/cart/loaded-cart";'],
    [
      "a shared component",
      "src/web/components/ui/quantity-selector.tsx",
      'import { MenuItemCard } from "../../features/menu/menu-item-card";',
    ],
    ["a library module", "src/web/lib/session.ts", 'export const menu = () => import("~/features/auth/sign-out");'],
  ])("refuses any feature in %s, even what it offers", async (_, file, statement) => {
    expect(await problems(file, `${statement}\n`)).toHaveLength(1);
  });

  it("lets the routes put features together: the layout's cart count and account menu", async () => {
    expect(await problems("src/web/routes/menu.tsx", 'export { default } from "~/features/menu/menu-route";\n')).toEqual([]);
    const layout = [
      'import { AccountMenu } from "~/features/auth/account-menu";',
      'import { useLoadedCart } from "~/features/cart/loaded-cart";',
    ];
    expect(await problems("src/web/routes/public-layout-route.tsx", `${layout.join("\n")}\n`)).toEqual([]);
  });

  it("offers modules that exist", async () => {
    // The config is plain JavaScript: its list, typed here.
    const { FEATURE_SURFACES } = (await import("../../eslint.config.js" as string)) as { FEATURE_SURFACES: Record<string, string[]> };
    const missing = Object.entries(FEATURE_SURFACES).flatMap(([feature, modules]) =>
      modules
        .map((module) => path.join(projectRoot, "src/web/features", feature, module))
        .filter((file) => !existsSync(`${file}.ts`) && !existsSync(`${file}.tsx`)),
    );
    expect(missing).toEqual([]);
  });

  it("the shop's own web code passes it", async () => {
    const results = await eslint.lintFiles(["src/web/**/*.{ts,tsx}"]);
    const found = results.flatMap((result) =>
      result.messages.filter((message) => message.ruleId === RULE).map((message) => `${result.filePath}: ${message.message}`),
    );
    expect(found).toEqual([]);
  });
});
