import { useEffect, useRef, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { formatCents } from "@shared/core/money";
import { GIFT_CARD_CODE_LENGTH, normalizeGiftCardCode, type GiftCardBalanceDto } from "@shared/gift-cards/gift-cards";
import { PageBanner } from "~/components/ui/page-banner";
import { TextField } from "~/components/ui/text-field";
import { useLocalPath, useLocale, useTexts } from "~/lib/texts";
import { useHydrated } from "~/lib/use-hydrated";
import { formatGiftCardDate } from "./gift-card-dates";
import { plainCall } from "~/lib/plain-call";

/**
 * 'abcd efgh' → 'ABCD-EFGH': the code in the e-mail's groups of four, as it is typed. Letters and
 * digits only; what is not of the code's alphabet stays, for the check to refuse.
 */
export function groupGiftCardCode(typed: string): string {
  const characters = typed
    .toUpperCase()
    .replace(/[^0-9A-Z]/g, "")
    .slice(0, GIFT_CARD_CODE_LENGTH);
  return characters.match(/.{1,4}/g)?.join("-") ?? "";
}

/**
 * /gift-cards/balance (ADR 0024): anyone with a code sees its card's last four characters, its
 * state, its balance and, for a promotional card, its last day in capitals, as printed on it.
 * The code is checked in the browser first (16 characters of its alphabet; spaces, dashes and
 * small letters are fine), then POST /api/gift-cards/balance; the server's refusals (an unknown
 * code, too many tries) are said under the field, in the page's language.
 */
export function GiftCardBalancePage() {
  const t = useTexts("giftCardBalanceTexts");
  const localPath = useLocalPath();
  const hydrated = useHydrated();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string>();
  const [checking, setChecking] = useState(false);
  const [result, setResult] = useState<GiftCardBalanceDto | null>(null);

  const refuse = (message: string) => {
    setResult(null);
    setError(message);
    document.getElementById("gift-card-code")?.focus();
  };
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (checking) return;
    const canonical = normalizeGiftCardCode(code);
    if (!canonical) return refuse(t.codeInvalid);
    setChecking(true);
    setError(undefined);
    try {
      const answer = await plainCall<GiftCardBalanceDto>("/api/gift-cards/balance", { code: canonical });
      if (answer.ok) setResult(answer.body);
      // 404 (no such card), 429 (too many tries), 400: the server's words, in the page's language.
      else refuse(answer.status < 500 && answer.error?.message ? answer.error.message : t.failure);
    } catch {
      refuse(t.failure);
    } finally {
      setChecking(false);
    }
  };

  return (
    <>
      <PageBanner title={t.heading} subtitle={t.subtitle} />
      <div className="mx-auto max-w-xl space-y-8 px-4 py-10 sm:px-6 lg:py-12">
        <form onSubmit={onSubmit} noValidate className="space-y-4 rounded-2xl border border-cream-200 bg-white p-5 shadow-sm sm:p-8">
          <TextField
            id="gift-card-code"
            label={t.code}
            name="code"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            required
            value={code}
            onChange={(event) => {
              const { value, selectionStart } = event.target;
              // Grouped as it is typed at the end; an edit inside the code is left as typed (the check reads either).
              setCode(selectionStart === value.length ? groupGiftCardCode(value) : value);
              setError(undefined);
            }}
            hint={t.codeHint}
            error={error}
            className="[&_input]:font-mono [&_input]:tracking-wider"
          />
          <button
            type="submit"
            disabled={!hydrated || checking}
            className="inline-flex min-h-12 w-full items-center justify-center rounded-full bg-brand-700 px-8 font-bold text-white hover:bg-brand-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-saffron-500 disabled:cursor-not-allowed disabled:opacity-60 sm:w-auto"
          >
            {checking ? t.checking : t.submit}
          </button>
        </form>
        {result && <GiftCardBalanceResult balance={result} />}
        <Link
          to={localPath("/gift-cards")}
          className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4"
        >
          {t.buyOne}
        </Link>
      </div>
    </>
  );
}

/** What the code's card holds: its last four, state and balance, and a promotional card's last day in capitals. */
export function GiftCardBalanceResult({ balance }: { balance: GiftCardBalanceDto }) {
  const t = useTexts("giftCardBalanceTexts");
  const locale = useLocale();
  const heading = useRef<HTMLHeadingElement>(null);
  // The answer takes the focus, so it is read out as soon as it is drawn.
  useEffect(() => heading.current?.focus(), [balance]);
  const usable = balance.state === "active";
  return (
    <section
      aria-labelledby="gift-card-result-heading"
      className="rounded-2xl border border-cream-200 bg-white p-5 shadow-sm sm:p-8"
      data-testid="gift-card-balance"
    >
      <h2 id="gift-card-result-heading" ref={heading} tabIndex={-1} className="text-2xl font-bold focus:outline-none">
        {t.endingIn(balance.last4)}
      </h2>
      {balance.kind === "promotional" && <p className="text-sm font-semibold text-ink-700">{t.promotional}</p>}
      <dl className="mt-4 grid grid-cols-2 gap-4">
        <div>
          <dt className="text-sm text-ink-700">{t.balance}</dt>
          <dd className="text-3xl font-bold tabular-nums">{formatCents(balance.balanceCents)}</dd>
        </div>
        <div>
          <dt className="text-sm text-ink-700">{t.status}</dt>
          <dd
            className={`mt-1 inline-flex rounded-full px-3 py-1 font-semibold ${usable ? "bg-green-100 text-green-900" : "bg-brand-50 text-brand-900"}`}
          >
            {t.states[balance.state]}
          </dd>
        </div>
      </dl>
      <p className="mt-4 text-ink-700">{t.stateNotes[balance.state]}</p>
      {balance.expiresOn ? (
        <p className="mt-3 font-bold tracking-wide text-ink-900" data-testid="gift-card-expiry">
          {t.expires(formatGiftCardDate(balance.expiresOn, locale, true))}
        </p>
      ) : (
        balance.kind === "bought" && <p className="mt-3 text-ink-700">{t.neverExpires}</p>
      )}
    </section>
  );
}
