import { useState } from "react";
import { notify } from "~/components/ui/toaster";
import { refusalWords } from "~/lib/api";
import { ModalActions, type ModalActionsProps } from "./modal-actions";

/**
 * A panel's refusal from the server: `show` puts it into words (refusalWords), above the panel's
 * actions (PanelActions' `error`) and in a toast; `clear` before sending again.
 */
export function usePanelRefusal() {
  const [refusal, setRefusal] = useState<string | null>(null);
  return {
    refusal,
    clear: () => setRefusal(null),
    show(error: unknown, fallback: string) {
      const message = refusalWords(error, fallback);
      setRefusal(message);
      notify("error", message);
    },
  };
}

/**
 * How a panel's form ends (weighing, refunds, quotes, an item's choices): the server's refusal
 * when it sent one, then Cancel and the action in a row of their own, on the right.
 */
export function PanelActions({ error, ...actions }: ModalActionsProps & { error?: string | null }) {
  return (
    <>
      {error && (
        <p role="alert" className="rounded-lg bg-red-100 p-3 font-semibold text-red-900">
          {error}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <ModalActions {...actions} />
      </div>
    </>
  );
}
