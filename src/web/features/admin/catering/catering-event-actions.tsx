import { Ban, CircleCheck, FilePenLine, HandCoins, Lock, Mail, MessageSquare, Scale, UserX, CircleX } from "lucide";
import { useId, useRef, useState } from "react";
import type { CateringEventDto } from "@shared/catering/catering";
import { formatCents } from "@shared/core/money";
import { buttonStyles } from "~/components/admin/button-styles";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { Modal } from "~/components/admin/modal";
import { Icon } from "~/components/ui/icon";
import { notify } from "~/components/ui/toaster";
import { refusalWords } from "~/lib/api";
import { useShop } from "~/lib/shop";
import { useTexts } from "~/lib/texts";
import { offeredActions, type OfferedAction } from "./catering-actions";
import {
  useCancelEvent,
  useCloseEvent,
  useDeclineEvent,
  useFulfilEvent,
  useNoShowEvent,
  useSendBalanceLink,
  useTakeAtCounter,
} from "./catering-api";

type Asking = "decline" | "cancel" | "noShow" | "close" | "counter";

interface CateringEventActionsProps {
  event: CateringEventDto;
  isOwner: boolean;
  /** Opens the quote editor, or the weighing panel, on the page. */
  onQuote: () => void;
  onWeigh: () => void;
  /** A panel is open: its own buttons act, these wait. */
  panelOpen?: boolean;
}

/**
 * What the admin can do with the event now (offeredActions: its status by CATERING_MOVES, the
 * admin's role, its money and quote). Money moves and what cannot be undone ask first; each
 * sends one request however often it is tapped, and the server checks the move again.
 */
export function CateringEventActions({ event, isOwner, onQuote, onWeigh, panelOpen = false }: CateringEventActionsProps) {
  const t = useTexts("cateringAdminTexts").actions;
  const shop = useShop();
  const blockedId = useId();
  const [asking, setAsking] = useState<Asking | null>(null);
  const inFlight = useRef(false);
  const decline = useDeclineEvent();
  const cancel = useCancelEvent();
  const noShow = useNoShowEvent();
  const close = useCloseEvent();
  const fulfil = useFulfilEvent();
  const counter = useTakeAtCounter();
  const balanceLink = useSendBalanceLink();
  const busy = [decline, cancel, noShow, close, fulfil, counter, balanceLink].some((mutation) => mutation.isPending);

  const offered = offeredActions(event, isOwner ? "owner" : "staff");
  const owed = event.money.owedCents;

  /** One request at a time: a double tap sends nothing more. */
  function run<R>(
    mutate: (callbacks: { onSuccess: (result: R) => void; onError: (error: unknown) => void; onSettled: () => void }) => void,
    done: (result: R) => string,
  ) {
    if (inFlight.current) return;
    inFlight.current = true;
    mutate({
      onSuccess: (result) => {
        setAsking(null);
        notify("success", done(result));
      },
      onError: (error) => notify("error", refusalWords(error, t.failed)),
      onSettled: () => {
        inFlight.current = false;
      },
    });
  }
  const id = { id: event.id };

  const button = ({ action, blockedByOwed }: OfferedAction) => {
    switch (action) {
      case "quote":
        return (
          <button type="button" className={buttonStyles.primary} onClick={onQuote} disabled={panelOpen}>
            <Icon node={FilePenLine} className="h-4 w-4" />
            {event.quote ? t.reviseQuote : t.writeQuote}
          </button>
        );
      case "weigh":
        return (
          <button type="button" className={buttonStyles.primary} onClick={onWeigh} disabled={panelOpen}>
            <Icon node={Scale} className="h-4 w-4" />
            {t.weigh}
          </button>
        );
      case "counter":
        return (
          <button type="button" className={buttonStyles.primary} onClick={() => setAsking("counter")} disabled={busy}>
            <Icon node={HandCoins} className="h-4 w-4" />
            {t.counter.open(formatCents(owed))}
          </button>
        );
      case "fulfil":
        return (
          <span className="flex flex-col gap-1">
            <button
              type="button"
              className={buttonStyles.primary}
              disabled={busy || blockedByOwed !== undefined}
              aria-describedby={blockedByOwed !== undefined ? blockedId : undefined}
              onClick={() =>
                run(
                  (callbacks) => fulfil.mutate(id, callbacks),
                  () => t.fulfil.done,
                )
              }
            >
              <Icon node={CircleCheck} className="h-4 w-4" />
              {t.fulfil.open}
            </button>
            {blockedByOwed !== undefined && (
              <span id={blockedId} className="max-w-64 text-sm font-semibold text-red-800" data-testid="fulfil-blocked">
                {t.fulfil.blocked(formatCents(blockedByOwed))}
              </span>
            )}
          </span>
        );
      case "balanceLink":
        return (
          <span className="flex flex-wrap gap-2">
            <button
              type="button"
              className={buttonStyles.secondary}
              disabled={busy}
              onClick={() =>
                run(
                  (callbacks) => balanceLink.mutate({ ...id, by: "email" }, callbacks),
                  () => t.balanceLink.sent(formatCents(owed)),
                )
              }
            >
              <Icon node={Mail} className="h-4 w-4" />
              {t.balanceLink.byEmail}
            </button>
            {shop.hasTextMessages && event.smsOptIn && (
              <button
                type="button"
                className={buttonStyles.secondary}
                disabled={busy}
                onClick={() =>
                  run(
                    (callbacks) => balanceLink.mutate({ ...id, by: "sms" }, callbacks),
                    () => t.balanceLink.sent(formatCents(owed)),
                  )
                }
              >
                <Icon node={MessageSquare} className="h-4 w-4" />
                {t.balanceLink.bySms}
              </button>
            )}
          </span>
        );
      case "close":
        return (
          <button type="button" className={buttonStyles.secondary} onClick={() => setAsking("close")} disabled={busy}>
            <Icon node={Lock} className="h-4 w-4" />
            {t.close.open}
          </button>
        );
      case "decline":
        return (
          <button type="button" className={buttonStyles.secondary} onClick={() => setAsking("decline")} disabled={busy}>
            <Icon node={Ban} className="h-4 w-4" />
            {t.decline.open}
          </button>
        );
      case "noShow":
        return (
          <button type="button" className={buttonStyles.secondary} onClick={() => setAsking("noShow")} disabled={busy}>
            <Icon node={UserX} className="h-4 w-4" />
            {t.noShow.open}
          </button>
        );
      case "cancel":
        return (
          <button type="button" className={buttonStyles.secondary} onClick={() => setAsking("cancel")} disabled={busy}>
            <Icon node={CircleX} className="h-4 w-4" />
            {t.cancel.open}
          </button>
        );
    }
  };

  return (
    <section aria-labelledby={`${blockedId}-heading`} className="rounded-2xl bg-white p-4 shadow-sm" data-testid="catering-actions">
      <h2 id={`${blockedId}-heading`} className="mb-3 text-sm font-semibold uppercase tracking-wide text-ink-500">
        {t.heading}
      </h2>
      {offered.length === 0 ? (
        <p className="text-sm text-ink-700">{t.none}</p>
      ) : (
        <ul className="flex flex-wrap items-start gap-2">
          {offered.map((entry) => (
            <li key={entry.action} data-action={entry.action}>
              {button(entry)}
            </li>
          ))}
        </ul>
      )}
      {!isOwner && <p className="mt-3 text-xs text-ink-500">{t.ownerDecides}</p>}

      <ConfirmDialog
        open={asking === "decline"}
        title={t.decline.title}
        message={t.decline.message}
        confirmLabel={t.decline.confirm}
        cancelLabel={t.keep}
        danger
        busy={busy}
        onConfirm={() =>
          run(
            (callbacks) => decline.mutate(id, callbacks),
            () => t.decline.done,
          )
        }
        onCancel={() => setAsking(null)}
      />
      <ConfirmDialog
        open={asking === "cancel"}
        title={t.cancel.title}
        message={t.cancel.message(formatCents(event.cancellation.refundCents), event.cancellation.refundPercent)}
        confirmLabel={t.cancel.confirm(formatCents(event.cancellation.refundCents))}
        cancelLabel={t.keep}
        danger
        busy={busy}
        onConfirm={() =>
          run(
            (callbacks) => cancel.mutate(id, callbacks),
            () => t.cancel.done(formatCents(event.cancellation.refundCents)),
          )
        }
        onCancel={() => setAsking(null)}
      />
      <ConfirmDialog
        open={asking === "noShow"}
        title={t.noShow.title}
        message={t.noShow.message}
        confirmLabel={t.noShow.confirm}
        cancelLabel={t.keep}
        danger
        busy={busy}
        onConfirm={() =>
          run(
            (callbacks) => noShow.mutate(id, callbacks),
            () => t.noShow.done,
          )
        }
        onCancel={() => setAsking(null)}
      />
      <ConfirmDialog
        open={asking === "close"}
        title={t.close.title}
        message={t.close.message}
        confirmLabel={t.close.confirm}
        busy={busy}
        onConfirm={() =>
          run(
            (callbacks) => close.mutate(id, callbacks),
            () => t.close.done,
          )
        }
        onCancel={() => setAsking(null)}
      />
      <Modal
        open={asking === "counter"}
        title={t.counter.title}
        onClose={() => setAsking(null)}
        size="md"
        footer={
          <>
            <button type="button" className={buttonStyles.secondary} onClick={() => setAsking(null)} disabled={busy}>
              {t.keep}
            </button>
            <button
              type="button"
              className={buttonStyles.secondary}
              disabled={busy}
              aria-busy={counter.isPending || undefined}
              onClick={() =>
                run(
                  (callbacks) => counter.mutate({ ...id, method: "card" }, callbacks),
                  () => t.counter.done(formatCents(owed)),
                )
              }
            >
              {t.counter.card}
            </button>
            <button
              type="button"
              className={buttonStyles.primary}
              disabled={busy}
              aria-busy={counter.isPending || undefined}
              onClick={() =>
                run(
                  (callbacks) => counter.mutate({ ...id, method: "cash" }, callbacks),
                  () => t.counter.done(formatCents(owed)),
                )
              }
            >
              {t.counter.cash}
            </button>
          </>
        }
      >
        <p className="text-ink-700">{t.counter.message(formatCents(owed))}</p>
      </Modal>
    </section>
  );
}
