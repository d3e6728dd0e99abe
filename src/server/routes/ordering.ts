import { Hono, type Context } from "hono";
import { orderingSettingsInputSchema, specialDayInputSchema, specialDayParamSchema } from "@shared/ordering/ordering-settings.schema";
import type { AppEnv } from "../app-context";
import { noStore } from "../http/answers";
import { validate } from "../http/validation";
import { deleteSpecialDay, getAdminOrderingSettings, saveOrderingSettings, saveSpecialDay } from "../services/ordering/ordering-admin";

/**
 * The shop's ordering settings (ADR 0014), mounted at /api/admin: weekly hours, capacity per
 * slot and delivery terms (GET/PUT /settings/ordering), and closed dates and special hours
 * (PUT/DELETE /settings/special-days/:date). Every answer is the whole AdminOrderingSettingsDto.
 */
export const adminOrderingRoutes = new Hono<AppEnv>()
  .use("*", noStore)
  .get("/settings/ordering", async (c) => c.json(await getAdminOrderingSettings(c.var.ctx), 200))
  .put("/settings/ordering", validate("json", orderingSettingsInputSchema), async (c) =>
    c.json(settingsChanged(c, await saveOrderingSettings(c.var.ctx, c.req.valid("json"))), 200),
  )
  .put("/settings/special-days/:date", validate("param", specialDayParamSchema), validate("json", specialDayInputSchema), async (c) =>
    c.json(settingsChanged(c, await saveSpecialDay(c.var.ctx, { date: c.req.valid("param").date, input: c.req.valid("json") })), 200),
  )
  .delete("/settings/special-days/:date", validate("param", specialDayParamSchema), async (c) =>
    c.json(settingsChanged(c, await deleteSpecialDay(c.var.ctx, { date: c.req.valid("param").date })), 200),
  );

/** Pages cached with the menu show the hours too: this instance's answers go at once (the others hear the database). */
function settingsChanged<T>(c: Context<AppEnv>, answer: T): T {
  c.var.ctx.menuCache.invalidate();
  return answer;
}
