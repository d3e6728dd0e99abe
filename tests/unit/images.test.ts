import { describe, expect, it } from "vitest";
import { imageSrcSet } from "@shared/images/images";

/** A name as the upload service makes them: 22 random URL-safe characters. */
const NAME = "Qm9uZSBpbiByaWJleWUhIQ";

describe("srcset of uploaded pictures served from a bucket or CDN (S3_PUBLIC_URL)", () => {
  it("derives every width for an upload's address under any public URL", () => {
    for (const base of ["https://cdn.example.com", "https://s3.us-east-1.amazonaws.com/shop-bucket", "http://127.0.0.1:9000/shop"]) {
      expect(imageSrcSet(`${base}/products/${NAME}-640w.webp`)).toBe(
        `${base}/products/${NAME}-320w.webp 320w, ${base}/products/${NAME}-640w.webp 640w, ${base}/products/${NAME}-960w.webp 960w`,
      );
      expect(imageSrcSet(`${base}/blog/${NAME}-640w.webp`)).toContain(`${base}/blog/${NAME}-960w.webp 960w`);
    }
  });

  it("still derives them for the shop's own files", () => {
    expect(imageSrcSet(`/uploads/products/${NAME}-640w.webp`)).toContain(`/uploads/products/${NAME}-320w.webp 320w`);
    expect(imageSrcSet("/images/menu/arrachera-640w.webp")).toContain("/images/menu/arrachera-960w.webp 960w");
  });

  it.each([
    ["another site's picture with a width in its name", "https://cdn.example.com/photos/ribeye-640w.webp"],
    ["a name that is not an upload's", `https://cdn.example.com/products/ribeye-640w.webp`],
    ["a folder that is not one of the stores", `https://cdn.example.com/avatars/${NAME}-640w.webp`],
    ["a width the shop does not make", `https://cdn.example.com/products/${NAME}-1200w.webp`],
    ["a query string (a signed or transformed address)", `https://cdn.example.com/products/${NAME}-640w.webp?w=100`],
    ["another format", `https://cdn.example.com/products/${NAME}-640w.jpg`],
    ["a protocol-relative address", `//cdn.example.com/x/ribeye-640w.webp`],
  ])("leaves out %s, whose other widths may not exist", (_what, url) => {
    expect(imageSrcSet(url)).toBeUndefined();
  });
});
