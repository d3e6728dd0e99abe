import { Ban, CircleCheck, FilePenLine, HandCoins, Lock, Mail, MessageSquare, Scale, UserX, CircleX, type IconNode } from "lucide";
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

type MutateCallbacks<R = unknown> = { onSuccess: (result: R) => void; onError: (error: unknown) => void; onSettled: () => void };

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
  function run<R>(mutate: (callbacks: MutateCallbacks<R>) => void, done: (result: R) => string) {
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

  /** A plain button of the list: its icon and words; it waits while anything is sent. */
  const act = (label: string, icon: IconNode, onClick: () => void, { primary = false, disabled = busy } = {}) => (
    <button type="button" className={primary ? buttonStyles.primary : buttonStyles.secondary} onClick={onClick} disabled={disabled}>
      <Icon node={icon} className="h-4 w-4" />
      {label}
    </button>
  );
  const sendBalanceLink = (by: "email" | "sms") =>
    run(
      (callbacks) => balanceLink.mutate({ ...id, by }, callbacks),
      () => t.balanceLink.sent(formatCents(owed)),
    );

  const button = ({ action, blockedByOwed }: OfferedAction) => {
    switch (action) {
      case "quote":
        return act(event.quote ? t.reviseQuote : t.writeQuote, FilePenLine, onQuote, { primary: true, disabled: panelOpen });
      case "weigh":
        return act(t.weigh, Scale, onWeigh, { primary: true, disabled: panelOpen });
      case "counter":
        return act(t.counter.open(formatCents(owed)), HandCoins, () => setAsking("counter"), { primary: true });
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
            {act(t.balanceLink.byEmail, Mail, () => sendBalanceLink("email"))}
            {shop.hasTextMessages && event.smsOptIn && act(t.balanceLink.bySms, MessageSquare, () => sendBalanceLink("sms"))}
          </span>
        );
      case "close":
        return act(t.close.open, Lock, () => setAsking("close"));
      case "decline":
        return act(t.decline.open, Ban, () => setAsking("decline"));
      case "noShow":
        return act(t.noShow.open, UserX, () => setAsking("noShow"));
      case "cancel":
        return act(t.cancel.open, CircleX, () => setAsking("cancel"));
    }
  };

  /** 'Are you sure?' before a move that cannot be undone; the text of what was done once it is. */
  const ask = (
    kind: "decline" | "cancel" | "noShow" | "close",
    mutation: { mutate: (input: { id: string }, callbacks: MutateCallbacks) => void },
    words: { message: string; confirmLabel: string; done: string; danger?: boolean },
  ) => (
    <ConfirmDialog
      open={asking === kind}
      title={t[kind].title}
      message={words.message}
      confirmLabel={words.confirmLabel}
      cancelLabel={words.danger ? t.keep : undefined}
      danger={words.danger}
      busy={busy}
      onConfirm={() =>
        run(
          (callbacks) => mutation.mutate(id, callbacks),
          () => words.done,
        )
      }
      onCancel={() => setAsking(null)}
    />
  );
  const takeAtCounter = (method: "card" | "cash", className: string, label: string) => (
    <button
      type="button"
      className={className}
      disabled={busy}
      aria-busy={counter.isPending || undefined}
      onClick={() =>
        run(
          (callbacks) => counter.mutate({ ...id, method }, callbacks),
          () => t.counter.done(formatCents(owed)),
        )
      }
    >
      {label}
    </button>
  );

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

      {ask("decline", decline, { message: t.decline.message, confirmLabel: t.decline.confirm, done: t.decline.done, danger: true })}
      {ask("cancel", cancel, {
        message: t.cancel.message(formatCents(event.cancellation.refundCents), event.cancellation.refundPercent),
        confirmLabel: t.cancel.confirm(formatCents(event.cancellation.refundCents)),
        done: t.cancel.done(formatCents(event.cancellation.refundCents)),
        danger: true,
      })}
      {ask("noShow", noShow, { message: t.noShow.message, confirmLabel: t.noShow.confirm, done: t.noShow.done, danger: true })}
      {ask("close", close, { message: t.close.message, confirmLabel: t.close.confirm, done: t.close.done })}
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
            {takeAtCounter("card", buttonStyles.secondary, t.counter.card)}
            {takeAtCounter("cash", buttonStyles.primary, t.counter.cash)}
          </>
        }
      >
        <p className="text-ink-700">{t.counter.message(formatCents(owed))}</p>
      </Modal>
    </section>
  );
}
