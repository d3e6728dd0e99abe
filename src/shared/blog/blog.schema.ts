import { z } from "../core/zod";
import { MAX_POST_CHARACTERS } from "./blog";
import { imageUrlSchema } from "../images/images.schema";
import { slugSchemaWith } from "../core/params.schema";
import type { Catalog } from "../core/i18n";
import { blogAdminTexts as englishBlogAdminTexts } from "../texts/blog-admin";
import { errorTexts as englishErrorTexts } from "../texts/errors";
import { imageTexts as englishImageTexts } from "../texts/images";
import { keyedTexts } from "../core/said";

/** Its messages are text keys, said at the edge in the reader's language (shared/core/said.ts). */
const blogAdminTexts = /* @__PURE__ */ keyedTexts("blogAdminTexts", englishBlogAdminTexts);
const errorTexts = /* @__PURE__ */ keyedTexts("errorTexts", englishErrorTexts);
const imageTexts = /* @__PURE__ */ keyedTexts("imageTexts", englishImageTexts);

/** The admin's blog inputs, shared by the post editor and the API (docs/product.md 'Blog post validation'). */

/** The catalogues whose words the post editor's checks say, in one language. */
export interface BlogPostSchemaTexts {
  blogAdminTexts: Catalog<typeof englishBlogAdminTexts>;
  errorTexts: Catalog<typeof englishErrorTexts>;
  imageTexts: Catalog<typeof englishImageTexts>;
}

/**
 * The post editor's schema (an empty slug is made from the title), its messages in the catalogues
 * given: the API validates with the keyed one (blogPostInputSchema below), the editor with one
 * built from the admin's language.
 */
export function blogPostInputSchemaWith(texts: BlogPostSchemaTexts) {
  const postErrors = texts.blogAdminTexts.errors;
  return z.object({
    title: z.string({ error: postErrors.titleRequired }).trim().min(1, postErrors.titleRequired).max(200, postErrors.titleTooLong),
    slug: z
      .union([z.literal(""), slugSchemaWith(texts.errorTexts.slugInvalid).max(80, postErrors.slugInvalid)], {
        error: postErrors.slugInvalid,
      })
      .default(""),
    content: z
      .string({ error: postErrors.contentRequired })
      .trim()
      .min(1, postErrors.contentRequired)
      .max(MAX_POST_CHARACTERS, postErrors.contentTooLong),
    /**
     * The Spanish (ADR 0015), optional, as long as the English may be. Left out, the saved Spanish
     * is kept; '' or null clears it (the Spanish blog then shows the English).
     */
    titleEs: z.string({ error: postErrors.titleTooLong }).trim().max(200, postErrors.titleTooLong).nullable().optional(),
    contentEs: z
      .string({ error: postErrors.contentTooLong })
      .trim()
      .max(MAX_POST_CHARACTERS, postErrors.contentTooLong)
      .nullable()
      .optional(),
    imageUrl: imageUrlSchema(postErrors.urlInvalid, texts.imageTexts.errors.httpUrl).default(""),
    isPublished: z.boolean().default(false),
  });
}

/** The post editor's schema with text keys for messages: the API's (marked pure: a bundle using only the factory leaves it out). */
export const blogPostInputSchema = /* @__PURE__ */ blogPostInputSchemaWith({ blogAdminTexts, errorTexts, imageTexts });
export type BlogPostFormValues = z.input<typeof blogPostInputSchema>;
export type BlogPostInput = z.output<typeof blogPostInputSchema>;

export const postPublishedSchema = z.object({ isPublished: z.boolean() });
