import { Ban, HandCoins, Play, Scale, Snowflake, type IconNode } from "lucide";
import { useId, useRef, useState, type FormEvent } from "react";
import { formatCents } from "@shared/core/money";
import type { GiftCardDetailDto } from "@shared/gift-cards/gift-cards";
import { parsePriceToCents } from "@shared/menu/menu";
import { buttonStyles } from "~/components/admin/button-styles";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { Modal } from "~/components/admin/modal";
import { ModalActions } from "~/components/admin/modal-actions";
import { Icon } from "~/components/ui/icon";
import { TextField } from "~/components/ui/text-field";
import { notify } from "~/components/ui/toaster";
import { refusalWords } from "~/lib/api";
import { fieldErrorsOf } from "~/lib/form-errors";
import { useTexts } from "~/lib/texts";
import { offeredGiftCardActions, type GiftCardAction } from "./gift-card-rules";
import { useAdjustGiftCard, useCashOutGiftCard, useSetGiftCardStatus } from "./gift-cards-api";

type Asking = "cashOut" | "freeze" | "unfreeze" | "void" | "adjust";
type MutateCallbacks<R> = { onSuccess: (result: R) => void; onError: (error: unknown) => void; onSettled: () => void };

/**
 * What can be done with the card now (offeredGiftCardActions: its state and the admin's role).
 * Paying out cash, freezing and voiding ask first; each sends one request however often it is
 * tapped, the cash-out with one key per confirmation, so a retry never pays twice.
 */
export function GiftCardActions({ card, isOwner }: { card: GiftCardDetailDto; isOwner: boolean }) {
  const t = useTexts("giftCardsAdminTexts").actions;
  const headingId = useId();
  const [asking, setAsking] = useState<Asking | null>(null);
  // The cash-out's key, made when its dialog opens: a double tap, or a retry after a lost answer, pays once.
  const [cashOutKey, setCashOutKey] = useState("");
  const inFlight = useRef(false);
  const cashOut = useCashOutGiftCard();
  const setStatus = useSetGiftCardStatus();
  const busy = cashOut.isPending || setStatus.isPending;
  const offered = offeredGiftCardActions(card, isOwner ? "owner" : "staff");
  const balance = formatCents(card.balanceCents);

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
  const changeStatus = (status: "active" | "frozen" | "void", done: string) =>
    run(
      (callbacks) => setStatus.mutate({ id: card.id, status }, callbacks),
      () => done,
    );

  const act = (action: GiftCardAction, label: string, icon: IconNode, onClick: () => void, primary = false) => (
    <li key={action} data-action={action}>
      <button type="button" className={primary ? buttonStyles.primary : buttonStyles.secondary} onClick={onClick} disabled={busy}>
        <Icon node={icon} className="h-4 w-4" />
        {label}
      </button>
    </li>
  );
  const button = (action: GiftCardAction) => {
    switch (action) {
      case "cashOut":
        return act(
          action,
          t.cashOut.open(balance),
          HandCoins,
          () => {
            setCashOutKey(crypto.randomUUID());
            setAsking("cashOut");
          },
          true,
        );
      case "freeze":
        return act(action, t.freeze.open, Snowflake, () => setAsking("freeze"));
      case "unfreeze":
        return act(action, t.unfreeze.open, Play, () => setAsking("unfreeze"));
      case "adjust":
        return act(action, t.adjust.open, Scale, () => setAsking("adjust"));
      case "void":
        return act(action, t.void.open, Ban, () => setAsking("void"));
    }
  };

  return (
    <section aria-labelledby={headingId} className="rounded-2xl bg-white p-4 shadow-sm" data-testid="gift-card-actions">
      <h2 id={headingId} className="mb-3 text-sm font-semibold uppercase tracking-wide text-ink-500">
        {t.heading}
      </h2>
      {offered.length === 0 ? (
        <p className="text-sm text-ink-700">{t.none}</p>
      ) : (
        <ul className="flex flex-wrap items-start gap-2">{offered.map(button)}</ul>
      )}
      {offered.includes("cashOut") && <p className="mt-2 text-sm text-ink-700">{t.cashOut.hint(formatCents(card.cashOutUnderCents))}</p>}
      {!isOwner && <p className="mt-3 text-xs text-ink-500">{t.ownerDecides}</p>}

      <ConfirmDialog
        open={asking === "cashOut"}
        title={t.cashOut.title}
        message={t.cashOut.message(balance, formatCents(card.cashOutUnderCents))}
        confirmLabel={t.cashOut.confirm(balance)}
        busy={busy}
        onConfirm={() =>
          run(
            (callbacks) => cashOut.mutate({ id: card.id, idempotencyKey: cashOutKey }, callbacks),
            () => t.cashOut.done(balance),
          )
        }
        onCancel={() => setAsking(null)}
      />
      <ConfirmDialog
        open={asking === "freeze"}
        title={t.freeze.title}
        message={t.freeze.message}
        confirmLabel={t.freeze.confirm}
        cancelLabel={t.keep}
        busy={busy}
        onConfirm={() => changeStatus("frozen", t.freeze.done)}
        onCancel={() => setAsking(null)}
      />
      <ConfirmDialog
        open={asking === "unfreeze"}
        title={t.unfreeze.title}
        message={t.unfreeze.message}
        confirmLabel={t.unfreeze.confirm}
        cancelLabel={t.keep}
        busy={busy}
        onConfirm={() => changeStatus("active", t.unfreeze.done)}
        onCancel={() => setAsking(null)}
      />
      <ConfirmDialog
        open={asking === "void"}
        title={t.void.title}
        message={t.void.message(balance)}
        confirmLabel={t.void.confirm}
        cancelLabel={t.keep}
        danger
        busy={busy}
        onConfirm={() => changeStatus("void", t.void.done)}
        onCancel={() => setAsking(null)}
      />
      {isOwner && asking === "adjust" && <AdjustDialog card={card} onClose={() => setAsking(null)} />}
    </section>
  );
}

/**
 * The owner's correction: added to or taken off the balance (never below zero), with a reason
 * kept in the card's history. One key per content: a double tap adjusts once.
 */
function AdjustDialog({ card, onClose }: { card: GiftCardDetailDto; onClose: () => void }) {
  const t = useTexts("giftCardsAdminTexts").actions;
  const errorTexts = useTexts("giftCardErrorTexts");
  const adminTexts = useTexts("adminTexts");
  const adjust = useAdjustGiftCard();
  const [direction, setDirection] = useState<"add" | "remove">("add");
  const [amount, setAmount] = useState("");
  const [note, setNote] = useState("");
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [errors, setErrors] = useState<{ amountCents?: string; note?: string }>({});
  const cents = parsePriceToCents(amount);
  const signed = cents === null ? null : direction === "add" ? cents : -cents;
  const after = signed === null ? null : card.balanceCents + signed;
  const changed = () => setKey(crypto.randomUUID());

  function submit(event: FormEvent) {
    event.preventDefault();
    if (adjust.isPending) return;
    const found: typeof errors = {};
    if (signed === null) found.amountCents = t.adjust.amountInvalid;
    else if (after !== null && after < 0) found.amountCents = errorTexts.adjustBelowZero;
    if (!note.trim()) found.note = errorTexts.adjustInvalid;
    setErrors(found);
    if (signed === null || Object.keys(found).length > 0) return;
    adjust.mutate(
      { id: card.id, idempotencyKey: key, amountCents: signed, note: note.trim() },
      {
        onSuccess: (updated) => {
          notify("success", t.adjust.done(formatCents(updated.balanceCents)));
          onClose();
        },
        onError: (error) => {
          setErrors(fieldErrorsOf(error));
          notify("error", refusalWords(error, t.failed));
        },
      },
    );
  }

  return (
    <Modal
      open
      title={t.adjust.title}
      onClose={() => !adjust.isPending && onClose()}
      size="md"
      footer={
        <ModalActions
          cancelLabel={adminTexts.cancel}
          onCancel={onClose}
          cancelDisabled={adjust.isPending}
          confirmLabel={adjust.isPending ? t.adjust.saving : t.adjust.submit}
          form="gift-card-adjust-form"
          disabled={adjust.isPending}
          busy={adjust.isPending}
        />
      }
    >
      <form id="gift-card-adjust-form" noValidate onSubmit={submit} className="space-y-4">
        <p className="text-sm text-ink-700">{t.adjust.intro}</p>
        <fieldset>
          <legend className="text-sm font-semibold text-ink-900">{t.adjust.direction}</legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {(["add", "remove"] as const).map((choice) => (
              <label
                key={choice}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-cream-200 px-3 py-2 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-saffron-500"
              >
                <input
                  type="radio"
                  name="gift-card-adjust-direction"
                  value={choice}
                  checked={direction === choice}
                  onChange={() => {
                    setDirection(choice);
                    changed();
                  }}
                  className="size-5 shrink-0 accent-brand-700"
                />
                <span className="font-semibold">{choice === "add" ? t.adjust.add : t.adjust.remove}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <TextField
          label={t.adjust.amount}
          hint={t.adjust.amountHint}
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          onChange={(event) => {
            setAmount(event.target.value);
            changed();
          }}
          error={errors.amountCents}
          className="max-w-xs"
        />
        <TextField
          label={t.adjust.note}
          hint={t.adjust.noteHint}
          autoComplete="off"
          maxLength={200}
          value={note}
          onChange={(event) => {
            setNote(event.target.value);
            changed();
          }}
          error={errors.note}
          required
        />
        {after !== null && after >= 0 && (
          <p className="font-semibold tabular-nums" role="status">
            {t.adjust.newBalance(formatCents(after))}
          </p>
        )}
      </form>
    </Modal>
  );
}
