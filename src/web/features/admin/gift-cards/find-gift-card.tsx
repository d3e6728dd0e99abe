import { ScanSearch } from "lucide";
import { useRef, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { normalizeGiftCardCode } from "@shared/gift-cards/gift-cards";
import { buttonStyles } from "~/components/admin/button-styles";
import { Icon } from "~/components/ui/icon";
import { TextField } from "~/components/ui/text-field";
import { refusalWords } from "~/lib/api";
import { useTexts } from "~/lib/texts";
import { useLookUpGiftCard } from "./gift-cards-api";

/**
 * 'Find by code' (ADR 0024), for the counter: the code from the customer's card or e-mail
 * (any case, spaces or dashes) opens the card's page. The shop keeps only a hash of each code,
 * so a card is found by its whole code, never by part of it.
 */
export function FindGiftCardByCode() {
  const t = useTexts("giftCardsAdminTexts").find;
  const errors = useTexts("giftCardErrorTexts");
  const navigate = useNavigate();
  const lookUp = useLookUpGiftCard();
  const sending = useRef(false);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | undefined>();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (sending.current) return;
    const canonical = normalizeGiftCardCode(code);
    if (!canonical) {
      setError(errors.codeInvalid);
      document.getElementById("gift-card-code")?.focus();
      return;
    }
    setError(undefined);
    sending.current = true;
    lookUp.mutate(canonical, {
      onSuccess: (id) => void navigate(`/admin/gift-cards/${id}`),
      onError: (failure) => {
        setError(refusalWords(failure, t.failed));
        document.getElementById("gift-card-code")?.focus();
      },
      onSettled: () => {
        sending.current = false;
      },
    });
  }

  return (
    <form onSubmit={submit} noValidate className="rounded-2xl bg-white p-4 shadow-sm" aria-labelledby="find-gift-card-heading">
      <h2 id="find-gift-card-heading" className="text-lg font-bold">
        {t.heading}
      </h2>
      <p className="mb-2 text-sm text-ink-500">{t.intro}</p>
      <div className="flex flex-wrap items-start gap-2">
        <TextField
          id="gift-card-code"
          label={t.label}
          hint={t.hint}
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            setError(undefined);
          }}
          error={error}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          className="min-w-0 flex-1 basis-56"
        />
        <button
          type="submit"
          className={`${buttonStyles.primary} mt-6`}
          disabled={lookUp.isPending}
          aria-busy={lookUp.isPending || undefined}
        >
          <Icon node={ScanSearch} className="h-4 w-4" />
          {lookUp.isPending ? t.finding : t.submit}
        </button>
      </div>
    </form>
  );
}
