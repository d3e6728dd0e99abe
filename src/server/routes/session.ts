import { Hono } from "hono";
import { getActor } from "../auth/session";
import type { AppEnv } from "../context";

/** Who the browser is signed in as (null when signed out). The role is the server's. */
export const sessionRoutes = new Hono<AppEnv>().get("/session", async (c) => {
  const actor = await getActor(c);
  return c.json(
    { user: actor ? { email: actor.email, name: actor.name, isAdmin: actor.isAdmin } : null },
    200,
    { "Cache-Control": "no-store" },
  );
});
