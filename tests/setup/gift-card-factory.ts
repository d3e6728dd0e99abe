import type { Executor } from "@server/db/client";
import { giftCardLedger, giftCards } from "@server/db/schema/gift-cards";
import { hashGiftCardCode } from "@server/services/gift-cards/gift-card-ledger";
import { newGiftCardCode } from "@server/services/gift-cards/gift-card-delivery";
import type { GiftCardKind, GiftCardStatus } from "@shared/gift-cards/gift-cards";

/**
 * A delivered gift card for tests, written straight to the tables with its 'issued' entry (the
 * shop itself issues cards through services/gift-cards/). Answers its id and its code.
 */
export async function createGiftCard(
  db: Executor,
  input: { cents: number; status?: GiftCardStatus; kind?: GiftCardKind; expiresOn?: string | null },
): Promise<{ id: string; code: string }> {
  const code = newGiftCardCode();
  const [card] = await db
    .insert(giftCards)
    .values({
      kind: input.kind ?? "bought",
      status: input.status ?? "active",
      codeHash: hashGiftCardCode(code),
      last4: code.slice(-4),
      initialCents: input.cents,
      expiresOn: input.expiresOn ?? null,
      recipientName: "Ana",
      recipientEmail: "ana@example.com",
      deliverAt: new Date(),
      deliveredAt: new Date(),
    })
    .returning();
  await db.insert(giftCardLedger).values({ cardId: card!.id, kind: "issued", amountCents: input.cents, key: `issued:${card!.id}` });
  return { id: card!.id, code };
}
