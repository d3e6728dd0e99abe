import { expect, httpStatusError, test } from "./fixtures";

/**
 * A page whose data cannot be loaded says so (components/layout/error-pages.tsx, loaded only
 * when a page fails: ADR 0019), in the page's language.
 */
test.use({ allowedConsoleErrors: [httpStatusError(500)] });

test("a page whose data fails to load says so, with a way home", async ({ page }) => {
  await page.goto("/");
  await page.route("**/menu.data*", (route) => route.fulfill({ status: 500, contentType: "text/plain", body: "down" }));
  await page.getByRole("navigation", { name: "Main navigation" }).first().getByRole("link", { name: "Menu" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Something went wrong" })).toBeVisible();
  await expect(page.getByText("We could not load this page. Please try again in a moment.")).toBeVisible();
  await expect(page).toHaveTitle("Something went wrong");
  await page.getByRole("link", { name: "Go Home" }).click();
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Something went wrong");
});

test("the same in Spanish", async ({ page }) => {
  await page.goto("/es");
  await page.route("**/es/menu.data*", (route) => route.fulfill({ status: 500, contentType: "text/plain", body: "down" }));
  await page.getByRole("navigation", { name: "Navegación principal" }).first().getByRole("link", { name: "Menú" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Algo salió mal" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Ir al inicio" })).toHaveAttribute("href", "/es");
});
