import { z } from "zod";
import { aiTexts } from "@shared/texts/ai";
import type { ServiceContext } from "../context";
import { ServiceError } from "../../lib/errors";

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

const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable().optional() }) })).min(1),
});

/** A model that wraps its whole answer in ```markdown … ``` despite being asked not to. */
function unwrapFence(text: string): string {
  const match = /^```(?:markdown|md)?\s*\n([\s\S]*?)\n```\s*$/i.exec(text.trim());
  return (match ? match[1]! : text).trim();
}

const failed = () => new ServiceError("unavailable", aiTexts.errors.failed);

/**
 * enhance-content (SPEC.md section 7): the post goes to any OpenAI-compatible
 * `/chat/completions` endpoint (OpenAI, Azure-style proxies, Ollama, llama.cpp, vLLM…) and the
 * improved markdown comes back. Off when no endpoint is configured; a slow or failing
 * endpoint answers 'Failed to enhance content', never a hang.
 */
export async function enhanceContent(ctx: ServiceContext, content: string): Promise<string> {
  const ai = ctx.config.ai;
  // The shop's configuration, not a fault: a 4xx the page can explain (its button is disabled anyway).
  if (!ai) throw new ServiceError("conflict", aiTexts.notConfigured);
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
          { role: "system", content: systemPrompt(ctx.config.shop.name) },
          { role: "user", content },
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
  let enhanced: string;
  try {
    const parsed = completionSchema.parse(await res.json());
    enhanced = unwrapFence(parsed.choices[0]!.message.content ?? "");
  } catch (error) {
    ctx.log.warn({ err: error }, "AI endpoint answered something that is not a chat completion");
    throw failed();
  }
  if (!enhanced) {
    ctx.log.warn("AI endpoint answered an empty completion");
    throw failed();
  }
  return enhanced;
}
