import { canMove, type CateringActorKind, type CateringEventDto, type CateringStatus } from "@shared/catering/catering";

/** What the event page offers, in the order it shows them. */
export const CATERING_ACTIONS = ["quote", "weigh", "counter", "fulfil", "balanceLink", "close", "decline", "noShow", "cancel"] as const;
export type CateringAction = (typeof CATERING_ACTIONS)[number];

/** Until it is handed over, a confirmed event is weighed and its balance taken. */
const BEFORE_HANDOVER: readonly CateringStatus[] = ["confirmed", "balance_due", "paid"];

export interface OfferedAction {
  action: CateringAction;
  /** Shown, but not possible yet: `owedCents` is still owed (handing over waits for the balance). */
  blockedByOwed?: number;
}

/**
 * The actions an admin may take on an event now: what CATERING_MOVES allows from its status for
 * the admin's role (the owner's money decisions: quote, decline, the balance link, cancel, no-show,
 * close), what its money and quote allow (a balance to take, lines to weigh). The server checks
 * every one again.
 */
export function offeredActions(
  event: Pick<CateringEventDto, "status" | "money" | "quote" | "weighedAt">,
  role: Extract<CateringActorKind, "owner" | "staff">,
): OfferedAction[] {
  const { status } = event;
  const owed = event.money.owedCents;
  const offered: OfferedAction[] = [];
  const add = (action: CateringAction, when: boolean) => {
    if (when) offered.push({ action });
  };
  const isOwner = role === "owner";

  add("quote", canMove(status, "quote", role));
  add(
    "weigh",
    BEFORE_HANDOVER.includes(status) && event.weighedAt === null && (event.quote?.lines.some((line) => line.pricedByWeight) ?? false),
  );
  add("counter", canMove(status, "settled", role) && owed > 0);
  if (canMove(status, "fulfil", role) || (BEFORE_HANDOVER.includes(status) && owed > 0)) {
    offered.push(owed > 0 ? { action: "fulfil", blockedByOwed: owed } : { action: "fulfil" });
  }
  add("balanceLink", isOwner && (status === "confirmed" || status === "balance_due") && owed > 0);
  add("close", canMove(status, "close", role));
  add("decline", canMove(status, "decline", role));
  add("noShow", canMove(status, "noShow", role));
  add("cancel", canMove(status, "cancel", role));
  return offered;
}
