import { useId, useState, type FormEvent } from "react";
import { parseDollarsToCents } from "@shared/core/dollars";
import { formatCents } from "@shared/core/money";
import { priceOrder } from "@shared/orders/order-totals";
import type { OrderDto } from "@shared/orders/orders";
import { notify } from "~/components/ui/toaster";
import { PanelActions } from "~/components/admin/panel-actions";
import { useTexts } from "~/lib/texts";
import { failureMessage } from "../admin-errors";
import { useRefundOrder } from "./orders-api";

/**
 * The owner gives money back (ADR 0016): whole lines (their cost with tax) or an amount, up to
 * what is left to refund. The server decides the amount and refunds once per key: the key is
 * made when the panel opens, so a double click or a retry of the same refund refunds once.
 */
export function RefundPanel({ order, onDone }: { order: OrderDto; onDone: () => void }) {
  const t = useTexts("ordersAdminTexts").refund;
  const refund = useRefundOrder();
  const id = useId();
  const [key] = useState(() => crypto.randomUUID());
  const [mode, setMode] = useState<"lines" | "amount">("lines");
  const [lineIds, setLineIds] = useState<string[]>([]);
  const [amountText, setAmountText] = useState("");
  const [reason, setReason] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const available = (order.capturedCents ?? order.totalCents) - order.refundedCents;

  // The lines' cost as charged (weighed, when weighed) with their tax: the server's own rule.
  const given = order.lines
    .filter((line) => lineIds.includes(line.id))
    .map((line) => ({ costCents: line.weighedTotalCents ?? line.lineTotalCents, pricedByWeight: false }));
  const amountCents =
    mode === "lines"
      ? lineIds.length
        ? priceOrder({ lines: given, taxRate: order.taxRate, weightHoldPercent: 0 }).totalCents
        : null
      : parseDollarsToCents(amountText);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (mode === "amount" && amountText.trim() && amountCents === null) return setProblem(t.amountInvalid);
    if (!amountCents) return setProblem(t.chooseSomething);
    setProblem(null);
    const what = mode === "lines" ? { lineIds } : { amountCents };
    refund.mutate(
      { id: order.id, idempotencyKey: key, ...what, ...(reason.trim() ? { reason: reason.trim() } : {}) },
      {
        onSuccess: (result) => {
          notify("success", result.refunded ? t.done(formatCents(result.amountCents)) : t.alreadyDone);
          onDone();
        },
        onError: (error) => setProblem(failureMessage(error, t.chooseSomething)),
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4 rounded-xl border border-cream-200 bg-cream-50 p-4" aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`} className="font-display text-lg font-bold">
        {t.heading}
      </h3>
      <fieldset>
        <legend className="text-sm font-semibold">{t.how}</legend>
        <div className="mt-2 flex flex-wrap gap-4">
          {(["lines", "amount"] as const).map((value) => (
            <label key={value} className="flex min-h-11 items-center gap-2">
              <input type="radio" name={`${id}-mode`} checked={mode === value} onChange={() => setMode(value)} className="h-5 w-5" />
              {value === "lines" ? t.byLines : t.byAmount}
            </label>
          ))}
        </div>
      </fieldset>
      {mode === "lines" ? (
        <fieldset>
          <legend className="text-sm font-semibold">{t.lines}</legend>
          <ul className="mt-2 space-y-1">
            {order.lines.map((line) => (
              <li key={line.id}>
                <label className="flex min-h-11 items-center gap-2">
                  <input
                    type="checkbox"
                    className="h-5 w-5"
                    checked={lineIds.includes(line.id)}
                    onChange={(event) =>
                      setLineIds((ids) => (event.target.checked ? [...ids, line.id] : ids.filter((other) => other !== line.id)))
                    }
                  />
                  <span className="flex-1">{line.name}</span>
                  <span className="tabular-nums">{formatCents(line.weighedTotalCents ?? line.lineTotalCents)}</span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ) : (
        <div>
          <label htmlFor={`${id}-amount`} className="block text-sm font-semibold">
            {t.amount}
          </label>
          <input
            id={`${id}-amount`}
            inputMode="decimal"
            value={amountText}
            onChange={(event) => setAmountText(event.target.value)}
            aria-describedby={`${id}-amount-hint`}
            className="mt-1 min-h-11 w-40 rounded-lg border border-cream-200 bg-white px-3"
          />
          <p id={`${id}-amount-hint`} className="mt-1 text-xs text-ink-500">
            {t.amountHint(formatCents(available))}
          </p>
        </div>
      )}
      <div>
        <label htmlFor={`${id}-reason`} className="block text-sm font-semibold">
          {t.reason}
        </label>
        <input
          id={`${id}-reason`}
          value={reason}
          maxLength={500}
          onChange={(event) => setReason(event.target.value)}
          className="mt-1 min-h-11 w-full rounded-lg border border-cream-200 bg-white px-3"
        />
      </div>
      {problem && (
        <p role="alert" className="font-semibold text-red-800">
          {problem}
        </p>
      )}
      <PanelActions
        cancelLabel={t.cancel}
        onCancel={onDone}
        confirmLabel={amountCents ? t.submit(formatCents(amountCents)) : t.submitNothing}
        danger
        disabled={refund.isPending}
      />
    </form>
  );
}
