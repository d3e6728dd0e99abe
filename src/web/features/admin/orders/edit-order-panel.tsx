import { useQueryClient } from "@tanstack/react-query";
import { Pencil, Plus } from "lucide";
import { useCallback, useId, useRef, useState, type FormEvent } from "react";
import type { MenuItemDto } from "@shared/menu/menu";
import { formatCents } from "@shared/core/money";
import { keptFeeAndTip } from "@shared/orders/order-changes";
import { shortOrderId, type EditSettlement, type LinkChannel, type OrderDto, type PaymentStatus } from "@shared/orders/orders";
import { formatShopDateTime } from "@shared/core/time";
import { buttonStyles } from "~/components/admin/button-styles";
import { AdminLoadError } from "~/components/admin/admin-table";
import { PanelActions } from "~/components/admin/panel-actions";
import { Icon } from "~/components/ui/icon";
import { notify } from "~/components/ui/toaster";
import { ApiError } from "~/lib/api";
import { useShop } from "~/lib/shop";
import { useLocale, useTexts, type Texts } from "~/lib/texts";
import { CopyLink } from "./copy-link";
import { addDraftLine, draftFromOrderLine, DraftLineList, estimateDraft, type DraftLine } from "./draft-lines";
import { ItemPicker } from "./item-picker";
import { useEditOrder, useOrderMenu } from "./orders-api";
import { TimePicker } from "./time-picker";

/**
 * Where a payment link may go. Spelled here rather than imported (LINK_CHANNELS): a constant more
 * from shared/orders/orders.ts would grow the chunk the storefront's pages share with the admin.
 */
const LINK_CHOICES = ["sms", "email"] as const satisfies readonly LinkChannel[];

/** Payment states an order may be edited in: money taken (some given back, maybe), or the card held. */
const EDITABLE_PAYMENTS: readonly PaymentStatus[] = ["paid", "partially_refunded", "authorized"];
/** Payment states in which more money is asked for with a payment link, when it was paid online. */
const LINK_PAYMENTS: readonly PaymentStatus[] = ["paid", "partially_refunded"];

/**
 * Whether 'Edit order' is offered (ADR 0016): not completed or cancelled, not weighed yet, and
 * paid (in part refunded, maybe), its card held, or its hold lapsed (paid at pickup). The server
 * decides again: an order waiting for its payment, for one, is refused.
 */
export function isEditable(order: OrderDto): boolean {
  if (order.status === "completed" || order.status === "cancelled" || order.weighedAt !== null) return false;
  return EDITABLE_PAYMENTS.includes(order.paymentStatus) || (order.paymentStatus === "expired" && order.holdCents !== null);
}

/** The sentence that says how an edit's difference was settled. */
export function settlementSentence(settlement: EditSettlement, t: Texts<"ordersAdminTexts">["edit"]["settlement"]): string {
  switch (settlement.kind) {
    case "none":
      return t.none;
    case "hold":
      return settlement.overCents > 0
        ? t.holdShort(formatCents(settlement.holdCents), formatCents(settlement.overCents))
        : t.hold(formatCents(settlement.holdCents));
    case "refund":
      return settlement.atCounter ? t.refundAtCounter(formatCents(settlement.amountCents)) : t.refund(formatCents(settlement.amountCents));
    case "link":
      return settlement.sentBy
        ? t.linkSent(formatCents(settlement.amountCents), settlement.sentBy)
        : t.linkNotSent(formatCents(settlement.amountCents));
    case "collect":
      return t.collect(formatCents(settlement.amountCents));
  }
}

/**
 * 'Edit order' (ADR 0016), in the order's details: its lines with their quantities (kept lines
 * keep the price they were ordered at), Remove, 'Add item' with the new order's picker, a new
 * time from the open slots, and where a payment link goes if the customer owes more. The server
 * prices the edit and settles the difference; the panel then says how, and the order and its
 * history refetch (the history names who edited).
 */
export function EditOrderPanel({ order, onDone }: { order: OrderDto; onDone: () => void }) {
  const ordersAdminTexts = useTexts("ordersAdminTexts");
  const t = ordersAdminTexts.edit;
  const headingId = useId();
  const menu = useOrderMenu();
  return (
    <section aria-labelledby={headingId} className="rounded-xl border-2 border-brand-700 bg-cream-50 p-3 sm:p-4" data-testid="edit-panel">
      <h3 id={headingId} className="flex items-center gap-2 text-lg font-bold">
        <Icon node={Pencil} className="h-5 w-5 text-brand-700" />
        {t.heading}
      </h3>
      <p className="mt-1 text-sm text-ink-700">{t.intro}</p>
      {menu.isPending ? (
        <p role="status" className="mt-3 text-sm text-ink-500">
          {ordersAdminTexts.picker.loading}
        </p>
      ) : menu.isError ? (
        <div className="mt-3">
          <AdminLoadError
            message={ordersAdminTexts.picker.loadFailed}
            retryLabel={ordersAdminTexts.retry}
            onRetry={() => void menu.refetch()}
          />
        </div>
      ) : (
        <EditOrderForm order={order} items={menu.data} onDone={onDone} />
      )}
    </section>
  );
}

function EditOrderForm({ order, items, onDone }: { order: OrderDto; items: readonly MenuItemDto[]; onDone: () => void }) {
  const ordersAdminTexts = useTexts("ordersAdminTexts");
  const t = ordersAdminTexts.edit;
  const shop = useShop();
  const locale = useLocale();
  const id = useId();
  const queryClient = useQueryClient();
  const edit = useEditOrder();
  const sending = useRef(false);
  const alertRef = useRef<HTMLParagraphElement>(null);
  const [lines, setLines] = useState<DraftLine[]>(() =>
    order.lines.map((line) =>
      draftFromOrderLine(
        line,
        items.find((item) => item.id === line.itemId),
      ),
    ),
  );
  const [adding, setAdding] = useState(false);
  const [changingTime, setChangingTime] = useState(false);
  const [preferredTime, setPreferredTime] = useState("");
  // Without texts (production without Twilio) a payment link goes by e-mail only.
  const [linkBy, setLinkBy] = useState<LinkChannel>(shop.hasTextMessages && order.customerPhone ? "sms" : "email");
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [timeError, setTimeError] = useState<string | undefined>();
  const [alert, setAlert] = useState<string | null>(null);
  const [settled, setSettled] = useState<EditSettlement | null>(null);
  const timeInputId = `${id}-time`;

  const changeTime = useCallback((value: string) => {
    setPreferredTime(value);
    setTimeError(undefined);
  }, []);

  const estimate = estimateDraft(lines, { taxRate: order.taxRate, weightHoldPercent: shop.weightHoldPercent }, keptFeeAndTip(order));
  const linesChanged =
    lines.length !== order.lines.length ||
    lines.some((line) => !line.lineId || order.lines.find((kept) => kept.id === line.lineId)?.quantity !== line.quantity);
  const timeChanged = changingTime && preferredTime !== "";
  // More to pay than was taken online: a payment link goes for the difference (the server decides, as here).
  const taken = (order.capturedCents ?? order.totalCents) - order.refundedCents;
  const asksLink =
    estimate.totalCents > taken &&
    LINK_PAYMENTS.includes(order.paymentStatus) &&
    order.paymentMethod !== "cash" &&
    order.paymentMethod !== "card_present";

  const showAlert = (message: string) => {
    setAlert(message);
    requestAnimationFrame(() => alertRef.current?.focus());
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    if (sending.current) return;
    if (!linesChanged && !timeChanged) return showAlert(t.nothingChanged);
    setAlert(null);
    setTimeError(undefined);
    sending.current = true;
    edit.mutate(
      {
        id: order.id,
        idempotencyKey: key,
        lines: lines.map((line) => ({
          ...(line.lineId ? { lineId: line.lineId } : {}),
          itemId: line.itemId,
          quantity: line.quantity,
          optionIds: line.optionIds,
          notes: line.notes,
        })),
        ...(timeChanged ? { preferredTime } : {}),
        ...(asksLink ? { sendLinkBy: linkBy } : {}),
      },
      {
        onSuccess: (result) => {
          const sentence = settlementSentence(result.settlement, t.settlement);
          notify("success", result.edited ? `${t.saved(shortOrderId(order.id))}. ${sentence}` : t.alreadySaved);
          // A further edit is another request.
          setKey(crypto.randomUUID());
          setSettled(result.settlement);
        },
        onError: (error) => {
          if (!(error instanceof ApiError)) return showAlert(t.failed);
          if (error.code === "slot_full") void queryClient.invalidateQueries({ queryKey: ["admin", "slots"] });
          const { preferredTime: timeProblem, ...others } = error.fields ?? {};
          if (timeProblem) {
            setChangingTime(true);
            setTimeError(timeProblem);
          }
          const message = error.code && error.code !== "internal_error" ? error.message : t.failed;
          const rest = Object.values(others);
          showAlert(rest.length > 0 ? rest.join(" ") : message);
        },
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  }

  if (settled) {
    return (
      <div className="mt-3 space-y-3" data-testid="edit-settled">
        <p role="status" className="rounded-lg bg-white p-3 font-semibold text-ink-900 shadow-sm" data-testid="edit-settlement">
          {settlementSentence(settled, t.settlement)}
        </p>
        {settled.kind === "link" && !settled.sentBy && <CopyLink url={settled.url} />}
        <div className="flex justify-end">
          <button type="button" className={buttonStyles.primary} onClick={onDone}>
            {t.done}
          </button>
        </div>
      </div>
    );
  }

  const busy = edit.isPending;
  return (
    <form onSubmit={submit} noValidate className="mt-3 space-y-4" aria-busy={busy || undefined}>
      <div>
        <h4 className="mb-2 text-sm font-semibold uppercase tracking-wide text-ink-500">{t.lines}</h4>
        <DraftLineList label={t.lines} lines={lines} onChange={setLines} keepOne lastLineHint={t.lastLine} keptHint={t.keptPrice} />
        {adding ? (
          <div className="mt-3">
            <ItemPicker
              onAdd={(line) => {
                setLines((current) => addDraftLine(current, line));
                setAdding(false);
              }}
            />
          </div>
        ) : (
          <button type="button" className={`${buttonStyles.secondary} mt-3`} onClick={() => setAdding(true)}>
            <Icon node={Plus} className="h-4 w-4" />
            {t.addItem}
          </button>
        )}
      </div>

      <div>
        <h4 className="mb-2 text-sm font-semibold uppercase tracking-wide text-ink-500">{t.time}</h4>
        <p className="text-sm">
          {t.currentTime(
            `${ordersAdminTexts.orderType[order.orderType]}, ${formatShopDateTime(order.deliveryTime, shop.timeZone, locale)}`,
          )}
        </p>
        <button
          type="button"
          className={`${buttonStyles.secondary} mt-2`}
          aria-expanded={changingTime}
          onClick={() => {
            setChangingTime(!changingTime);
            setPreferredTime("");
            setTimeError(undefined);
          }}
        >
          {changingTime ? t.keepTime : t.changeTime}
        </button>
        {changingTime && (
          <div className="mt-3">
            <TimePicker
              orderType={order.orderType}
              lines={lines}
              value={preferredTime}
              onChange={changeTime}
              error={timeError}
              inputId={timeInputId}
            />
          </div>
        )}
      </div>

      {asksLink && !shop.hasTextMessages && <p className="text-sm text-ink-500">{t.linkByEmailOnly}</p>}
      {asksLink && shop.hasTextMessages && (
        <fieldset>
          <legend className="text-sm font-semibold">{t.linkBy}</legend>
          <div className="mt-1 flex flex-wrap gap-4">
            {LINK_CHOICES.map((channel) => (
              <label key={channel} className="flex min-h-11 items-center gap-2">
                <input
                  type="radio"
                  name={`${id}-link`}
                  checked={linkBy === channel}
                  onChange={() => setLinkBy(channel)}
                  className="h-5 w-5 accent-brand-700"
                />
                {t.linkChannels[channel]}
              </label>
            ))}
          </div>
        </fieldset>
      )}

      <div className="rounded-lg bg-white p-3 text-sm shadow-sm" aria-live="polite" data-testid="edit-estimate">
        <p className="text-base font-bold tabular-nums">{t.estimate(formatCents(estimate.totalCents))}</p>
        <p className="text-ink-500 tabular-nums">{t.was(formatCents(order.totalCents))}</p>
      </div>

      {alert && (
        <p ref={alertRef} tabIndex={-1} role="alert" className="rounded-lg bg-red-100 p-3 font-semibold text-red-900">
          {alert}
        </p>
      )}

      <PanelActions
        cancelLabel={t.cancel}
        onCancel={onDone}
        cancelDisabled={busy}
        confirmLabel={busy ? t.saving : t.save}
        disabled={busy}
        busy={busy}
      />
    </form>
  );
}
