import { ShoppingCart } from "lucide";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { Icon } from "~/components/ui/icon";
import { PageBanner } from "~/components/ui/page-banner";
import { Spinner } from "~/components/ui/spinner";
import { useHydrated } from "~/lib/use-hydrated";
import { useLocalPath, useTexts } from "~/lib/texts";
import { useCart } from "./cart-store";
import { usePendingPayment } from "./use-cart-check";
import type * as filledModule from "./filled-cart";

/** docs/product.md 'Cart page': lines, Clear Cart, the order summary, checkout and back to shopping. */
export function CartPage() {
  const texts = useTexts("cartTexts");
  const hydrated = useHydrated();
  const { lines } = useCart();
  // A cart handed over at Pay comes back here if its order was not paid (the pay page's Cancel).
  const settling = usePendingPayment(texts.restoredAfterPayment);
  // The lines and the summary load once the page shows (filled-cart.tsx): the placeholder stays until then.
  const [filled, setFilled] = useState<typeof filledModule | "failed">();
  useEffect(() => {
    import("./filled-cart").then(setFilled, () => setFilled("failed"));
  }, []);
  const failed = useTexts("layoutTexts").error.body;
  return (
    <>
      <PageBanner title={texts.heading} subtitle={texts.subtitle} />
      {/* The stored cart exists only in the browser: the server renders a placeholder, and the area is
          tall enough that the footer starts below the first screen, so nothing visible moves when it fills in. */}
      <div className="mx-auto min-h-[calc(100vh-12rem)] max-w-6xl px-4 py-10 sm:px-6">
        {!hydrated || (settling && lines.length === 0) ? (
          <Spinner label={texts.loading} />
        ) : lines.length === 0 ? (
          <EmptyCart />
        ) : filled === "failed" ? (
          <p role="alert" className="py-12 text-center font-semibold text-brand-800">
            {failed}
          </p>
        ) : filled ? (
          <filled.FilledCart lines={lines} />
        ) : (
          <Spinner label={texts.loading} />
        )}
      </div>
    </>
  );
}

function EmptyCart() {
  const texts = useTexts("cartTexts");
  const localPath = useLocalPath();
  return (
    <div className="flex flex-col items-center py-12 text-center">
      <Icon node={ShoppingCart} className="h-16 w-16 text-brand-300" />
      <h2 className="mt-4 text-3xl font-bold">{texts.empty}</h2>
      <p className="mt-2 text-ink-700">{texts.emptyBody}</p>
      <Link
        to={localPath("/menu")}
        className="mt-8 inline-flex min-h-12 items-center rounded-full bg-brand-700 px-7 font-bold text-white hover:bg-brand-800"
      >
        {texts.browseMenu}
      </Link>
    </div>
  );
}
