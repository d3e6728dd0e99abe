import { describe, expect, it } from "vitest";
import { EXCERPT_LENGTH, firstCharacters, makeExcerpt, makeMetaDescription } from "@shared/blog/blog";
import { formatLongDate, isoDateInZone } from "@shared/core/dates";
import { markdownToPlainText, renderMarkdownToHtml } from "@server/services/blog/markdown";

describe("excerpt (docs/product.md 'Listing rules': first 150 characters and an ellipsis)", () => {
  it("cuts a long text at 150 characters and adds '...'", async () => {
    const text = "a".repeat(149) + "bcdef";
    const excerpt = makeExcerpt(text);
    expect(excerpt).toBe(`${"a".repeat(149)}b...`);
    expect(excerpt.length).toBe(EXCERPT_LENGTH + 3);
  });

  it("adds the ellipsis to a short text too, as the spec says (always followed by an ellipsis)", async () => {
    expect(makeExcerpt("Short and sweet.")).toBe("Short and sweet....");
    expect(makeExcerpt("x".repeat(150))).toBe(`${"x".repeat(150)}...`);
    expect(makeExcerpt("  spaced \n out  ")).toBe("spaced out...");
  });

  it("collapses whitespace and does not end on a space before the ellipsis", async () => {
    const text = `${"word ".repeat(29)}word  and then more text after the cut`;
    const excerpt = makeExcerpt(text);
    expect(excerpt).not.toMatch(/\s\.\.\.$/);
    expect(excerpt).not.toContain("  ");
  });

  it("never splits an emoji (surrogate pair)", async () => {
    const text = "🌮".repeat(200);
    expect(firstCharacters(text, 150)).toBe("🌮".repeat(150));
  });
});

describe("meta description (first 155 characters of the post)", () => {
  it("takes 155 characters of the plain text", async () => {
    const text = "Carnitas ".repeat(30);
    const description = makeMetaDescription(text);
    expect(description.length).toBeLessThanOrEqual(155);
    expect(text.startsWith(description)).toBe(true);
    expect(makeMetaDescription("Short.")).toBe("Short.");
  });
});

describe("markdown to plain text", () => {
  it("drops the markdown syntax and keeps the words, blocks separated by a space", async () => {
    const markdown =
      "## What the judges tasted\n\nThey tried **both** of our *styles*:\n\n- Maciza\n- Mixed\n\n[Read it](https://example.com) & enjoy.";
    expect(await markdownToPlainText(markdown)).toBe("What the judges tasted They tried both of our styles: Maciza Mixed Read it & enjoy.");
  });

  it("never lets raw HTML into the text", async () => {
    expect(await markdownToPlainText("Hello <b>there</b>\n\n<div>block html</div>")).toBe("Hello there");
  });
});

describe("markdown rendering (server-side, sanitised)", () => {
  it("renders formatted text, with the post's own h1 demoted to h2", async () => {
    const html = await renderMarkdownToHtml("# Title\n\nSome **bold** and *em*.\n\n1. one\n2. two");
    expect(html).toContain("<h2>Title</h2>");
    expect(html).toContain("<strong>bold</strong>");
    expect(html).toContain("<em>em</em>");
    expect(html).toContain("<ol>");
    expect(html).not.toContain("<h1");
  });

  it("never runs raw HTML or script links", async () => {
    const html = await renderMarkdownToHtml(
      '<script>alert(1)</script>\n\n<img src=x onerror="alert(2)">\n\n[click](javascript:alert(3)) [data](data:text/html,hi) <a href="javascript:alert(4)">raw</a>',
    );
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/onerror/i);
    expect(html).not.toMatch(/javascript:/i);
    expect(html).not.toMatch(/data:text/i);
    expect(html).toContain("<a>click</a>");
  });

  it("marks external links noopener and lets images load lazily", async () => {
    const html = await renderMarkdownToHtml("[site](https://example.com) [menu](/menu)\n\n![Carnitas](/images/x.webp)");
    expect(html).toContain('<a href="https://example.com" rel="noopener noreferrer">site</a>');
    expect(html).toContain('<a href="/menu">menu</a>');
    expect(html).toContain('<img src="/images/x.webp" alt="Carnitas" loading="lazy" decoding="async"/>');
  });

  it("gives our own pictures in a post every width, sized for the post's column; other sites' pictures none", async () => {
    const upload = "https://cdn.example.com/blog/Qm9uZSBpbiByaWJleWUhIQ-640w.webp";
    const html = await renderMarkdownToHtml(
      `![Award](/images/blog/carnitas-award-640w.webp)\n\n![Cut](${upload})\n\n![Elsewhere](https://example.com/p-640w.webp)`,
    );
    // Attribute names in HTML are case-insensitive (React writes 'srcSet').
    const images = [...html.matchAll(/<img [^>]*>/g)].map(([tag]) => tag.replace(/ srcSet=/, " srcset="));
    expect(images).toHaveLength(3);
    expect(images[0]).toContain(
      'srcset="/images/blog/carnitas-award-320w.webp 320w, /images/blog/carnitas-award-640w.webp 640w, /images/blog/carnitas-award-960w.webp 960w"',
    );
    expect(images[0]).toContain('sizes="(min-width: 768px) 720px, 100vw"');
    expect(images[1]).toContain(`srcset="${upload.replace("-640w", "-320w")} 320w,`);
    expect(images[2]).not.toContain("srcset");
    for (const tag of images) expect(tag).toMatch(/loading="lazy" decoding="async"/);
  });
});

describe("dates ('MMMM d, yyyy' in the shop's time zone)", () => {
  it("formats like 'January 5, 2025'", async () => {
    expect(formatLongDate("2025-01-05T18:00:00Z", "America/Los_Angeles")).toBe("January 5, 2025");
    expect(formatLongDate(new Date("2025-09-12T16:00:00Z"), "America/Los_Angeles")).toBe("September 12, 2025");
  });

  it("uses the shop's time zone, not the server's", async () => {
    // 03:00 UTC on the 6th is still the evening of the 5th in Los Angeles.
    expect(formatLongDate("2025-01-06T03:00:00Z", "America/Los_Angeles")).toBe("January 5, 2025");
    expect(formatLongDate("2025-01-06T03:00:00Z", "UTC")).toBe("January 6, 2025");
    expect(isoDateInZone("2025-01-06T03:00:00Z", "America/Los_Angeles")).toBe("2025-01-05");
  });
});
