import { X } from "lucide";
import { formatCents } from "@shared/core/money";
import { normalizeGiftCardCode } from "@shared/gift-cards/gift-cards";
import { buttonStyles } from "~/components/admin/button-styles";
import { Icon } from "~/components/ui/icon";
import { TextField } from "~/components/ui/text-field";
import { refusalWords } from "~/lib/api";
import { useTexts } from "~/lib/texts";
import { useCheckGiftCard, type CheckedGiftCard } from "./orders-api";

/**
 * What a checked card pays of a total and what is left (ADR 0024): it pays first, up to the
 * total; null when no card can pay (none checked, or one that is not active).
 */
export function giftCardShare(card: CheckedGiftCard | null, totalCents: number): { paidCents: number; restCents: number } | null {
  if (!card || card.state !== "active" || card.balanceCents <= 0) return null;
  const paidCents = Math.min(card.balanceCents, Math.max(totalCents, 0));
  return { paidCents, restCents: totalCents - paidCents };
}

interface CounterGiftCardProps {
  inputId: string;
  code: string;
  onCode: (code: string) => void;
  /** The card as 'Check' found it; null until checked (or once the code changes). */
  checked: CheckedGiftCard | null;
  onChecked: (card: CheckedGiftCard | null) => void;
  error: string | undefined;
  onError: (error: string | undefined) => void;
  /** The order's estimated total, which the card pays first. */
  totalCents: number;
  /** The rest goes by a payment link, not over the counter. */
  byLink: boolean;
}

/**
 * The staff order form's gift card (ADR 0024): the customer's code, 'Check' to see what is on it,
 * then what it pays and what is left to collect ('Gift card pays $30.00, collect $12.55'). The
 * code goes with the order; the server checks the card again and holds what it pays.
 */
export function CounterGiftCard({ inputId, code, onCode, checked, onChecked, error, onError, totalCents, byLink }: CounterGiftCardProps) {
  const t = useTexts("giftCardsAdminTexts");
  const errorTexts = useTexts("giftCardErrorTexts");
  const check = useCheckGiftCard();
  const share = giftCardShare(checked, totalCents);
  const cardName = checked?.last4 ? t.card(checked.last4) : t.title;

  function runCheck() {
    if (check.isPending) return;
    const canonical = normalizeGiftCardCode(code);
    if (!canonical) {
      onError(errorTexts.codeInvalid);
      document.getElementById(inputId)?.focus();
      return;
    }
    onError(undefined);
    check.mutate(canonical, {
      onSuccess: (card) => onChecked(card),
      onError: (failure) => {
        onChecked(null);
        onError(refusalWords(failure, t.counter.failed));
      },
    });
  }

  return (
    <div className="space-y-2" data-testid="counter-gift-card">
      <div className="flex flex-wrap items-start gap-2">
        <TextField
          id={inputId}
          label={t.counter.label}
          hint={t.counter.hint}
          value={code}
          onChange={(event) => {
            onCode(event.target.value);
            onChecked(null);
            onError(undefined);
          }}
          onKeyDown={(event) => {
            // Enter checks the card rather than taking the order.
            if (event.key === "Enter") {
              event.preventDefault();
              runCheck();
            }
          }}
          error={error}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          className="min-w-0 flex-1 basis-56"
        />
        <button
          type="button"
          className={`${buttonStyles.secondary} mt-6`}
          onClick={runCheck}
          disabled={check.isPending || code.trim() === ""}
          aria-busy={check.isPending || undefined}
        >
          {check.isPending ? t.counter.checking : t.counter.check}
        </button>
        {code !== "" && (
          <button
            type="button"
            className={`${buttonStyles.ghost} mt-6 min-h-11`}
            onClick={() => {
              onCode("");
              onChecked(null);
              onError(undefined);
            }}
          >
            <Icon node={X} className="h-4 w-4" />
            {t.counter.remove}
          </button>
        )}
      </div>
      <div role="status" aria-live="polite">
        {checked && (
          <div className="rounded-xl bg-cream-50 p-3 text-sm" data-testid="counter-gift-card-result">
            {share ? (
              <>
                <p>{t.counter.balance(cardName, formatCents(checked.balanceCents))}</p>
                <p className="mt-1 text-base font-bold" data-testid="counter-gift-card-split">
                  {share.restCents === 0
                    ? t.counter.coversAll(formatCents(share.paidCents))
                    : byLink
                      ? t.counter.splitLink(formatCents(share.paidCents), formatCents(share.restCents))
                      : t.counter.split(formatCents(share.paidCents), formatCents(share.restCents))}
                </p>
                <p className="mt-1 text-xs text-ink-500">{t.counter.estimate}</p>
              </>
            ) : (
              <p className="font-semibold text-red-800">{t.counter.unusable(cardName, t.states[checked.state].toLowerCase())}</p>
            )}
          </div>
        )}
      </div>
    </div>
  );
}
