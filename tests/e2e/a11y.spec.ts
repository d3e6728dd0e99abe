import type { Page } from "@playwright/test";
import sharp from "sharp";
import { cartLine, demoItem, seriousAxeViolations, storeCart } from "./helpers";
import { expect, httpStatusError, test } from "./fixtures";

/** axe-core on every public page: no serious or critical violation (WCAG 2.x A/AA and best practice). */
const publicPages = ["/", "/menu", "/menu?category=carnitas", "/about", "/blog", "/blog/carnitas-maciza-or-mixed", "/contact", "/cart"];

test.describe("accessibility (axe-core)", () => {
  for (const path of publicPages) {
    test(`${path} has no serious or critical violation`, async ({ page }) => {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  }

  test("/cart with items (a changed price, a cut priced by weight) has no serious or critical violation", async ({ page, request }) => {
    const carnitas = await demoItem(request, "Carnitas");
    const arrachera = await demoItem(request, "Arrachera");
    await storeCart(page, [
      cartLine(carnitas, 2, { priceCents: 999, notes: "extra crispy", options: ["Half and half"] }),
      cartLine(arrachera, 1.5, { options: ["Thin for asada"] }),
    ]);
    await page.goto("/cart");
    await expect(page.getByText("Price changed from $8.99 to $14.99")).toBeVisible();
    await expect(page.getByText("Estimated total", { exact: true })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test("the scrolled (solid) header and the open mobile menu have no serious or critical violation", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto("/about");
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(page.locator("header")).toHaveAttribute("data-solid", "true");
    await page.getByRole("button", { name: "Open menu" }).click();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test.describe("not-found pages", () => {
    test.use({ allowedConsoleErrors: [httpStatusError(404)] });
    for (const path of ["/no/such/page", "/blog/no-such-post"]) {
      test(`${path} has no serious or critical violation`, async ({ page }) => {
        await page.goto(path);
        expect(await seriousAxeViolations(page)).toEqual([]);
      });
    }
  });

  test("every control on the home page is reachable by keyboard, with a focus ring that stands out (3:1) from the surface around it", async ({
    page,
  }) => {
    await page.goto("/");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
    const seen = new Set<string>();
    for (let i = 0; i < 60; i++) {
      await page.keyboard.press("Tab");
      const focused = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el || el === document.body) return null;
        const style = getComputedStyle(el);
        const box = el.getBoundingClientRect();
        return {
          label: `${el.tagName} ${el.getAttribute("aria-label") ?? el.textContent?.trim().slice(0, 40)}`,
          outline: style.outlineStyle !== "none" && style.outlineWidth !== "0px",
          outlineColor: style.outlineColor,
          boxShadow: style.boxShadow,
          reach: parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset),
          box: { x: box.x, y: box.y, width: box.width, height: box.height },
        };
      });
      if (!focused) break;
      seen.add(focused.label);
      expect(focused.outline, `focus ring on ${focused.label}`).toBe(true);
      // The ring's tones: the outline, and a band drawn as a spread-only shadow, if any.
      const tones = [parseRgb(focused.outlineColor), ...ringBands(focused.boxShadow)];
      for (const surface of await surfaceAround(page, focused.box, focused.reach + 3)) {
        const best = Math.max(...tones.map((tone) => contrastRatio(tone, surface)));
        const message = `focus ring of ${focused.label} (${focused.outlineColor}, ${focused.boxShadow}) on rgb(${surface.join(", ")})`;
        expect(best, message).toBeGreaterThanOrEqual(3);
      }
    }
    for (const name of ["View Menu", "About Us", "Add to Cart", "Read the article", "Order Now"]) {
      expect(
        [...seen].some((label) => label.includes(name)),
        `${name} reachable by Tab`,
      ).toBe(true);
    }
  });
});

type Rgb = [number, number, number];

function parseRgb(css: string): Rgb {
  const match = /rgba?\((\d+),\s*(\d+),\s*(\d+)(?:,\s*([\d.]+))?\)/.exec(css);
  if (!match) throw new Error(`not an rgb() colour: ${css}`);
  // A see-through ring would take its contrast from whatever is behind it: not accepted.
  expect(Number(match[4] ?? 1), `opaque ring colour ${css}`).toBe(1);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/** Solid bands of a computed box-shadow: no offset, no blur, a spread ("rgb(…) 0px 0px 0px 2px"). */
function ringBands(boxShadow: string): Rgb[] {
  return [...boxShadow.matchAll(/(rgba?\([^)]*\)) 0px 0px 0px ([\d.]+)px/g)]
    .filter((match) => Number(match[2]) > 0 && !match[1]!.startsWith("rgba"))
    .map((match) => parseRgb(match[1]!));
}

/** WCAG 2.x contrast ratio of two sRGB colours. */
function contrastRatio(a: Rgb, b: Rgb): number {
  const luminance = (rgb: Rgb) => {
    const [r, g, b] = rgb.map((channel) => {
      const c = channel / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as Rgb;
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The rendered colours just beyond the ring, above and below the middle of the control: what the
 * ring must stand out from (a photo, a gradient or a plain surface alike), read from a screenshot.
 */
async function surfaceAround(page: Page, box: { x: number; y: number; width: number; height: number }, distance: number): Promise<Rgb[]> {
  const viewport = page.viewportSize()!;
  const x = Math.round(box.x + box.width / 2);
  const top = Math.max(0, Math.floor(box.y - distance));
  const bottom = Math.min(viewport.height - 1, Math.ceil(box.y + box.height + distance));
  const png = await page.screenshot({ clip: { x, y: top, width: 1, height: bottom - top + 1 }, scale: "css", animations: "disabled" });
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const pixel = (row: number): Rgb => [data[row * info.width * 3]!, data[row * info.width * 3 + 1]!, data[row * info.width * 3 + 2]!];
  return [pixel(0), pixel(info.height - 1)];
}
