import { adminTexts } from "../../src/shared/texts/es/admin";
import { dashboardTexts } from "../../src/shared/texts/es/dashboard";
import { imageTexts } from "../../src/shared/texts/es/images";
import { menuAdminTexts } from "../../src/shared/texts/es/menu-admin";
import { orderingAdminTexts } from "../../src/shared/texts/es/ordering-admin";
import { ordersAdminTexts } from "../../src/shared/texts/es/orders-admin";
import { expect, test, useAdminSession } from "./fixtures";

/**
 * The admin in Spanish (ADR 0015): the admin keeps its /admin paths and follows the visitor's
 * choice of language (the shop_lang cookie), so with the cookie set to Spanish its headings,
 * navigation, lists and form messages are the Spanish catalogues' words. Written against the
 * catalogues, so it follows their words. These tests only read: a refused form sends nothing,
 * so they run beside the tests that assert public pages. The admin signs in once for the file
 * (magic links are limited per e-mail address) and every test reuses that session.
 */
test.describe.configure({ mode: "default" });

useAdminSession("spanish-admin@example.com", "shop-e2e-spanish-admin-");

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: "shop_lang", value: "es", url: baseURL! }]);
});

test("the dashboard: Spanish heading, navigation, figures and a way back to English", async ({ page }) => {
  await page.goto("/admin");
  await expect(page.getByRole("heading", { name: dashboardTexts.heading, level: 1 })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page).toHaveTitle(`${dashboardTexts.heading} | ${adminTexts.title}`);
  const nav = page.getByRole("navigation", { name: adminTexts.navigation });
  for (const section of Object.values(adminTexts.sections)) {
    // 'Mensajes' carries the unread count when other tests have sent messages ('Mensajes 2 sin leer').
    const name = new RegExp(`^${section.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(\\s*\\d+\\s*${adminTexts.unreadSuffix})?$`);
    await expect(nav.getByRole("link", { name })).toBeVisible();
  }
  await expect(page.getByRole("heading", { name: dashboardTexts.cards.totalOrders.label })).toBeVisible();
  await expect(page.getByRole("link", { name: adminTexts.backToWebsite })).toHaveAttribute("href", "/es");
  // The other language, named in it, for this same page.
  const english = page.getByRole("link", { name: "English" });
  await expect(english).toHaveAttribute("href", "/lang/en?next=%2Fadmin");
  await expect(english).toHaveAttribute("hreflang", "en");
  await expect(english).toHaveAttribute("lang", "en");

  // Moving between admin pages keeps the language.
  await nav.getByRole("link", { name: adminTexts.sections.messages }).click();
  await expect(page).toHaveURL(/\/admin\/messages$/);
  await expect(page.getByRole("heading", { name: adminTexts.sections.messages, level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: "English" })).toHaveAttribute("href", "/lang/en?next=%2Fadmin%2Fmessages");
});

test("the menu items list, and the item form's messages, are Spanish", async ({ page }) => {
  await page.goto("/admin/menu");
  await expect(page.getByRole("heading", { name: menuAdminTexts.heading, level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(`${menuAdminTexts.heading} | ${adminTexts.title}`);
  const filter = page.getByRole("group", { name: menuAdminTexts.categoryFilter });
  await expect(filter.getByRole("button", { name: new RegExp(`^${menuAdminTexts.allItems}`) })).toBeVisible();
  await expect(page.getByRole("columnheader", { name: menuAdminTexts.columns.item })).toBeVisible();
  await expect(page.getByRole("columnheader", { name: menuAdminTexts.columns.status })).toBeVisible();
  await expect(page.getByTestId("menu-item-row").first()).toBeVisible();
  await expect(page.getByRole("switch", { name: menuAdminTexts.availabilityLabel("Carnitas"), exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: menuAdminTexts.editLabel("Carnitas"), exact: true })).toBeVisible();

  // The shared schema's messages, in the admin's language, before anything is sent.
  await page.getByRole("button", { name: menuAdminTexts.addItem }).click();
  const dialog = page.getByRole("dialog", { name: menuAdminTexts.addItem });
  await dialog.getByRole("button", { name: menuAdminTexts.form.create }).click();
  await expect(dialog.getByText(menuAdminTexts.errors.nameRequired)).toBeVisible();
  await expect(dialog.getByText(menuAdminTexts.errors.priceRequired)).toBeVisible();
  await expect(dialog.getByText(menuAdminTexts.errors.categoryRequired)).toBeVisible();
  await dialog.getByLabel(menuAdminTexts.form.price, { exact: true }).fill("-2");
  await dialog.getByLabel(menuAdminTexts.form.imageUrl).fill("http://cdn.example.com/carnitas.jpg");
  await dialog.getByRole("button", { name: menuAdminTexts.form.create }).click();
  await expect(dialog.getByText(menuAdminTexts.errors.pricePositive)).toBeVisible();
  await expect(dialog.getByText(imageTexts.errors.httpUrl)).toBeVisible();
  // A message the catalogue words with a function ('from 1 to 1', the group's choices), checked
  // once the item's own fields are right.
  await dialog.getByLabel(menuAdminTexts.form.name, { exact: true }).fill("Tamales de prueba");
  await dialog.getByLabel(menuAdminTexts.form.price, { exact: true }).fill("12.50");
  await dialog.getByLabel(menuAdminTexts.form.category).selectOption({ index: 1 });
  await dialog.getByLabel(menuAdminTexts.form.imageUrl).fill("");
  await dialog.getByRole("button", { name: menuAdminTexts.options.addGroup }).click();
  await dialog.getByLabel(menuAdminTexts.options.selections.multiple).check();
  await dialog.getByLabel(menuAdminTexts.options.maxPicks, { exact: true }).fill("5");
  await dialog.getByRole("button", { name: menuAdminTexts.form.create }).click();
  await expect(dialog.getByText(menuAdminTexts.errors.maxPicksRange(1))).toBeVisible();
  await dialog.getByRole("button", { name: menuAdminTexts.form.cancel }).click();
  await expect(dialog).toBeHidden();
});

test("the orders page is Spanish: heading, filter and statuses, the list or its empty state", async ({ page }) => {
  await page.goto("/admin/orders");
  await expect(page.getByRole("heading", { name: ordersAdminTexts.heading, level: 1 })).toBeVisible();
  await expect(page.getByText(ordersAdminTexts.subtitle)).toBeVisible();
  await expect(page.getByTestId("live-indicator")).toHaveText(adminTexts.live);
  const filter = page.getByLabel(ordersAdminTexts.filterLabel, { exact: true });
  await expect(filter.locator("option")).toHaveText([ordersAdminTexts.allStatuses, ...Object.values(ordersAdminTexts.status)]);
  // Other tests may have placed orders on this server: either way the page speaks Spanish.
  await expect(
    page.getByRole("columnheader", { name: ordersAdminTexts.columns.customer }).or(page.getByText(ordersAdminTexts.empty)),
  ).toBeVisible();
});

test("the Ordering page words its dates and its refusals in Spanish", async ({ page }) => {
  await page.goto("/admin/ordering");
  await expect(page.getByRole("heading", { name: orderingAdminTexts.heading, level: 1 })).toBeVisible();
  // 'martes, 24 de noviembre': the shop's date in Spanish (Intl, es-US).
  await expect(page.getByText(/^Fecha de hoy en la tienda: [a-záéíóúñ]+, \d{1,2} de [a-z]+$/)).toBeVisible();
  const monday = orderingAdminTexts.weekly.days[1]!;
  await page.getByLabel(orderingAdminTexts.weekly.opensAtLabel(monday)).fill("18:00");
  await page.getByLabel(orderingAdminTexts.weekly.closesAtLabel(monday)).fill("09:00");
  await page.getByRole("button", { name: orderingAdminTexts.weekly.save }).click();
  await expect(page.getByText(orderingAdminTexts.errors.closeAfterOpen)).toBeVisible();
  await expect(page.getByText(orderingAdminTexts.toasts.fixErrors).first()).toBeVisible();
  // The toasts' region and close buttons are named in Spanish too, not in sonner's English.
  await expect(page.locator("section[aria-live]")).toHaveAttribute("aria-label", new RegExp(`^${adminTexts.toasts}`));
  await expect(page.locator("[data-sonner-toast]").first().getByRole("button", { name: adminTexts.closeToast })).toBeAttached();
});
