import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The storefront's stylesheet leaves the owner's reports out (ADR 0025): app.css names the folders
 * and files Tailwind must not scan, and the reports bring their own utilities. A path renamed or
 * moved would silently put the reports' classes back into every storefront page's CSS.
 */
const WEB = path.resolve("src/web");
const sources = (file: string, directive: string) =>
  [...readFileSync(path.join(WEB, file), "utf8").matchAll(new RegExp(`@source ${directive}"([^"]+)"`, "g"))].map((m) => m[1]!);

describe("the stylesheets' sources", () => {
  it("every path app.css leaves out exists, and the reports' folder is one of them", () => {
    const excluded = sources("app.css", "not ");
    expect(excluded).toContain("./features/admin/reports");
    for (const entry of excluded) expect(existsSync(path.resolve(WEB, entry)), entry).toBe(true);
  });

  it("the reports' stylesheet scans its own folder, and the reports page imports it", () => {
    expect(sources("features/admin/reports/reports.css", "")).toEqual(["./"]);
    expect(readFileSync(path.join(WEB, "features/admin/reports/reports-page.tsx"), "utf8")).toContain('import "./reports.css";');
  });
});
