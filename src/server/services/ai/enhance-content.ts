import { z } from "zod";
import type { TranslateContentInput } from "@shared/ai/ai.schema";
import type { ServiceContext } from "../service-context";
import { ServiceError } from "../../lib/errors";
import { said } from "@shared/core/said";

export function systemPrompt(shopName: string): string {
  return [
    `You are the editor of the blog of ${shopName}, a family-owned Mexican butcher shop (carnicería) and restaurant.`,
    "Improve the blog post the user sends: fix spelling and grammar, make it clearer and more engaging, and keep the author's warm, personal voice.",
    "Keep every fact exactly as given: names, dishes, prices, dates, numbers, places, quotes and links. Do not invent anything new.",
    "Keep the markdown: headings, lists, emphasis, links and images stay markdown, with the same link targets.",
    "Keep the post's language and roughly its length.",
    "Answer with the improved post in markdown only: no preface, no explanation, no code fence around it.",
  ].join("\n");
}

/** The words the translation keeps: the shop's food words are the same in both languages. */
export const KEPT_FOOD_WORDS = [
  "carnitas",
  "maciza",
  "surtida",
  "buche",
  "cuero",
  "arrachera",
  "barbacoa",
  "chicharrón",
  "birria",
  "tamales",
];

export function translatePrompt(shopName: string): string {
  return [
    `You translate the menu and the blog of ${shopName}, a family-owned Mexican butcher shop (carnicería) and restaurant in the United States, from English into Spanish for its Spanish-speaking customers.`,
    "Write natural Mexican Spanish, the way a Mexican family business writes to its customers: warm and clear, addressing the reader as tú.",
    `Keep the food words as they are (${KEPT_FOOD_WORDS.join(", ")}, and the like), and names of dishes that are already in Spanish.`,
    "Keep every fact exactly as given: names, prices, dates, numbers, units (lb, oz, °F), places, quotes and links. Do not add or leave out anything.",
    "Keep the markdown: headings, lists, emphasis, links and images stay markdown, with the same link targets.",
    "The user sends a JSON object whose values are English texts. Answer with a JSON object with exactly the same keys, each value the Spanish of that key's English text.",
    "Answer with the JSON object only: no preface, no explanation, no code fence around it.",
  ].join("\n");
}

const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable().optional() }) })).min(1),
});

/** A model that wraps its whole answer in ```markdown … ``` (or ```json) despite being asked not to. */
function unwrapFence(text: string): string {
  const match = /^```(?:markdown|md|json)?\s*\n([\s\S]*?)\n```\s*$/i.exec(text.trim());
  return (match ? match[1]! : text).trim();
}

/**
 * One chat completion from any OpenAI-compatible `/chat/completions` endpoint (OpenAI,
 * Azure-style proxies, Ollama, llama.cpp, vLLM…): the answer's text, fences taken off. Off when no
 * endpoint is configured; a slow, failing or empty answer throws `failed`, never hangs.
 */
async function complete(ctx: ServiceContext, messages: { system: string; user: string }, failed: () => ServiceError): Promise<string> {
  const ai = ctx.config.ai;
  // The shop's configuration, not a fault: a 4xx the page can explain (its button is disabled anyway).
  if (!ai) throw new ServiceError("conflict", said("aiTexts.notConfigured"));
  let res: Response;
  try {
    res = await fetch(`${ai.baseUrl}/chat/completions`, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Accept: "application/json",
        ...(ai.apiKey ? { Authorization: `Bearer ${ai.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: ai.model,
        messages: [
          { role: "system", content: messages.system },
          { role: "user", content: messages.user },
        ],
        temperature: 0.4,
        stream: false,
      }),
      signal: AbortSignal.timeout(ai.timeoutMs),
      redirect: "error",
    });
  } catch (error) {
    ctx.log.warn({ err: error }, "AI endpoint unreachable or too slow");
    throw failed();
  }
  if (!res.ok) {
    // The endpoint's words go to the log (they can name the model or the account), not to the browser.
    const detail = (await res.text().catch(() => "")).slice(0, 500);
    ctx.log.warn({ status: res.status, detail }, "AI endpoint refused the request");
    throw failed();
  }
  let answer: string;
  try {
    const parsed = completionSchema.parse(await res.json());
    answer = unwrapFence(parsed.choices[0]!.message.content ?? "");
  } catch (error) {
    ctx.log.warn({ err: error }, "AI endpoint answered something that is not a chat completion");
    throw failed();
  }
  if (!answer) {
    ctx.log.warn("AI endpoint answered an empty completion");
    throw failed();
  }
  return answer;
}

/**
 * enhance-content (docs/product.md 'AI enhance'): the post goes to the AI endpoint and the improved markdown
 * comes back; 'Failed to enhance content' when it cannot.
 */
export function enhanceContent(ctx: ServiceContext, content: string): Promise<string> {
  return complete(
    ctx,
    { system: systemPrompt(ctx.config.shop.name), user: content },
    () => new ServiceError("unavailable", said("aiTexts.errors.failed")),
  );
}

const translationSchema = z.record(z.string(), z.string());

/**
 * The AI draft of the Spanish (ADR 0015): the admin's English texts go to the AI endpoint as one
 * JSON object, and their Mexican Spanish comes back under the same fields, for the admin to review
 * in the form (nothing is saved here). An answer that is not such an object, misses a field or
 * adds one is refused ('Failed to draft the Spanish') rather than half filled in.
 */
export async function translateContent(ctx: ServiceContext, input: TranslateContentInput): Promise<Record<string, string>> {
  const failed = () => new ServiceError("unavailable", said("aiTexts.errors.translateFailed"));
  const answer = await complete(ctx, { system: translatePrompt(ctx.config.shop.name), user: JSON.stringify(input.texts) }, failed);
  let texts: Record<string, string>;
  try {
    // Some models say a word before or after the object: the object is from the first { to the last }.
    texts = translationSchema.parse(JSON.parse(answer.slice(answer.indexOf("{"), answer.lastIndexOf("}") + 1)));
  } catch (error) {
    ctx.log.warn({ err: error }, "AI endpoint answered a translation that is not a JSON object of texts");
    throw failed();
  }
  const fields = Object.keys(input.texts);
  const translated = Object.fromEntries(fields.map((field) => [field, texts[field]?.trim() ?? ""]));
  const missing = fields.filter((field) => !translated[field]);
  const extra = Object.keys(texts).filter((field) => !(field in input.texts));
  if (missing.length > 0 || extra.length > 0) {
    ctx.log.warn({ missing, extra }, "AI endpoint's translation does not match the fields sent");
    throw failed();
  }
  return translated;
}
