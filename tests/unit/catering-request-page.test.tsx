import { describe, expect, it } from "vitest";
import { createConfig } from "@server/config";
import { parseEnv } from "@server/env";
import { DEFAULT_CATERING_SETTINGS, type CateringFormDto } from "@shared/catering/catering";
import { cateringTexts } from "@shared/texts/catering";
import { cateringTexts as cateringTextsEs } from "@shared/texts/es/catering";
import { cateringWordTexts } from "@shared/texts/catering-words";
import { cateringWordTexts as cateringWordTextsEs } from "@shared/texts/es/catering-words";
import { dateProblem, earliestEventDate, eventTimesOn, partySize } from "~/features/catering/catering-calendar";
import { CateringGuide } from "~/features/catering/catering-form";
import { CateringPage } from "~/features/catering/catering-page";
import { ShopProvider } from "~/lib/shop";
import { renderWithTexts } from "../setup/render-with-texts";

const shop = createConfig(parseEnv({ NODE_ENV: "test", DATA_DIR: "/tmp/shop-test-unused", SHOP_PHONE: "(323) 555-0142" })).shop;

/**
 * Thursday, November 20, 2025, 10:00 in Los Angeles; the shop's default week (Mon-Sat 8-20,
 * Sun 9-18) and closed on Thanksgiving (November 27).
 */
const form: CateringFormDto = {
  items: [
    {
      id: "11111111-1111-4111-8111-111111111111",
      name: "Carnitas",
      role: "meat",
      unit: "lb",
      priceCents: 1599,
      optionGroups: [
        {
          id: "22222222-2222-4222-8222-222222222222",
          name: "Style",
          selection: "single",
          minPicks: 1,
          maxPicks: 1,
          options: [
            { id: "33333333-3333-4333-8333-333333333333", name: "Maciza", isDefault: true },
            { id: "44444444-4444-4444-8444-444444444444", name: "Surtida", isDefault: false },
          ],
        },
      ],
    },
    {
      id: "55555555-5555-4555-8555-555555555555",
      name: "Corn tortillas",
      role: "tortillas",
      unit: "each",
      priceCents: 450,
      optionGroups: [],
    },
  ],
  minGuests: 15,
  leadTiers: DEFAULT_CATERING_SETTINGS.leadTiers,
  now: "2025-11-20T18:00:00.000Z",
  today: "2025-11-20",
  timeZone: "America/Los_Angeles",
  deliveryZipCodes: [],
  closedDates: ["2025-11-27"],
  weeklyHours: {
    0: { open: "09:00", close: "18:00" },
    1: { open: "08:00", close: "20:00" },
    2: { open: "08:00", close: "20:00" },
    3: { open: "08:00", close: "20:00" },
    4: { open: "08:00", close: "20:00" },
    5: { open: "08:00", close: "20:00" },
    6: { open: "08:00", close: "20:00" },
  },
};

const english = { cateringTexts, cateringWordTexts };
const spanish = { cateringTexts: cateringTextsEs, cateringWordTexts: cateringWordTextsEs };
const render = (element: React.ReactElement, path = "/catering") =>
  renderWithTexts(<ShopProvider shop={shop}>{element}</ShopProvider>, path.startsWith("/es/") ? spanish : english, path);
/** renderToStaticMarkup writes an apostrophe as &#x27;. */
const text = (html: string) => html.replaceAll("&#x27;", "'");

describe("the catering request's calendar (docs/product.md 'Catering')", () => {
  it("puts the earliest date after the notice of the party's tier, skipping closed days", () => {
    expect(earliestEventDate(form, 15)).toBe("2025-11-23"); // 72 hours: Sunday 10:00
    expect(earliestEventDate(form, 50)).toBe("2025-11-25"); // 120 hours: Tuesday 10:00
    expect(earliestEventDate(form, 100)).toBe("2025-11-28"); // 168 hours: Thanksgiving, closed
  });

  it("offers the quarter hours of the day's hours, from the notice on", () => {
    const sunday = eventTimesOn(form, "2025-11-23", 15);
    expect(sunday[0]).toBe("10:00");
    expect(sunday.at(-1)).toBe("17:45");
    expect(eventTimesOn(form, "2025-11-24", 15)).toHaveLength(48);
    expect(eventTimesOn(form, "2025-11-27", 15)).toEqual([]);
  });

  it("refuses a closed day, a day too soon and a day too far ahead", () => {
    expect(dateProblem(form, "2025-11-27", 15)).toBe("closed");
    expect(dateProblem(form, "2025-11-22", 15)).toBe("tooSoon");
    expect(dateProblem(form, "2025-11-24", 50)).toBe("tooSoon");
    expect(dateProblem(form, "2026-12-01", 15)).toBe("tooFar");
    expect(dateProblem(form, "2025-11-24", 15)).toBeNull();
  });

  it("counts a head count under the minimum, or not typed yet, as the smallest party", () => {
    expect(partySize(form, "")).toBe(15);
    expect(partySize(form, "8")).toBe(15);
    expect(partySize(form, "60")).toBe(60);
  });
});

describe("the live guide", () => {
  it("says about ¼ to ½ lb of meat per guest, the notice and the earliest date for the head count", () => {
    const html = text(render(<CateringGuide form={form} guests="20" meatPounds={0} />));
    expect(html).toContain("For 20 guests, about 5–10 lb of carnitas");
    expect(html).toContain("A party of 20 needs 3 days' notice: the earliest date is Sunday, November 23.");
    expect(html).toContain("Parties of 50 or more need 5 days' notice");
    expect(html).toContain("Guidance only, never a price");
    expect(html).toMatch(/aria-live="polite"/);
  });

  it("follows a larger party into its tier, and counts the meat chosen so far", () => {
    const html = text(render(<CateringGuide form={form} guests="55" meatPounds={12.5} />));
    expect(html).toContain("For 55 guests, about 14–27.5 lb of carnitas");
    expect(html).toContain("You have chosen 12.5 lb of meat so far.");
    expect(html).toContain("A party of 55 needs 5 days' notice: the earliest date is Tuesday, November 25.");
  });

  it("asks for the head count until there is one, and speaks Spanish on /es", () => {
    expect(render(<CateringGuide form={form} guests="" meatPounds={0} />)).toContain("Enter the number of guests");
    const html = render(<CateringGuide form={form} guests="20" meatPounds={0} />, "/es/catering");
    expect(html).toContain("Para 20 invitados, unas 5–10 lb de carnitas");
    expect(html).toContain("la fecha más próxima es el domingo, 23 de noviembre");
  });
});

describe("the request page", () => {
  it("draws the form without a price, with the earliest date, the choices and the shop's phone", () => {
    const html = text(render(<CateringPage form={form} />));
    expect(html).not.toContain("$15.99");
    expect(html).not.toContain("$4.50");
    expect(html).toMatch(/type="date"[^>]*min="2025-11-23"/);
    expect(html).toContain("Maciza");
    expect(html).toContain("Surtida");
    expect(html).toContain("dozen");
    expect(html).toContain("Drop-off trays");
    expect(html).toContain("A taquero on site");
    expect(html).toContain('href="tel:3235550142"');
    expect(html).toContain("Prefer to talk? Call us at");
    const smsOptIn = /<input type="checkbox"[^>]*name="smsOptIn"[^>]*>/.exec(html)?.[0];
    expect(smsOptIn).toBeDefined();
    expect(smsOptIn).not.toContain("checked");
    // Sent with fetch once the page is interactive: the button waits for hydration.
    expect(html).toMatch(/<button type="submit" disabled=""/);
  });

  it("without the form's data, says so and gives the phone", () => {
    const html = text(render(<CateringPage form={null} />));
    expect(html).toContain("We can't show the catering form right now.");
    expect(html).toContain('href="tel:3235550142"');
  });
});
