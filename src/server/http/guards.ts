import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../context";
import { errorTexts } from "@shared/texts/errors";
import { ServiceError } from "../lib/errors";
import { getActor } from "./session";

/** 401 unless signed in. */
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  if (!(await getActor(c))) throw new ServiceError("unauthorized", errorTexts.signInFirst);
  return next();
});

/** 401 when anonymous, 403 when signed in without the admin role — whatever the browser does. */
export const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  const actor = await getActor(c);
  if (!actor) throw new ServiceError("unauthorized", errorTexts.signInFirst);
  if (!actor.isAdmin) throw new ServiceError("forbidden", errorTexts.forbidden);
  return next();
});
