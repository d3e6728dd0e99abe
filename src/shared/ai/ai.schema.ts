import { z } from "../core/zod";
import { MAX_ENHANCE_CHARACTERS, MAX_TRANSLATE_CHARACTERS, MAX_TRANSLATE_FIELDS, TRANSLATE_FIELD_PATTERN } from "./ai";
import { aiTexts as englishAiTexts } from "../texts/ai";
import { keyedTexts } from "../core/said";

/** Its messages are text keys, said at the edge in the reader's language (shared/core/said.ts). */
const aiTexts = /* @__PURE__ */ keyedTexts("aiTexts", englishAiTexts);

/** docs/product.md 'AI enhance': body content, response content. */
export const enhanceContentSchema = z.object({
  content: z
    .string({ error: aiTexts.errors.emptyContent })
    .max(MAX_ENHANCE_CHARACTERS, aiTexts.errors.tooLong)
    .trim()
    .min(1, aiTexts.errors.emptyContent),
});

/**
 * The AI draft of the Spanish (ADR 0015): `{ to: "es", texts: { name: "Carnitas", … } }`. Blank
 * texts are left out (nothing to translate); at least one must be left, and not too many.
 */
export const translateContentSchema = z.object({
  to: z.literal("es", { error: aiTexts.errors.translateTo }),
  texts: z
    .record(
      z.string().regex(TRANSLATE_FIELD_PATTERN, aiTexts.errors.nothingToTranslate),
      z.string({ error: aiTexts.errors.nothingToTranslate }),
      {
        error: aiTexts.errors.nothingToTranslate,
      },
    )
    .transform((texts) => Object.fromEntries(Object.entries(texts).flatMap(([field, text]) => (text.trim() ? [[field, text.trim()]] : []))))
    .refine((texts) => Object.keys(texts).length > 0, aiTexts.errors.nothingToTranslate)
    .refine((texts) => Object.keys(texts).length <= MAX_TRANSLATE_FIELDS, aiTexts.errors.translateTooLong)
    .refine(
      (texts) => Object.values(texts).reduce((total, text) => total + text.length, 0) <= MAX_TRANSLATE_CHARACTERS,
      aiTexts.errors.translateTooLong,
    ),
});
export type TranslateContentInput = z.output<typeof translateContentSchema>;
