import { Hono } from "hono";
import type { AiStatusDto, TranslateContentResponse } from "@shared/ai/ai";
import { enhanceContentSchema, translateContentSchema } from "@shared/ai/ai.schema";
import { getActor } from "../http/session";
import type { AppEnv } from "../app-context";
import { noStore } from "../http/answers";
import { tooManyRequests } from "../http/rate-limit";
import { validate } from "../http/validation";
import { enhanceContent, translateContent } from "../services/ai/enhance-content";
import { said } from "@shared/core/said";

/** Each admin may ask the AI endpoint 20 times a minute (it costs money and time). */
export const ENHANCE_RATE_LIMIT = { max: 20, windowMs: 60_000 } as const;

/**
 * AI enhance (docs/product.md 'AI enhance'), mounted at /api/admin: whether it is on (never
 * the key), the enhancing, and the draft of the Spanish (ADR 0015), each with its own allowance.
 */
export const adminAiRoutes = new Hono<AppEnv>()
  .use("*", noStore)
  .get("/ai", (c) => c.json({ enabled: c.var.ctx.config.ai !== null } satisfies AiStatusDto, 200))
  .post("/ai/enhance", validate("json", enhanceContentSchema), async (c) => {
    const actor = (await getActor(c))!;
    const limit = await c.var.ctx.rateLimits.hit("ai-enhance", ENHANCE_RATE_LIMIT, actor.userId);
    if (!limit.allowed) return tooManyRequests(c, limit, said("aiTexts.errors.tooManyRequests"));
    return c.json({ content: await enhanceContent(c.var.ctx, c.req.valid("json").content) }, 200);
  })
  .post("/ai/translate", validate("json", translateContentSchema), async (c) => {
    const actor = (await getActor(c))!;
    const limit = await c.var.ctx.rateLimits.hit("ai-translate", ENHANCE_RATE_LIMIT, actor.userId);
    if (!limit.allowed) return tooManyRequests(c, limit, said("aiTexts.errors.translateTooManyRequests"));
    const input = c.req.valid("json");
    return c.json({ to: input.to, texts: await translateContent(c.var.ctx, input) } satisfies TranslateContentResponse, 200);
  });
