import { hc, type ClientResponse } from "hono/client";
import type { ResponseFormat } from "hono/types";
import type { SuccessStatusCode } from "hono/utils/http-status";
import type { ApiType } from "@server/routes";
import { readApiAnswer } from "./api";
import { pageLanguage } from "./api-fetch";

/**
 * The browser's typed client of /api (Hono's `hc`): paths, parameters, bodies and answers come
 * from the server's routes (ApiType), so a wrong path or a changed answer fails
 * `npm run typecheck`. Same-origin cookies, `Accept: application/json`, and the page's language
 * in Accept-Language (as `apiFetch` sends it), so the server answers in it.
 *
 * It costs about 2 KB gzipped wherever it loads, more than a storefront page's first load has to
 * spare (ADR 0008): admin pages use it (their chunks never load on public pages), and the
 * storefront only from modules it imports on demand (checkout's submit, order-success's poll).
 */
export const api = hc<ApiType>("/api", {
  headers: () => ({ Accept: "application/json", "Accept-Language": pageLanguage() }),
  init: { credentials: "same-origin" },
});

/** The body of a call's 2xx answers as the server types them: a 204 is undefined. */
export type ApiAnswer<R> =
  R extends ClientResponse<infer Body, infer Status, infer Format>
    ? Status extends 204
      ? undefined
      : Status extends SuccessStatusCode
        ? Format extends "json"
          ? Body
          : never
        : never
    : never;

/**
 * A typed client call's answer: its 2xx body (typed by the server's route), undefined for 204,
 * or an ApiError(status, message, code, fields) from the server's error body.
 *
 *   const { order } = await unwrap(api.admin.orders[":id"].status.$patch({ param: { id }, json: { status } }));
 */
export async function unwrap<R extends ClientResponse<unknown, number, ResponseFormat>>(call: Promise<R>): Promise<ApiAnswer<R>> {
  return (await readApiAnswer(await call)) as ApiAnswer<R>;
}
