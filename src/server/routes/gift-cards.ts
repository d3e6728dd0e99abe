import { Hono } from "hono";
import { idParamSchema } from "@shared/core/params.schema";
import { said } from "@shared/core/said";
import {
  giftCardAdjustSchema,
  giftCardCashOutSchema,
  giftCardCodeSchema,
  giftCardListQuerySchema,
  giftCardPurchaseSchema,
  giftCardSettingsSchema,
  giftCardStatusSchema,
  promotionalCardSchema,
} from "@shared/gift-cards/gift-cards.schema";
import { promoCheckSchema, promoCreateSchema, promoStatusSchema } from "@shared/promos/promos.schema";
import type { AppEnv } from "../app-context";
import { clientAddress, noStore } from "../http/answers";
import { requireUser } from "../http/guards";
import { rateLimitByClient, tooManyRequests } from "../http/rate-limit";
import { getActor } from "../http/session";
import { validate } from "../http/validation";
import {
  adjustGiftCard,
  cashOutGiftCard,
  getGiftCard,
  giftCardBalance,
  givePromotionalCard,
  listGiftCards,
  lookUpGiftCard,
  setGiftCardStatus,
} from "../services/gift-cards/gift-card-admin";
import { giftCardForm, purchaseGiftCard, purchaseStatus } from "../services/gift-cards/gift-card-sales";
import { readGiftCardSettings, saveGiftCardSettings } from "../services/gift-cards/gift-card-settings";
import { createPromo, listPromos, setPromoStatus } from "../services/promos/promos-admin";
import { previewPromo } from "../services/promos/promo-preview";

/**
 * Every try of a gift card's code (the balance page, checkout's Apply, the counter's look-up)
 * counts, by client address, in the shared counters (ADR 0018), so guessing codes is as slow on
 * every instance as guessing passwords is: 10 tries per 15 minutes.
 */
export const GIFT_CARD_CODE_RATE_LIMIT = { max: 10, windowMs: 15 * 60_000 } as const;
/** Promo codes are short words: tries are limited the same way (30 per 15 minutes: a cart changes). */
export const PROMO_CODE_RATE_LIMIT = { max: 30, windowMs: 15 * 60_000 } as const;
/** A card bought is a payment page opened: 10 per 10 minutes per client. */
export const GIFT_CARD_PURCHASE_RATE_LIMIT = { max: 10, windowMs: 10 * 60_000 } as const;

const codeTries = rateLimitByClient("gift-card-code", GIFT_CARD_CODE_RATE_LIMIT, said("giftCardErrorTexts.tooManyTries"));

/**
 * Gift cards and promo codes in public (ADR 0024):
 * - GET  /gift-cards/form                  → GiftCardFormDto
 * - POST /gift-cards/purchases {GiftCardPurchaseInput} → 201 { url }: the hosted pay page (signed in)
 * - GET  /gift-cards/purchases/:id         → the buyer's purchase: open, paid or expired
 * - POST /gift-cards/balance {code}        → GiftCardBalanceDto (every try rate limited)
 * - POST /checkout/promo {PromoCheckInput} → PromoPreviewDto, or 422 promo_invalid saying why
 */
export const giftCardRoutes = new Hono<AppEnv>()
  .use("/gift-cards/*", noStore)
  .get("/gift-cards/form", async (c) => c.json(giftCardForm(c.var.ctx), 200))
  .post(
    "/gift-cards/purchases",
    rateLimitByClient("gift-card-purchase", GIFT_CARD_PURCHASE_RATE_LIMIT, said("giftCardErrorTexts.tooManyTries")),
    requireUser,
    validate("json", giftCardPurchaseSchema),
    async (c) => {
      const actor = (await getActor(c))!;
      return c.json(await purchaseGiftCard(c.var.ctx, { actor, purchase: c.req.valid("json"), pageLocale: c.var.locale }), 201);
    },
  )
  .get("/gift-cards/purchases/:id", requireUser, validate("param", idParamSchema), async (c) => {
    const actor = (await getActor(c))!;
    return c.json(await purchaseStatus(c.var.ctx, { actor, cardId: c.req.valid("param").id }), 200);
  })
  .post("/gift-cards/balance", codeTries, validate("json", giftCardCodeSchema), async (c) =>
    c.json(await giftCardBalance(c.var.ctx, c.req.valid("json").code), 200),
  )
  .post(
    "/checkout/promo",
    rateLimitByClient("promo-code", PROMO_CODE_RATE_LIMIT, said("promoErrorTexts.tooManyTries")),
    validate("json", promoCheckSchema),
    async (c) => {
      const actor = await getActor(c);
      return c.json(await previewPromo(c.var.ctx, { actor, check: c.req.valid("json") }), 200, { "Cache-Control": "no-store" });
    },
  );

/**
 * The admin's gift cards and promo codes (ADR 0024; staff read and redeem, the owner changes:
 * http/guards.ts):
 * - GET  /gift-cards?q=                    → GiftCardListDto
 * - GET  /gift-cards/settings, PUT         → GiftCardSettings (owner)
 * - POST /gift-cards/promotional           → 201 GiftCardDetailDto (owner)
 * - POST /gift-cards/lookup {code}         → { id } (every try rate limited)
 * - GET  /gift-cards/:id                   → GiftCardDetailDto
 * - POST /gift-cards/:id/cash-out          → GiftCardDetailDto
 * - POST /gift-cards/:id/status, /adjust   → GiftCardDetailDto (owner)
 * - GET  /promos; POST /promos; POST /promos/:id/status (changes: owner)
 */
export const adminGiftCardRoutes = new Hono<AppEnv>()
  .get("/gift-cards", validate("query", giftCardListQuerySchema), async (c) =>
    c.json(await listGiftCards(c.var.ctx, c.req.valid("query").q), 200),
  )
  .get("/gift-cards/settings", async (c) => c.json(await readGiftCardSettings(c.var.ctx, c.var.ctx.db), 200))
  .put("/gift-cards/settings", validate("json", giftCardSettingsSchema), async (c) =>
    c.json(await saveGiftCardSettings(c.var.ctx, c.req.valid("json")), 200),
  )
  .post("/gift-cards/promotional", validate("json", promotionalCardSchema), async (c) => {
    const actor = (await getActor(c))!;
    return c.json(await givePromotionalCard(c.var.ctx, { actor, card: c.req.valid("json") }), 201);
  })
  .post("/gift-cards/lookup", validate("json", giftCardCodeSchema), async (c) => {
    const actor = (await getActor(c))!;
    // Counted per staff member as well as per address: a shared counter is not a way around it.
    const limit = await c.var.ctx.rateLimits.hit(
      "gift-card-code",
      GIFT_CARD_CODE_RATE_LIMIT,
      `${clientAddress(c, c.var.ctx.config.trustProxy)}:${actor.userId}`,
    );
    if (!limit.allowed) return tooManyRequests(c, limit, said("giftCardErrorTexts.tooManyTries"));
    return c.json(await lookUpGiftCard(c.var.ctx, c.req.valid("json").code), 200);
  })
  .get("/gift-cards/:id", validate("param", idParamSchema), async (c) =>
    c.json(await getGiftCard(c.var.ctx, c.var.ctx.db, c.req.valid("param").id), 200),
  )
  .post("/gift-cards/:id/cash-out", validate("param", idParamSchema), validate("json", giftCardCashOutSchema), async (c) => {
    const actor = (await getActor(c))!;
    const { id } = c.req.valid("param");
    return c.json(await cashOutGiftCard(c.var.ctx, { actor, cardId: id, idempotencyKey: c.req.valid("json").idempotencyKey }), 200);
  })
  .post("/gift-cards/:id/status", validate("param", idParamSchema), validate("json", giftCardStatusSchema), async (c) => {
    const actor = (await getActor(c))!;
    return c.json(await setGiftCardStatus(c.var.ctx, { actor, cardId: c.req.valid("param").id, status: c.req.valid("json").status }), 200);
  })
  .post("/gift-cards/:id/adjust", validate("param", idParamSchema), validate("json", giftCardAdjustSchema), async (c) => {
    const actor = (await getActor(c))!;
    return c.json(await adjustGiftCard(c.var.ctx, { actor, cardId: c.req.valid("param").id, ...c.req.valid("json") }), 200);
  })
  .get("/promos", async (c) => c.json(await listPromos(c.var.ctx), 200))
  .post("/promos", validate("json", promoCreateSchema), async (c) => {
    const actor = (await getActor(c))!;
    return c.json(await createPromo(c.var.ctx, { actor, promo: c.req.valid("json") }), 201);
  })
  .post("/promos/:id/status", validate("param", idParamSchema), validate("json", promoStatusSchema), async (c) => {
    const actor = (await getActor(c))!;
    return c.json(await setPromoStatus(c.var.ctx, { actor, promoId: c.req.valid("param").id, status: c.req.valid("json").status }), 200);
  });
