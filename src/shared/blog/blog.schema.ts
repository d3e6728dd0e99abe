import { z } from "../core/zod";
import { MAX_POST_CHARACTERS } from "./blog";
import { imageUrlSchema } from "../images/images.schema";
import { slugSchema } from "../core/params.schema";
import { blogAdminTexts as englishBlogAdminTexts } from "../texts/blog-admin";
import { keyedTexts } from "../core/said";

/** Its messages are text keys, said at the edge in the reader's language (shared/core/said.ts). */
const blogAdminTexts = /* @__PURE__ */ keyedTexts("blogAdminTexts", englishBlogAdminTexts);

/** The admin's blog inputs, shared by the post editor and the API (docs/product.md 'Blog post validation'). */

const postErrors = blogAdminTexts.errors;

/** The post editor's schema and the API's (an empty slug is made from the title). */
export const blogPostInputSchema = z.object({
  title: z.string({ error: postErrors.titleRequired }).trim().min(1, postErrors.titleRequired).max(200, postErrors.titleTooLong),
  slug: z.union([z.literal(""), slugSchema.max(80, postErrors.slugInvalid)], { error: postErrors.slugInvalid }).default(""),
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
  imageUrl: imageUrlSchema(postErrors.urlInvalid).default(""),
  isPublished: z.boolean().default(false),
});
export type BlogPostFormValues = z.input<typeof blogPostInputSchema>;
export type BlogPostInput = z.output<typeof blogPostInputSchema>;

export const postPublishedSchema = z.object({ isPublished: z.boolean() });
