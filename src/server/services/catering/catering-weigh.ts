import { said } from "@shared/core/said";
import { formatCents } from "@shared/core/money";
import type { CateringEventDto } from "@shared/catering/catering";
import { priceCateringQuote } from "@shared/catering/quote-price";
import { toThousandths } from "@shared/core/quantity";
import { ServiceError, badRequest } from "../../lib/errors";
import type { Actor, ServiceContext } from "../service-context";
import { adminActor, findEvent, lockEvent, moveEvent, owedCents, updateEvent } from "./catering-lifecycle";
import { sendCateringMail } from "./catering-mails";
import { queueRefunds, settleRefunds } from "./catering-payments";
import { readCateringSettings } from "./catering-settings";
import { currentQuote, eventDto, quotesOf } from "./catering-views";

/**
 * Weighed on the day (ADR 0023), with the same panel as orders: the accepted quote's lines
 * priced by weight take what the scale said, the total follows (tax on the full total), and the
 * money follows the total: what is owed is asked for, what was paid over goes back to the card.
 * Once: a second weighing is refused, so a double tap moves money once.
 */
export async function weighCatering(
  ctx: ServiceContext,
  input: { actor: Actor; id: string; weigh: { lines: { index: number; weighedQuantity: number }[] } },
): Promise<CateringEventDto> {
  const actor = adminActor(input.actor);
  const settings = await readCateringSettings(ctx);
  const seen = new Set<number>();
  for (const line of input.weigh.lines) {
    if (seen.has(line.index)) throw badRequest(said("cateringErrorTexts.weighLineTwice"));
    seen.add(line.index);
  }
  const result = await ctx.db.transaction(async (tx) => {
    let event = await lockEvent(tx, input.id);
    if (event.weighedAt) throw new ServiceError("conflict", said("cateringErrorTexts.alreadyWeighed"));
    if (!["confirmed", "balance_due", "paid"].includes(event.status))
      throw new ServiceError("conflict", said("cateringErrorTexts.notWeighable"));
    const quote = currentQuote(event, await quotesOf(tx, event.id));
    if (!quote) throw new ServiceError("conflict", said("cateringErrorTexts.notWeighable"));
    const weighed: Record<string, number> = {};
    for (const line of input.weigh.lines) {
      if (!quote.lines[line.index]?.pricedByWeight) throw badRequest(said("cateringErrorTexts.weighLineUnknown"));
      weighed[String(line.index)] = line.weighedQuantity;
    }
    const price = priceCateringQuote({
      lines: quote.lines.map((line, index) => ({ ...line, weighedQuantity: weighed[String(index)] ?? null })),
      serviceFeeCents: quote.serviceFeeCents,
      deliveryFeeCents: quote.deliveryFeeCents,
      taxRate: ctx.config.shop.taxRate,
      depositPercent: settings.depositPercent,
    });
    const pounds =
      quote.lines
        .map((line, index) => (line.unit === "lb" ? toThousandths(weighed[String(index)] ?? line.quantity) : 0))
        .reduce((sum, thousandths) => sum + thousandths, 0) / 1000;
    event = await updateEvent(tx, {
      event,
      actor,
      patch: { weighed, weighedAt: ctx.clock.now(), totalCents: price.totalCents, pounds },
      note: said("cateringNoteTexts.weighed", formatCents(price.totalCents)),
    });
    const owed = owedCents(event);
    let refundCents = 0;
    if (owed > 0) {
      if (event.status === "paid")
        event = await moveEvent(tx, { event, move: "balanceDue", actor, patch: { balanceAskedAt: ctx.clock.now() } });
      await sendCateringMail(ctx, tx, event, { kind: "receipt", quote, refundCents: 0 });
      return { event, refund: false };
    }
    if (owed < 0) refundCents = await queueRefunds(tx, event, -owed, "weighed");
    if (event.status !== "paid") event = await moveEvent(tx, { event, move: "settled", actor });
    await sendCateringMail(ctx, tx, event, { kind: "receipt", quote, refundCents });
    return { event, refund: refundCents > 0 };
  });
  if (result.refund) await settleRefunds(ctx, result.event.id, actor);
  return eventDto(ctx.db, await findEvent(ctx.db, input.id), settings, ctx.clock.now());
}
