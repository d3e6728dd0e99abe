import { z } from "zod";
import { MAX_POST_CHARACTERS } from "./blog";
import { imageUrlSchema } from "./images.schema";
import { slugSchema } from "./params.schema";
import { blogAdminTexts } from "./texts/blog-admin";

/** The admin's blog inputs, shared by the post editor and the API (SPEC.md section 5 'Blog post'). */

const postErrors = blogAdminTexts.errors;

/** The post editor. An empty slug is made from the title. */
export const blogPostInputSchema = z.object({
  title: z.string({ error: postErrors.titleRequired }).trim().min(1, postErrors.titleRequired).max(200, postErrors.titleTooLong),
  slug: z.union([z.literal(""), slugSchema.max(80, postErrors.slugInvalid)], { error: postErrors.slugInvalid }).default(""),
  content: z
    .string({ error: postErrors.contentRequired })
    .trim()
    .min(1, postErrors.contentRequired)
    .max(MAX_POST_CHARACTERS, postErrors.contentTooLong),
  imageUrl: imageUrlSchema(postErrors.urlInvalid).default(""),
  isPublished: z.boolean().default(false),
});
export type BlogPostFormValues = z.input<typeof blogPostInputSchema>;
export type BlogPostInput = z.output<typeof blogPostInputSchema>;

export const postPublishedSchema = z.object({ isPublished: z.boolean() });
