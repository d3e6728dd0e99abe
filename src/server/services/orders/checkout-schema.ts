import { z } from "zod";
import { LIMITS, validateCheckoutDetails, type CheckoutRulesContext } from "@shared/checkout";
import { ORDER_TYPES } from "@shared/orders";

/**
 * The checkout request as the server accepts it: shapes and bounds here, the spec's field
 * rules from the shared validator (the same functions the form runs), so the messages match.
 */
export const checkoutRequestSchema = z.object({
  idempotencyKey: z.string().min(16).max(100).regex(/^[\w-]+$/),
  details: z.object({
    orderType: z.enum(ORDER_TYPES),
    name: z.string().max(LIMITS.name * 2),
    email: z.string().max(LIMITS.email * 2),
    phone: z.string().max(LIMITS.phone * 2),
    deliveryAddress: z.string().max(LIMITS.address * 2).default(""),
    preferredTime: z.string().max(40),
    notes: z.string().max(LIMITS.notes * 2).default(""),
  }),
  lines: z
    .array(
      z.object({
        itemId: z.uuid(),
        quantity: z.number().int().min(1).max(LIMITS.lineQuantity),
        notes: z.string().max(LIMITS.lineNotes).default(""),
      }),
    )
    .max(LIMITS.lines),
});

export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

export function checkoutDetailsProblems(request: CheckoutRequest, context: CheckoutRulesContext) {
  return validateCheckoutDetails(request.details, context);
}
