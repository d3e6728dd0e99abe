import { defaultPreferredTime } from "@shared/checkout/checkout";
import type { TestHarness } from "./test-app";

/** A customer's checkout details that pass every rule: pickup, the default preferred time. */
export function checkoutDetails(h: TestHarness, overrides: Record<string, string> = {}) {
  const { timeZone, weeklyHours } = h.ctx.config.shop;
  return {
    orderType: "pickup",
    name: "María López",
    email: "maria@example.com",
    phone: "(323) 555-0199",
    deliveryAddress: "",
    preferredTime: defaultPreferredTime({ now: new Date(), timeZone, weeklyHours }),
    notes: "",
    ...overrides,
  };
}
