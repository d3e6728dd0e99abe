import { z } from "../core/zod";
import { IMAGE_STORES } from "./images";
import { imageTexts as englishImageTexts } from "../texts/images";
import { keyedTexts } from "../core/said";

/** Its messages are text keys, said at the edge in the reader's language (shared/core/said.ts). */
const imageTexts = /* @__PURE__ */ keyedTexts("imageTexts", englishImageTexts);

/** The pictures' inputs: which store an upload goes to, which upload to remove, a picture's address in a form. */
export const imageStoreParamSchema = z.object({ store: z.enum(IMAGE_STORES, imageTexts.errors.noSuchStore) });

export const removeImageSchema = z.object({ url: z.string().min(1).max(2000) });

/** `httpUrl`: the refusal of an http:// address, in the form's language (by default its text key: the API's). */
export function imageUrlSchema(invalid: string, httpUrl: string = imageTexts.errors.httpUrl) {
  return z
    .string()
    .trim()
    .max(2000, invalid)
    .superRefine((value, ctx) => {
      const problem = imageUrlProblem(value, invalid, httpUrl);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    });
}

/**
 * An image address: a path on this site (uploads, demo pictures) or an https:// URL. Plain
 * http is refused because the site's Content-Security-Policy would block the picture.
 */
export function imageUrlProblem(value: string, invalid: string, httpUrl: string = imageTexts.errors.httpUrl): string | null {
  if (value === "") return null;
  if (value.startsWith("/")) return /^\/(?![/\\])[^\s\\]+$/.test(value) ? null : invalid;
  try {
    const url = new URL(value);
    if (url.protocol === "http:") return httpUrl;
    return url.protocol === "https:" && url.hostname.includes(".") && !/\s/.test(value) ? null : invalid;
  } catch {
    return invalid;
  }
}
