import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/**
 * The speed work (ADR 0019): a long menu on a phone. On a menu opened afresh, the hydration gate marks the cards
 * after the fourth (`.card[data-deferred]`, content-visibility: auto), so the browser's first
 * style and layout leave them until they come near the screen. Nothing of that may show: the
 * cards keep their sizes, scrolling through the menu moves nothing by itself, and a reload or a
 * step back lands on the card the visitor left.
 */

const CARDS = "[data-testid=menu-grid] article";

/** The card at the top of the screen: its name and how far its top is from the screen's. */
function topCard(page: Page) {
  return page.evaluate((selector) => {
    // None while the page is still on its way back.
    const card = [...document.querySelectorAll(selector)].find((c) => c.getBoundingClientRect().bottom > 120);
    return card ? { name: card.querySelector("h3")!.textContent, top: Math.round(card.getBoundingClientRect().top) } : null;
  }, CARDS);
}

async function scrollDown(page: Page, steps: number) {
  await page.mouse.move(150, 400);
  for (let step = 0; step < steps; step++) {
    const before = (await topCard(page))!;
    const y = await page.evaluate(() => scrollY);
    await page.mouse.wheel(0, 400);
    await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(y);
    const moved = (await page.evaluate(() => scrollY)) - y;
    // The card that was at the top moved by exactly what was scrolled: nothing above it changed size.
    const after = await page.evaluate(
      ({ selector, name }) =>
        [...document.querySelectorAll(selector)].find((c) => c.querySelector("h3")!.textContent === name)!.getBoundingClientRect().top,
      { selector: CARDS, name: before.name },
    );
    expect(Math.abs(before.top - moved - after)).toBeLessThanOrEqual(1);
  }
}

test.describe("a long menu @phone", () => {
  test("opened afresh, the cards after the fourth wait to be drawn; scrolling through moves nothing by itself", async ({ page }) => {
    await page.goto("/menu");
    // Every card on the page (the holiday pre-orders' section comes first), in order.
    const cards = page.locator("article.card");
    const count = await cards.count();
    expect(count).toBeGreaterThan(8);
    await expect(page.locator("article.card[data-deferred]")).toHaveCount(count - 4);
    await expect(cards.nth(3)).not.toHaveAttribute("data-deferred");
    await expect(cards.nth(4)).toHaveAttribute("data-deferred", "");
    await scrollDown(page, 12);
    // A card drawn on the way has its own size and its picture.
    const drawn = page.locator(CARDS).nth(8);
    await drawn.scrollIntoViewIfNeeded();
    await expect.poll(() => drawn.locator("img").evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect((await drawn.boundingBox())!.width).toBeGreaterThan(300);
  });

  test("a reload and a step back land on the card the visitor left", async ({ page }) => {
    await page.goto("/menu");
    await scrollDown(page, 14);
    const left = await topCard(page);

    await page.reload();
    // A reload restores the position: nothing is deferred, so it lands where it was.
    await expect(page.locator(`${CARDS}[data-deferred]`)).toHaveCount(0);
    await expect.poll(() => topCard(page)).toEqual(left);

    // Away in the page (the cart) and back: the menu is drawn anew by the page's code.
    await page.getByRole("link", { name: /cart/i }).first().click();
    await expect(page).toHaveURL(/\/cart$/);
    await page.goBack();
    await expect.poll(() => topCard(page)).toEqual(left);
  });
});
