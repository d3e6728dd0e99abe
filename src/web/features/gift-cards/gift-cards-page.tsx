import { useEffect, useState } from "react";
import { Link } from "react-router";
import type { GiftCardFormDto } from "@shared/gift-cards/gift-cards";
import { PageBanner } from "~/components/ui/page-banner";
import { useShop } from "~/lib/shop";
import { useLaterTexts, useLocalPath, useLocale, useTexts } from "~/lib/texts";
import { GiftCardForm } from "./gift-card-form";

export interface GiftCardsPageProps {
  /** The form's facts; null when they could not be read (the page says so). */
  form: GiftCardFormDto | null;
  signedIn: boolean;
  buyerName: string;
  /** Back from the pay page: the purchase to follow. */
  purchaseId: string | null;
  /** The pay page sent the buyer back as paid (else: Back or Cancel). */
  returnedPaid: boolean;
}

/**
 * /gift-cards (ADR 0024): the law in plain words and the way to a balance up top, where the
 * purchase stands when the buyer comes back from the pay page, then the purchase form.
 */
export function GiftCardsPage({ form, signedIn, buyerName, purchaseId, returnedPaid }: GiftCardsPageProps) {
  const t = useTexts("giftCardTexts");
  const localPath = useLocalPath();
  return (
    <>
      <PageBanner title={t.heading} subtitle={t.subtitle}>
        <p className="mt-3 font-semibold text-saffron-300">{t.law}</p>
        <Link
          to={localPath("/gift-cards/balance")}
          className="mt-2 inline-flex min-h-11 items-center font-bold text-white underline underline-offset-4"
        >
          {t.checkBalance}
        </Link>
      </PageBanner>
      <div className="mx-auto max-w-2xl space-y-8 px-4 py-10 sm:px-6 lg:py-12">
        {purchaseId && <PurchaseStatus purchaseId={purchaseId} returnedPaid={returnedPaid} />}
        {form ? (
          <GiftCardForm form={form} signedIn={signedIn} buyerName={buyerName} />
        ) : (
          <p role="alert" className="rounded-2xl bg-brand-50 p-6 text-lg text-brand-900">
            {t.loadFailed}
          </p>
        )}
      </div>
    </>
  );
}

/**
 * Where the purchase stands, back from the pay page: 'Waiting for the payment…' until the code
 * that asks (gift-card-purchase-status.ts) and its words have loaded and the answer is in.
 */
function PurchaseStatus({ purchaseId, returnedPaid }: { purchaseId: string; returnedPaid: boolean }) {
  const t = useTexts("giftCardTexts");
  const later = useLaterTexts();
  const locale = useLocale();
  const { timeZone } = useShop();
  const [shown, setShown] = useState({ words: t.waiting, paid: false });
  useEffect(() => {
    let stop: (() => void) | undefined;
    let stopped = false;
    Promise.all([import("./gift-card-purchase-status"), later("giftCardPurchaseTexts")]).then(
      ([{ followPurchase }, words]) => {
        if (!stopped)
          stop = followPurchase({ purchaseId, returnedPaid, words, locale, timeZone }, (said, paid) => setShown({ words: said, paid }));
      },
      () => {},
    );
    return () => {
      stopped = true;
      stop?.();
    };
    // Once per purchase: `later` is a new function at each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [purchaseId, returnedPaid, locale, timeZone]);
  return (
    <section
      aria-labelledby="gift-card-purchase-heading"
      className={`rounded-2xl p-5 sm:p-6 ${shown.paid ? "bg-green-50 text-green-900" : "bg-cream-100 text-ink-900"}`}
      data-testid="gift-card-purchase"
    >
      <h2 id="gift-card-purchase-heading" className="text-lg font-bold">
        {t.purchaseHeading}
      </h2>
      <p role="status" className="mt-1">
        {shown.words}
      </p>
    </section>
  );
}
