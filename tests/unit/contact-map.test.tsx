import { describe, expect, it } from "vitest";
import { createConfig } from "@server/config";
import { parseEnv } from "@server/env";
import { mapEmbedOrigin, mapEmbedUrl } from "@shared/shop/map-embed";
import { ContactPage } from "~/features/contact/contact-page";
import { contactTexts } from "@shared/texts/contact";
import { ShopProvider } from "~/lib/shop";
import { renderWithTexts } from "../setup/render-with-texts";

const shopFrom = (env: Record<string, string>) =>
  createConfig(parseEnv({ NODE_ENV: "test", DATA_DIR: "/tmp/shop-test-unused", ...env })).shop;
const ownAddress = { SHOP_STREET: "455 W Main St", SHOP_CITY: "Santa Ana", SHOP_REGION: "CA", SHOP_POSTAL_CODE: "92701" };
const iframeSrc = (html: string) => /<iframe[^>]*\ssrc="([^"]+)"/.exec(html)?.[1]?.replaceAll("&amp;", "&");

/** The contact page's map (docs/product.md 'Contact': an embedded map). */
describe("contact map", () => {
  it("embeds OpenStreetMap around the coordinates, with a marker, when they are known", () => {
    const shop = shopFrom({ ...ownAddress, SHOP_LATITUDE: "33.7490", SHOP_LONGITUDE: "-117.8705" });
    const url = new URL(mapEmbedUrl(shop));
    expect(url.origin + url.pathname).toBe("https://www.openstreetmap.org/export/embed.html");
    expect(url.searchParams.get("marker")).toBe("33.74900,-117.87050");
    expect(mapEmbedOrigin(shop)).toBe("https://www.openstreetmap.org");
  });

  it("finds a configured address without coordinates by its text, on Google Maps' keyless embed", () => {
    const shop = shopFrom(ownAddress);
    expect(shop.location).toBeNull();
    const url = new URL(mapEmbedUrl(shop));
    expect(url.origin + url.pathname).toBe("https://www.google.com/maps");
    expect(url.searchParams.get("q")).toBe("455 W Main St, Santa Ana, CA 92701, US");
    expect(url.searchParams.get("output")).toBe("embed");
    expect(mapEmbedOrigin(shop)).toBe("https://www.google.com");
  });

  it("the page embeds that map, lazily, and keeps the link to the map as the fallback", () => {
    const shop = shopFrom(ownAddress);
    const html = renderWithTexts(
      <ShopProvider shop={shop}>
        <ContactPage today={null} />
      </ShopProvider>,
      { contactTexts },
    );
    expect(iframeSrc(html)).toBe(mapEmbedUrl(shop));
    expect(html).toMatch(/<iframe[^>]*title="Map showing the location of Carnicería La Esperanza"[^>]*loading="lazy"/);
    expect(html).toContain('href="https://www.openstreetmap.org/search?query=455%20W%20Main%20St%2C%20Santa%20Ana%2C%20CA%2092701"');
    expect(html).toContain("Open the map on OpenStreetMap");
  });

  it("the demo address keeps its coordinates and its OpenStreetMap embed", () => {
    const shop = shopFrom({});
    const html = renderWithTexts(
      <ShopProvider shop={shop}>
        <ContactPage today={null} />
      </ShopProvider>,
      { contactTexts },
    );
    expect(iframeSrc(html)).toMatch(/^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=.*&marker=34\.04710,-118\.21960$/);
  });
});
