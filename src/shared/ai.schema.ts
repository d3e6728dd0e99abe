import { z } from "zod";
import { MAX_ENHANCE_CHARACTERS } from "./ai";
import { aiTexts } from "./texts/ai";

/** SPEC.md section 7 'enhance-content': body content, response content. */
export const enhanceContentSchema = z.object({
  content: z
    .string({ error: aiTexts.errors.emptyContent })
    .max(MAX_ENHANCE_CHARACTERS, aiTexts.errors.tooLong)
    .trim()
    .min(1, aiTexts.errors.emptyContent),
});
