import { afterEach, beforeEach, expect, expectTypeOf, it, vi } from "vitest";
import type { AdminBlogPostDto } from "@shared/blog/blog";
import type { DashboardStats } from "@shared/orders/dashboard";
import type { MessageList } from "@shared/messages/messages";
import type { AdminOrderList, OrderStatusChangeResult, PaymentView } from "@shared/orders/orders";
import { createCategory, createItem, createMessage } from "@server/db/factories";
import { ApiError } from "~/lib/api";
import { apiFetch } from "~/lib/api-fetch";
import { api, unwrap } from "~/lib/api-client";
import { adminEnv, signedInAdmin } from "../setup/admins";
import { createOrder } from "../setup/order-factory";
import { describeEachDatabase, type TestHarness } from "../setup/test-app";
import { TestClient } from "../setup/test-client";

/**
 * The browser's typed client (src/web/lib/api-client.ts) against the real app: its paths exist,
 * its requests carry what the browser's API calls always sent (same-origin cookies, Accept:
 * application/json) and the page's language (Accept-Language, ADR 0015), and unwrap reads answers the one way (2xx JSON, 204 undefined,
 * errors as ApiError with the server's code and fields). The expectTypeOf lines are checked by
 * `npm run typecheck`: the server's answers, as the client infers them, are the shared types the
 * pages were written against.
 */
const sent: {
  url: string;
  method: string;
  accept: string | null;
  acceptLanguage: string | null;
  contentType: string | null;
  credentials: RequestCredentials | undefined;
}[] = [];

/** Routes the browser's fetch to the app in memory, as this client (its cookies, its Origin). */
function browseAs(client: TestClient) {
  vi.stubGlobal("fetch", async (input: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    sent.push({
      url: input,
      method: init.method ?? "GET",
      accept: headers.get("Accept"),
      acceptLanguage: headers.get("Accept-Language"),
      contentType: headers.get("Content-Type"),
      credentials: init.credentials,
    });
    return client.request(input, init);
  });
}

beforeEach(() => {
  sent.length = 0;
});
afterEach(() => {
  vi.unstubAllGlobals();
});

async function seedOrder(h: TestHarness) {
  const category = await createCategory(h.ctx.db, { name: "Carnitas", slug: "carnitas" });
  const item = await createItem(h.ctx.db, { categoryId: category.id, name: "Carnitas Maciza", priceCents: 1599 });
  return createOrder(h.ctx.db, { lines: [{ itemId: item.id, quantity: 2, priceCents: 1599 }] });
}

describeEachDatabase(
  "the browser's typed API client",
  (harness) => {
    it("reads typed answers through the real routes, with same-origin cookies and Accept: application/json", async () => {
      const h = harness();
      const order = await seedOrder(h);
      await createMessage(h.ctx.db);
      browseAs((await signedInAdmin(h)).client);

      const stats = await unwrap(api.admin.dashboard.$get());
      expectTypeOf(stats).toEqualTypeOf<DashboardStats>();
      expect(stats.unreadMessages).toBe(1);

      const list = await unwrap(api.admin.orders.$get({ query: { limit: "1", status: "pending" } }));
      expectTypeOf(list).toEqualTypeOf<AdminOrderList>();
      expect(list.orders.map((listed) => listed.id)).toEqual([order.id]);

      const changed = await unwrap(api.admin.orders[":id"].status.$patch({ param: { id: order.id }, json: { status: "processing" } }));
      expectTypeOf(changed).toEqualTypeOf<OrderStatusChangeResult>();
      expect(changed).toMatchObject({ changed: true, order: { id: order.id, status: "processing" } });

      const messages = await unwrap(api.admin.messages.$get({ query: { type: "contact_form", limit: "5" } }));
      expectTypeOf(messages).toEqualTypeOf<MessageList>();
      expect(messages.messages).toHaveLength(1);

      expect(sent.map(({ method, url }) => `${method} ${url}`)).toEqual([
        "GET /api/admin/dashboard",
        "GET /api/admin/orders?limit=1&status=pending",
        `PATCH /api/admin/orders/${order.id}/status`,
        "GET /api/admin/messages?type=contact_form&limit=5",
      ]);
      for (const request of sent) {
        expect(request).toMatchObject({ accept: "application/json", acceptLanguage: "en", credentials: "same-origin" });
      }
      expect(sent[2]!.contentType).toBe("application/json");
    });

    it("says the page's language: a Spanish page's requests ask for Spanish answers", async () => {
      const h = harness();
      browseAs(new TestClient(h, "192.0.2.203"));
      vi.stubGlobal("document", { documentElement: { lang: "es" } });
      await unwrap(api.checkout.payment.$get({ query: { order_id: "00000000-0000-4000-8000-000000000000", session_id: "x" } })).catch(
        () => null,
      );
      await apiFetch("/api/cart/check", { method: "POST", headers: { "Content-Type": "application/json" }, body: '{"itemIds":[]}' });
      expect(sent.map(({ acceptLanguage, credentials }) => [acceptLanguage, credentials])).toEqual([
        ["es", "same-origin"],
        ["es", "same-origin"],
      ]);
      expect(sent[1]!.contentType).toBe("application/json");
    });

    it("201 is the created value and 204 is undefined", async () => {
      const h = harness();
      browseAs((await signedInAdmin(h)).client);

      const { post } = await unwrap(api.admin.blog.posts.$post({ json: { title: "Tamales de Navidad", content: "Pedidos abiertos." } }));
      expectTypeOf(post).toEqualTypeOf<AdminBlogPostDto>();
      expect(post).toMatchObject({ title: "Tamales de Navidad", isPublished: false });

      const removed = await unwrap(api.admin.blog.posts[":id"].$delete({ param: { id: post.id } }));
      expectTypeOf(removed).toEqualTypeOf<undefined>();
      expect(removed).toBeUndefined();
      expect((await unwrap(api.admin.blog.posts.$get())).posts).toEqual([]);
    });

    it("errors are ApiError(status, message, code, fields) from the server's error body", async () => {
      const h = harness();
      const order = await seedOrder(h);

      browseAs(new TestClient(h, "192.0.2.201"));
      const anonymous = await unwrap(api.admin.dashboard.$get()).catch((error: unknown) => error);
      expect(anonymous).toBeInstanceOf(ApiError);
      expect(anonymous).toMatchObject({ status: 401, code: "unauthorized" });

      browseAs((await signedInAdmin(h)).client);
      const invalid = await unwrap(
        api.admin.orders[":id"].status.$patch({ param: { id: "not-a-uuid" }, json: { status: "completed" } }),
      ).catch((error: unknown) => error);
      expect(invalid).toBeInstanceOf(ApiError);
      expect(invalid).toMatchObject({ status: 400, code: "validation_failed" });
      expect(Object.keys((invalid as ApiError).fields ?? {})).toContain("id");

      const unknown = "00000000-0000-4000-8000-000000000000";
      const missing = await unwrap(api.admin.orders[":id"].$get({ param: { id: unknown } })).catch((error: unknown) => error);
      expect(missing).toMatchObject({ name: "ApiError", status: 404, code: "not_found" });
      expect((await unwrap(api.admin.orders[":id"].$get({ param: { id: order.id } }))).status).toBe("pending");
    });

    it("the storefront's on-demand calls: order-success's poll reads a PaymentView or null", async () => {
      const h = harness();
      browseAs(new TestClient(h, "192.0.2.202"));
      const { fetchPaymentView } = await import("~/features/checkout/fetch-payment-view");
      const payment = await fetchPaymentView("00000000-0000-4000-8000-000000000000", "sbx_cs_unknown");
      expectTypeOf(payment).toEqualTypeOf<PaymentView | null>();
      expect(payment).toBeNull();
      expect(sent.map(({ url }) => url)).toEqual([
        "/api/checkout/payment?order_id=00000000-0000-4000-8000-000000000000&session_id=sbx_cs_unknown",
      ]);
    });
  },
  { env: adminEnv },
);
