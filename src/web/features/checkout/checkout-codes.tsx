import { useEffect, useRef, useState, type Dispatch, type SetStateAction } from "react";
import { isApiErrorBody } from "@shared/core/api-error";
import { formatCents } from "@shared/core/money";
import { normalizeGiftCardCode, type GiftCardBalanceDto } from "@shared/gift-cards/gift-cards";
import { normalizePromoCode, type PromoPreviewDto } from "@shared/promos/promos";
import { apiFetch } from "~/lib/api-fetch";
import type { Texts } from "~/lib/texts";
import type { AppliedCodes, CheckoutPrice, PromoCheckRequest } from "./order-extras";

/**
 * The checkout's codes panel (ADR 0024): a promo code and a gift card, each with its Apply.
 * Loaded when 'Have a promo code or gift card?' opens, or when the browser is idle, so the page's
 * first load stays within its budget (ADR 0008); its words come with the summary's.
 *
 * A promo code is asked of the server with the cart as checkout sends it: accepted, its discount
 * shows in the totals and the code goes with the order; refused (422), the panel says why and no
 * discount shows. When the order changes (its type, time, lines or tip) the code is asked again.
 * A gift card's code is read on the balance page's API: an active card with a balance pays first,
 * up to the total. The server checks both again when the order is placed.
 */

type CodeWords = Texts<"checkoutSummaryTexts">["codes"];

/** An answer of the codes' API: the body, or the server's message (in the page's language; null when it sent none). */
type Answer<T> = { ok: true; body: T } | { ok: false; status: number; message: string | null };

async function post<T>(path: string, body: unknown): Promise<Answer<T>> {
  const response = await apiFetch(path, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
  const json: unknown = await response.json().catch(() => null);
  if (response.ok) return { ok: true, body: json as T };
  return { ok: false, status: response.status, message: isApiErrorBody(json) ? json.error.message : null };
}

/** POST /api/checkout/promo: the code's discount on this cart, or why it is refused (said by the server). */
export async function checkPromo(
  request: PromoCheckRequest,
  t: CodeWords,
): Promise<{ ok: true; promo: PromoPreviewDto } | { ok: false; message: string }> {
  try {
    const answer = await post<PromoPreviewDto>("/api/checkout/promo", request);
    if (answer.ok) return { ok: true, promo: answer.body };
    return { ok: false, message: answer.status < 500 && answer.message ? answer.message : t.failed };
  } catch {
    return { ok: false, message: t.failed };
  }
}

/** POST /api/gift-cards/balance: the card behind a code, usable when active with a balance. */
export async function checkGiftCard(
  typed: string,
  t: CodeWords,
): Promise<{ ok: true; giftCard: NonNullable<AppliedCodes["giftCard"]> } | { ok: false; message: string }> {
  const code = normalizeGiftCardCode(typed);
  if (!code) return { ok: false, message: t.giftCardInvalid };
  try {
    const answer = await post<GiftCardBalanceDto>("/api/gift-cards/balance", { code });
    if (!answer.ok) return { ok: false, message: answer.status < 500 && answer.message ? answer.message : t.failed };
    const card = answer.body;
    if (card.state !== "active") return { ok: false, message: t.giftCardUnusable[card.state] };
    if (card.balanceCents <= 0) return { ok: false, message: t.giftCardUnusable.depleted };
    return { ok: true, giftCard: { code, last4: card.last4, balanceCents: card.balanceCents } };
  } catch {
    return { ok: false, message: t.failed };
  }
}

interface CodesPanelProps {
  setCodes: Dispatch<SetStateAction<AppliedCodes>>;
  /** The order priced with the codes applied (CheckoutPrice: the codes, the gift card's share, the order as the promo's rules read it). */
  totals: CheckoutPrice;
  t: CodeWords;
}

export function CodesPanel({ setCodes, totals, t }: CodesPanelProps) {
  const { promo, giftCard } = totals.codes;
  const [promoError, setPromoError] = useState<string>();
  const [giftCardError, setGiftCardError] = useState<string>();
  const [busy, setBusy] = useState<"promo" | "giftCard" | null>(null);

  // The order as the promo's rules read it: asked again when it changes while a code is applied.
  const request = (code: string) => ({ ...totals.promoOrder, code });
  const orderKey = JSON.stringify(totals.promoOrder);
  const checkedKey = useRef(orderKey);
  const appliedCode = promo?.code;
  useEffect(() => {
    if (!appliedCode || checkedKey.current === orderKey) return;
    let stale = false;
    // A moment's wait: typing a time or an amount changes the order at each key.
    const timer = setTimeout(async () => {
      const answer = await checkPromo({ ...(JSON.parse(orderKey) as PromoCheckRequest), code: appliedCode }, t);
      if (stale) return;
      checkedKey.current = orderKey;
      if (answer.ok) {
        setCodes((current) => ({ ...current, promo: answer.promo }));
      } else {
        setCodes((current) => ({ ...current, promo: null }));
        setPromoError(t.promoDropped(appliedCode, answer.message));
      }
    }, 500);
    return () => {
      stale = true;
      clearTimeout(timer);
    };
  }, [appliedCode, orderKey, setCodes, t]);

  const applyPromo = async (typed: string) => {
    if (busy) return;
    const code = normalizePromoCode(typed);
    if (!code) return setPromoError(t.promoMissing);
    setBusy("promo");
    setPromoError(undefined);
    const answer = await checkPromo(request(code), t);
    setBusy(null);
    checkedKey.current = orderKey;
    // Refused: the reason, and no discount.
    setCodes((current) => ({ ...current, promo: answer.ok ? answer.promo : null }));
    if (!answer.ok) {
      setPromoError(answer.message);
      document.getElementById("checkout-promo-code")?.focus();
    }
  };

  const applyGiftCard = async (typed: string) => {
    if (busy) return;
    setBusy("giftCard");
    setGiftCardError(undefined);
    const answer = await checkGiftCard(typed, t);
    setBusy(null);
    setCodes((current) => ({ ...current, giftCard: answer.ok ? answer.giftCard : null }));
    if (!answer.ok) {
      setGiftCardError(answer.message);
      document.getElementById("checkout-gift-card-code")?.focus();
    }
  };

  return (
    <div className="space-y-5" data-testid="checkout-codes">
      {promo ? (
        <Applied
          text={
            promo.kind === "free_delivery" ? t.promoFreeDelivery(promo.code) : t.promoApplied(promo.code, formatCents(promo.discountCents))
          }
          removeLabel={t.removePromo(promo.code)}
          remove={() => setCodes((current) => ({ ...current, promo: null }))}
          t={t}
        />
      ) : (
        <CodeForm
          id="checkout-promo-code"
          name="promoCode"
          label={t.promoCode}
          applyLabel={t.applyPromo}
          error={promoError}
          busy={busy === "promo"}
          onApply={applyPromo}
          onInput={() => setPromoError(undefined)}
          t={t}
        />
      )}
      {giftCard ? (
        <Applied
          text={t.giftCardApplied(giftCard.last4, formatCents(totals.giftCardCents))}
          note={
            // It covers the order, or what is left on it after this order (nothing to say when it is all spent).
            totals.cardCents === 0
              ? t.coversAll
              : giftCard.balanceCents > totals.giftCardCents
                ? t.giftCardLeft(formatCents(giftCard.balanceCents - totals.giftCardCents))
                : undefined
          }
          removeLabel={t.removeGiftCard(giftCard.last4)}
          remove={() => setCodes((current) => ({ ...current, giftCard: null }))}
          t={t}
        />
      ) : (
        <CodeForm
          id="checkout-gift-card-code"
          name="giftCardCode"
          label={t.giftCardCode}
          hint={t.giftCardHint}
          applyLabel={t.applyGiftCard}
          error={giftCardError}
          busy={busy === "giftCard"}
          onApply={applyGiftCard}
          onInput={() => setGiftCardError(undefined)}
          t={t}
        />
      )}
    </div>
  );
}

/**
 * One code's field and its Apply. The panel sits inside checkout's form, which a form cannot
 * nest in: Enter in the field applies the code (rather than paying), as Apply does.
 */
function CodeForm({
  id,
  name,
  label,
  hint,
  applyLabel,
  error,
  busy,
  onApply,
  onInput,
  t,
}: {
  id: string;
  name: string;
  label: string;
  hint?: string;
  applyLabel: string;
  error: string | undefined;
  busy: boolean;
  onApply: (typed: string) => void;
  onInput: () => void;
  t: CodeWords;
}) {
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  const apply = () => onApply((document.getElementById(id) as HTMLInputElement | null)?.value ?? "");
  return (
    <div aria-busy={busy}>
      <label htmlFor={id} className="block text-sm font-semibold text-ink-900">
        {label}
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id={id}
          name={name}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          onInput={onInput}
          onKeyDown={(event) => {
            if (event.key !== "Enter") return;
            event.preventDefault();
            apply();
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`block min-h-11 w-full min-w-0 rounded-lg border bg-white px-3 text-base uppercase text-ink-900 shadow-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200 ${
            error ? "border-brand-600" : "border-cream-200"
          }`}
        />
        <button
          type="button"
          onClick={apply}
          disabled={busy}
          aria-label={busy ? undefined : applyLabel}
          className="inline-flex min-h-11 shrink-0 items-center justify-center rounded-full border-2 border-brand-700 px-5 font-bold text-brand-800 hover:bg-brand-50 disabled:cursor-wait disabled:opacity-70"
        >
          {busy ? t.checking : t.apply}
        </button>
      </div>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-ink-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm font-semibold text-brand-800">
          {error}
        </p>
      )}
    </div>
  );
}

/** An applied code: what it does, and Remove. */
function Applied({
  text,
  note,
  removeLabel,
  remove,
  t,
}: {
  text: string;
  note?: string;
  removeLabel: string;
  remove: () => void;
  t: CodeWords;
}) {
  return (
    <div className="flex items-start justify-between gap-3 rounded-lg bg-green-50 px-4 py-3 text-sm">
      <p role="status">
        <span className="font-semibold text-green-900">{text}</span>
        {note && <span className="block text-ink-700">{note}</span>}
      </p>
      <button
        type="button"
        onClick={remove}
        aria-label={removeLabel}
        className="min-h-11 shrink-0 px-2 font-semibold underline hover:text-brand-700"
      >
        {t.remove}
      </button>
    </div>
  );
}
