import { describe, expect, it } from "vitest";
import { centsToPriceText, parsePriceToCents } from "@shared/menu/menu";
import { imageUrlProblem } from "@shared/images/images.schema";
import { sayMessage } from "@shared/core/said";
import { textsFor } from "@shared/texts/registry.server";

describe("admin catalogue rules", () => {
  it.each([
    ["12.99", 1299],
    ["$12.99", 1299],
    ["$ 7", 700],
    [" 0.5 ", 50],
    ["99999.99", 9_999_999],
    ["0", null],
    ["0.00", null],
    ["-1", null],
    ["1.999", null],
    ["12.", null],
    ["1e3", null],
    ["100000", null],
    ["12,99", null],
    ["", null],
  ])("reads the price %o as %o cents", (text, cents) => {
    expect(parsePriceToCents(text)).toBe(cents);
  });

  it("writes cents back as the form shows them", () => {
    expect(centsToPriceText(1599)).toBe("15.99");
    expect(centsToPriceText(700)).toBe("7.00");
    expect(parsePriceToCents(centsToPriceText(123_456))).toBe(123_456);
  });

  it.each([
    ["", null],
    ["/uploads/products/abc-640w.webp", null],
    ["/images/menu/carnitas-maciza-640w.webp", null],
    ["https://cdn.example.com/a.jpg", null],
    ["http://cdn.example.com/a.jpg", "Use an https:// address (browsers block http pictures on this site)"],
    ["//evil.example/a.jpg", "bad"],
    ["/\\evil.example/a.jpg", "bad"],
    ["javascript:alert(1)", "bad"],
    ["data:image/png;base64,AAAA", "bad"],
    ["https://localhost/a.jpg", "bad"],
    ["/with space.jpg", "bad"],
  ])("judges the picture address %o", (url, problem) => {
    // The refusal is a text key, said in the reader's language at the edge (ADR 0022): here in English.
    const found = imageUrlProblem(url, "bad");
    expect(found === null ? null : sayMessage(textsFor("en"), found)).toBe(problem);
  });
});
