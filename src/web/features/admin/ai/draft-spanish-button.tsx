import { Languages, LoaderCircle } from "lucide";
import { useId, useState } from "react";
import { buttonStyles } from "~/components/admin/button-styles";
import { Icon } from "~/components/ui/icon";
import { notify } from "~/components/ui/toaster";
import { useTexts } from "~/lib/texts";
import { failureMessage } from "../admin-errors";
import { translateContent, useAiStatus } from "./ai-api";

interface DraftSpanishButtonProps {
  /** The English texts whose Spanish is still empty, by field ('name', 'optionGroups.0.name', 'title'…). */
  collect: () => Record<string, string>;
  /** Puts the drafted Spanish in the form's fields: nothing is saved until the admin saves. */
  apply: (drafts: Record<string, string>) => void;
  /** What the button fills, said to screen readers and in its tooltip. */
  hint: string;
  /** Said when every English text already has its Spanish. */
  nothingToDraft: string;
  disabled?: boolean;
}

/**
 * 'Draft Spanish with AI' (ADR 0015): asks the AI endpoint for the Spanish of the English texts
 * whose Spanish is empty and fills those fields, for the admin to review before saving.
 */
export function DraftSpanishButton({ collect, apply, hint, nothingToDraft, disabled = false }: DraftSpanishButtonProps) {
  const aiTexts = useTexts("aiTexts");
  const ai = useAiStatus();
  const hintId = useId();
  const [drafting, setDrafting] = useState(false);
  const aiOff = ai.data?.enabled === false;

  async function draft() {
    const texts = collect();
    if (Object.keys(texts).length === 0) {
      notify("error", nothingToDraft);
      return;
    }
    setDrafting(true);
    try {
      apply((await translateContent(texts)).texts);
      notify("success", aiTexts.toasts.translated);
    } catch (error) {
      notify("error", failureMessage(error, aiTexts.errors.translateFailed));
    } finally {
      setDrafting(false);
    }
  }

  return (
    <div>
      <button
        type="button"
        className={buttonStyles.secondary}
        onClick={() => void draft()}
        disabled={aiOff || drafting || disabled || ai.isPending}
        aria-describedby={hintId}
        title={aiOff ? aiTexts.notConfigured : hint}
      >
        <Icon node={drafting ? LoaderCircle : Languages} className={`h-4 w-4 ${drafting ? "animate-spin" : ""}`} />
        {drafting ? aiTexts.translating : aiTexts.translate}
      </button>
      {/* Why the button is off must be seen; what it does is in its tooltip and read by screen readers. */}
      <p id={hintId} className={aiOff ? "mt-1 text-xs font-semibold text-brand-800" : "sr-only"}>
        {aiOff ? aiTexts.notConfigured : hint}
      </p>
    </div>
  );
}
