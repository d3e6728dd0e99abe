import { expect, it } from "vitest";
import type { OrderDto } from "@shared/orders/orders";
import type { TeamList } from "@shared/auth/team";
import { createCategory, createItem } from "@server/db/factories";
import { createOrder } from "../setup/order-factory";
import { resolveRole } from "@server/services/team/team-service";
import { adminEnv, signedInAdmin } from "../setup/admins";
import { describeEachDatabase } from "../setup/test-app";
import { signedInClient } from "../setup/test-client";

const json = async <T>(res: Response) => (await res.json()) as T;

/**
 * Staff at the counter (ADR 0016): the owner grants roles by e-mail; staff work on the orders (and the kitchen) and
 * nothing else of the admin; a removed role ends at the next request.
 */
describeEachDatabase(
  "team roles",
  (harness) => {
    it("staff granted on the Team page work on orders but not on the menu, messages, settings or team", async () => {
      const h = harness();
      const { client: owner, email: ownerEmail } = await signedInAdmin(h);
      const granted = await owner.request("/api/admin/team", { method: "PUT", json: { email: "  Rosa@Example.com ", role: "staff" } });
      expect(granted.status).toBe(200);

      const category = await createCategory(h.ctx.db);
      const item = await createItem(h.ctx.db, { categoryId: category.id });
      const order = await createOrder(h.ctx.db, { lines: [{ itemId: item.id, quantity: 1, priceCents: 999 }] });

      const staff = await signedInClient(h, "rosa@example.com");
      const session = await json<{ user: { isAdmin: boolean; isStaff: boolean } }>(await staff.request("/api/session"));
      expect(session.user).toMatchObject({ isAdmin: false, isStaff: true });

      expect((await staff.request("/api/admin/orders")).status).toBe(200);
      expect((await staff.request(`/api/admin/orders/${order.id}`)).status).toBe(200);
      const changed = await staff.request(`/api/admin/orders/${order.id}/status`, { method: "PATCH", json: { status: "ready" } });
      expect(changed.status).toBe(200);
      expect((await json<{ order: OrderDto }>(changed)).order.status).toBe("ready");
      // The history names who made the change.
      const history = await json<{ history: { status: string; updatedByEmail: string | null }[] }>(
        await owner.request(`/api/admin/orders/${order.id}/history`),
      );
      expect(history.history[0]).toMatchObject({ status: "ready", updatedByEmail: "rosa@example.com" });

      for (const path of [
        "/api/admin/dashboard",
        "/api/admin/messages",
        "/api/admin/items",
        "/api/admin/settings/ordering",
        "/api/admin/team",
      ]) {
        expect((await staff.request(path)).status, path).toBe(403);
      }
      // Staff cannot make themselves owners.
      expect((await staff.request("/api/admin/team", { method: "PUT", json: { email: "rosa@example.com", role: "admin" } })).status).toBe(
        403,
      );

      const team = await json<TeamList>(await owner.request("/api/admin/team"));
      expect(team.members.find((member) => member.email === "rosa@example.com")).toMatchObject({
        role: "staff",
        fromEnvironment: false,
        grantedByEmail: ownerEmail,
        hasAccount: true,
      });
      expect(team.members.find((member) => member.email === ownerEmail)).toMatchObject({ role: "admin", fromEnvironment: true });

      // Removed: from the next request on, a customer.
      expect((await owner.request("/api/admin/team", { method: "DELETE", json: { email: "rosa@example.com" } })).status).toBe(204);
      expect((await staff.request("/api/admin/orders")).status).toBe(403);
      expect((await owner.request("/api/admin/team", { method: "DELETE", json: { email: "rosa@example.com" } })).status).toBe(404);
    });

    it("an owner granted on the Team page can do everything; ADMIN_EMAILS owners and oneself cannot be removed", async () => {
      const h = harness();
      const { client: owner, email: ownerEmail } = await signedInAdmin(h);
      expect((await owner.request("/api/admin/team", { method: "PUT", json: { email: "tia@example.com", role: "admin" } })).status).toBe(
        200,
      );
      const before = (await json<TeamList>(await owner.request("/api/admin/team"))).members.find(
        (member) => member.email === "tia@example.com",
      );
      expect(before?.hasAccount).toBe(false);
      const tia = await signedInClient(h, "tia@example.com");
      expect((await tia.request("/api/admin/dashboard")).status).toBe(200);
      expect((await tia.request("/api/admin/team")).status).toBe(200);
      // Nobody removes themselves (the shop would lose its last owner) nor an ADMIN_EMAILS owner.
      expect((await tia.request("/api/admin/team", { method: "DELETE", json: { email: "tia@example.com" } })).status).toBe(409);
      expect((await tia.request("/api/admin/team", { method: "DELETE", json: { email: ownerEmail } })).status).toBe(409);
      expect((await tia.request("/api/admin/team", { method: "PUT", json: { email: ownerEmail, role: "staff" } })).status).toBe(409);
      // Bad input is a clear 400, never a 500.
      const bad = await owner.request("/api/admin/team", { method: "PUT", json: { email: "not an e-mail", role: "chef" } });
      expect(bad.status).toBe(400);
      expect(await json<{ error: { fields: Record<string, string> } }>(bad)).toMatchObject({
        error: { fields: { email: expect.any(String), role: expect.any(String) } },
      });
    });

    it("a role counts only for a verified e-mail; customers and the anonymous are refused", async () => {
      const h = harness();
      const { client: owner } = await signedInAdmin(h);
      await owner.request("/api/admin/team", { method: "PUT", json: { email: "nuevo@example.com", role: "staff" } });
      expect(await resolveRole(h.ctx.db, h.ctx.config, "Nuevo@example.com", false)).toBe("customer");
      expect(await resolveRole(h.ctx.db, h.ctx.config, "Nuevo@example.com", true)).toBe("staff");
      const customer = await signedInClient(h, "cliente@example.com");
      expect((await customer.request("/api/admin/orders")).status).toBe(403);
      expect((await h.app.request("/api/admin/orders")).status).toBe(401);
      expect((await h.app.request("/api/admin/kitchen")).status).toBe(401);
    });
  },
  { env: adminEnv },
);
