import { Copy } from "lucide";
import { useId } from "react";
import { buttonStyles } from "~/components/admin/button-styles";
import { Icon } from "~/components/ui/icon";
import { notify } from "~/components/ui/toaster";
import { useTexts } from "~/lib/texts";

/** A payment link staff give the customer themselves (it could not be sent): shown whole, selectable, and copied with one tap. */
export function CopyLink({ url }: { url: string }) {
  const t = useTexts("ordersAdminTexts").newOrder;
  const id = useId();
  // No clipboard outside a secure context: the promise then fails and says to copy by hand.
  const copy = () =>
    Promise.resolve()
      .then(() => navigator.clipboard.writeText(url))
      .then(
        () => notify("success", t.copied),
        () => notify("error", t.copyFailed),
      );
  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="block text-sm font-semibold">
          {t.paymentLink}
        </label>
        <input
          id={id}
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          className="mt-1 min-h-11 w-full rounded-lg border border-cream-200 bg-white px-3 font-mono text-sm"
          data-testid="payment-link"
        />
      </div>
      <button type="button" className={buttonStyles.secondary} onClick={() => void copy()}>
        <Icon node={Copy} className="h-4 w-4" />
        {t.copy}
      </button>
    </div>
  );
}
