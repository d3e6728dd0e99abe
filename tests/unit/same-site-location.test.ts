import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "@shared/auth/auth";
import { isSameSiteLocation, sameSiteLocation } from "@shared/core/same-site-location";
import { loadAuthCallback } from "~/features/auth/auth-callback.server";
import { redirectTarget } from "~/features/auth/redirect-target";
import { LEAVING_THE_SHOP, staysOnShop } from "../setup/open-redirects";

/**
 * The one check behind the language switch and the sign-in redirect: the FINAL Location, once
 * normalised and put into the wanted language, must stay on the shop. A browser follows it
 * against the shop's address: it must land on that same origin, at a path with a single '/'.
 */

const SHOP = "https://shop.example.test";

describe("sameSiteLocation: the final Location stays on the shop", () => {
  it.each([
    ["/menu?category=beef#top", undefined, "/menu?category=beef#top"],
    ["/es/menu", "en", "/menu"],
    ["/menu", "es", "/es/menu"],
    ["/", "es", "/es"],
    ["/es", "en", "/"],
    ["/blog/our-story?x=1", "es", "/es/blog/our-story?x=1"],
  ] as const)("follows %s (into %s) to %s", (candidate, locale, expected) => {
    expect(sameSiteLocation(candidate, locale ? { locale } : {})).toBe(expected);
  });

  it.each(LEAVING_THE_SHOP)("never answers another site for %j, in either language", (candidate) => {
    for (const options of [{}, { locale: "en" as const }, { locale: "es" as const }]) {
      const location = sameSiteLocation(candidate, options);
      if (location !== null) expect({ candidate, options, location, stays: staysOnShop(location) }).toMatchObject({ stays: true });
    }
  });

  it("refuses what normalises to another host, whatever the raw string looked like", () => {
    expect(sameSiteLocation("/.//evil.example")).toBeNull();
    expect(sameSiteLocation("/x/..//evil.example")).toBeNull();
    expect(sameSiteLocation("/%2e//evil.example")).toBeNull();
    // A Spanish path that is, in English, another host.
    expect(sameSiteLocation("/es//evil.example", { locale: "en" })).toBeNull();
    expect(sameSiteLocation("/es/.//evil.example", { locale: "en" })).toBeNull();
    // An encoded backslash stays encoded: a harmless path on the shop.
    expect(sameSiteLocation("/%5Cevil.example", { locale: "en" })).toBe("/%5Cevil.example");
  });

  it("leaves out the pages it is told to refuse, in either language", () => {
    const refuse = /^\/(api|lang)(\/|$)/;
    expect(sameSiteLocation("/api/session", { refuse })).toBeNull();
    expect(sameSiteLocation("/es/lang/en", { refuse })).toBeNull();
    expect(sameSiteLocation("/language", { refuse })).toBe("/language");
  });

  it("isSameSiteLocation accepts only a normalised path with one leading '/'", () => {
    for (const location of ["/", "/es", "/menu?category=beef#top", "/%5Cx"]) expect(isSameSiteLocation(location)).toBe(true);
    for (const location of ["//evil.example", "/\\evil.example", "/./x", "/a/../b", "/\t/x", "https://evil.example", "", "menu"]) {
      expect(isSameSiteLocation(location)).toBe(false);
    }
  });
});

describe("the sign-in redirect decides its target with it", () => {
  it.each(LEAVING_THE_SHOP)("safeRedirectPath(%j) stays on the shop", (target) => {
    for (const locale of [undefined, "en", "es"] as const) expect(staysOnShop(safeRedirectPath(target, "/", locale))).toBe(true);
  });

  it("the callback page's loader falls back to the page's home for the normalised tricks", () => {
    const target = (query: string, locale: "en" | "es") =>
      loadAuthCallback({ actor: null }, new URL(`${SHOP}/auth/callback?${query}`), locale).target;
    expect(target(`redirect=${encodeURIComponent("/.//evil.example")}`, "en")).toBe("/");
    expect(target(`redirect=${encodeURIComponent("/x/..//evil.example")}`, "es")).toBe("/es");
    expect(target(`redirect=${encodeURIComponent("/%2e//evil.example")}`, "en")).toBe("/");
    expect(target(`redirect=${encodeURIComponent("/es/checkout")}`, "es")).toBe("/es/checkout");
    for (const candidate of LEAVING_THE_SHOP) {
      for (const locale of ["en", "es"] as const)
        expect(staysOnShop(target(`redirect=${encodeURIComponent(candidate)}`, locale))).toBe(true);
    }
  });

  it("the login page's target is checked once in the page's language", () => {
    const target = (redirect: string, locale: "en" | "es") => redirectTarget(new URLSearchParams({ redirect }), locale);
    expect(target("/es//evil.example", "en")).toBe("/");
    expect(target("/.//evil.example", "es")).toBe("/es//evil.example");
    expect(target("/es/checkout", "en")).toBe("/checkout");
    expect(target("/checkout", "es")).toBe("/es/checkout");
    for (const candidate of LEAVING_THE_SHOP) {
      for (const locale of ["en", "es"] as const) expect(staysOnShop(target(candidate, locale))).toBe(true);
    }
  });
});
