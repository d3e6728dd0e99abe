import type { MiddlewareHandler } from "hono";
import { errorBody } from "../lib/errors";
import { said } from "@shared/core/said";

// eslint-disable-next-line no-control-regex -- matching the NUL character is the point
const NUL_IN_TEXT = /\\u0000|\u0000|%00/i;

/**
 * PostgreSQL text cannot hold a NUL character: a query with one fails. No legitimate input of
 * ours contains one, so requests carrying it in the URL or the body are refused up front with
 * a 400 instead of failing deep inside a query (found by the hostile-input suite).
 */
export const refuseNulBytes: MiddlewareHandler = async (c, next) => {
  if (NUL_IN_TEXT.test(c.req.url)) return c.json(errorBody(c, "bad_request", said("errorTexts.nulCharacter")), 400);
  const method = c.req.method;
  if (method !== "GET" && method !== "HEAD" && c.req.header("Content-Length") !== "0") {
    const text = await c.req.raw.clone().text();
    if (NUL_IN_TEXT.test(text)) return c.json(errorBody(c, "bad_request", said("errorTexts.nulCharacter")), 400);
  }
  return next();
};
