import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { addDocumentJsonLd, documentJsonLd, jsonLdScripts } from "~/lib/structured-data-document.server";
import { documentJsonLdWriter } from "~/page-html.server";

/** The document as the server writes it, cut into the given chunks. */
const written = (context: object, chunks: (string | Buffer)[]) =>
  text(Readable.from(chunks.map((chunk) => (typeof chunk === "string" ? Buffer.from(chunk) : chunk))).pipe(documentJsonLdWriter(context)));

describe("the page's JSON-LD in the document (ADR 0019)", () => {
  it("writes each block as React Router's script:ld+json meta did, escaped so that no text ends the script early", () => {
    const scripts = jsonLdScripts([
      { "@type": "MenuItem", name: "Tacos </script><script>alert(1)</script> & <!-- more", note: "line\u2028sep" },
      { "@type": "Menu" },
    ]);
    expect(scripts).toBe(
      '<script type="application/ld+json">{"@type":"MenuItem","name":"Tacos \\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e \\u0026 \\u003c!-- more","note":"line\\u2028sep"}</script>' +
        '<script type="application/ld+json">{"@type":"Menu"}</script>',
    );
    // What a crawler reads back is the block itself.
    const body = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(scripts)![1]!;
    expect(JSON.parse(body)).toMatchObject({ name: "Tacos </script><script>alert(1)</script> & <!-- more", note: "line\u2028sep" });
  });

  it("puts the request's blocks, in the loaders' order, just before </head>, even when </head> is split across chunks", async () => {
    const context = {};
    addDocumentJsonLd(context, () => ({ "@type": "Restaurant" }));
    addDocumentJsonLd(context, () => ({ "@type": "Menu", name: "Menú" }));
    const html = await written(context, ["<!DOCTYPE html><html><head><title>Menú</title></he", "ad><body><p>ñandú</p>", "</body></html>"]);
    expect(html).toBe(
      '<!DOCTYPE html><html><head><title>Menú</title><script type="application/ld+json">{"@type":"Restaurant"}</script>' +
        '<script type="application/ld+json">{"@type":"Menu","name":"Menú"}</script></head><body><p>ñandú</p></body></html>',
    );
  });

  it("leaves a multi-byte character split across chunks whole", async () => {
    const context = {};
    addDocumentJsonLd(context, () => ({ "@type": "Menu" }));
    const bytes = Buffer.from("<html><head></head><body>Carnicería ñ</body></html>");
    const cut = bytes.indexOf(Buffer.from("ñ")) + 1;
    const html = await written(context, [bytes.subarray(0, cut), bytes.subarray(cut)]);
    expect(html).toBe('<html><head><script type="application/ld+json">{"@type":"Menu"}</script></head><body>Carnicería ñ</body></html>');
  });

  it("passes a page without JSON-LD (or without a head) through unchanged", async () => {
    expect(await written({}, ["<html><head></head>", "<body></body></html>"])).toBe("<html><head></head><body></body></html>");
    const context = {};
    addDocumentJsonLd(context, () => ({ "@type": "Menu" }));
    expect(await written(context, ["not a ", "document"])).toBe("not a document");
  });

  it("builds a block only when a document asks for it, and one request's blocks never reach another's", () => {
    const first = {};
    let builds = 0;
    addDocumentJsonLd(first, () => {
      builds += 1;
      return { "@type": "Menu" };
    });
    // A client-side navigation's .data request runs the loader and writes no document: nothing is built.
    expect(builds).toBe(0);
    expect(documentJsonLd({})).toEqual([]);
    expect(documentJsonLd(first)).toEqual([{ "@type": "Menu" }]);
    expect(builds).toBe(1);
  });
});
