import { useRef, useState } from "react";
import { formatCents } from "@shared/core/money";
import { amountOwedAtPickup, type CounterPayment, type OrderDto } from "@shared/orders/orders";
import { buttonStyles } from "~/components/admin/button-styles";
import { Modal } from "~/components/admin/modal";
import { notify } from "~/components/ui/toaster";
import { ApiError } from "~/lib/api";
import { useTexts } from "~/lib/texts";
import { useCollectBalance } from "./orders-api";

/**
 * Taking what is owed at pickup (ADR 0016): one tap records it, in cash or by card at the
 * counter, with who took it; a second tap before the answer sends nothing more, and the server
 * takes it once whatever arrives. Answers whether it was recorded.
 */
function useTakeBalance(order: OrderDto) {
  const t = useTexts("ordersAdminTexts").balance;
  const collect = useCollectBalance();
  const inFlight = useRef(false);
  const owed = amountOwedAtPickup(order);
  const take = (method: CounterPayment, then?: () => void) => {
    if (inFlight.current || owed === 0) return;
    inFlight.current = true;
    collect.mutate(
      { id: order.id, method, amountCents: owed },
      {
        onSuccess: (result) => {
          notify(result.collected ? "success" : "info", result.collected ? t.taken(formatCents(owed)) : t.alreadyTaken);
          then?.();
        },
        onError: (error) => notify("error", error instanceof ApiError ? error.message : t.failed),
        onSettled: () => {
          inFlight.current = false;
        },
      },
    );
  };
  return { owed, take, busy: collect.isPending };
}

/** In an order's details: what is owed at pickup, and one tap to record it taken. */
export function BalancePanel({ order }: { order: OrderDto }) {
  const t = useTexts("ordersAdminTexts").balance;
  const { owed, take, busy } = useTakeBalance(order);
  if (owed === 0) return null;
  return (
    <div className="mt-3 rounded-lg bg-saffron-300/40 p-3" data-testid="balance-panel">
      <p className="font-bold">{t.heading}</p>
      <p className="text-sm">{t.owed(formatCents(owed))}</p>
      <div className="mt-2 flex flex-wrap gap-2">
        <button type="button" className={buttonStyles.primary} disabled={busy} aria-busy={busy} onClick={() => take("cash")}>
          {t.takenCash}
        </button>
        <button type="button" className={buttonStyles.secondary} disabled={busy} aria-busy={busy} onClick={() => take("card_present")}>
          {t.takenCard}
        </button>
      </div>
    </div>
  );
}

/**
 * Before an order with a balance still open is completed: the balance taken now (then the order
 * completed), or the order completed anyway (settled another way), or nothing. `onComplete`
 * completes the order.
 */
export function useCompleteWithBalance(order: OrderDto, onComplete: () => void) {
  const t = useTexts("ordersAdminTexts").balance;
  const adminTexts = useTexts("adminTexts");
  const { owed, take, busy } = useTakeBalance(order);
  const [asking, setAsking] = useState(false);
  const complete = () => (owed > 0 ? setAsking(true) : onComplete());
  const done = () => {
    setAsking(false);
    onComplete();
  };
  const dialog = (
    <Modal
      open={asking}
      title={t.confirmTitle}
      onClose={() => setAsking(false)}
      size="md"
      footer={
        <>
          <button type="button" className={buttonStyles.secondary} onClick={() => setAsking(false)}>
            {adminTexts.cancel}
          </button>
          <button type="button" className={buttonStyles.secondary} onClick={done}>
            {t.completeAnyway}
          </button>
          <button type="button" className={buttonStyles.secondary} disabled={busy} onClick={() => take("card_present", done)}>
            {t.takenCard}
          </button>
          <button type="button" className={buttonStyles.primary} disabled={busy} onClick={() => take("cash", done)}>
            {t.takenCash}
          </button>
        </>
      }
    >
      <p className="text-ink-700">{t.confirmComplete(formatCents(owed))}</p>
    </Modal>
  );
  return { complete, dialog };
}
