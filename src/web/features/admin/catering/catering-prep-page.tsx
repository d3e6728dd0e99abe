import { ArrowLeft, Printer } from "lucide";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import type { CateringEventDto } from "@shared/catering/catering";
import { formatQuantity, formatQuantityNumber } from "@shared/core/quantity";
import { formatShopDateTime, formatShopShortDateTime } from "@shared/core/time";
import { describeOptions } from "@shared/menu/options";
import { buttonStyles } from "~/components/admin/button-styles";
import { Icon } from "~/components/ui/icon";
import { Spinner } from "~/components/ui/spinner";
import { useShop } from "~/lib/shop";
import { useLocale, useTexts } from "~/lib/texts";
import { useCateringEvent } from "./catering-api";

/** Paper: small margins, white; the sidebar and the buttons are print:hidden. */
const PRINT_CSS = "@page { margin: 8mm; } @media print { html, body { background: #fff !important; } }";

function PrepSheet({ event }: { event: CateringEventDto }) {
  const t = useTexts("cateringAdminTexts").prep;
  const words = useTexts("cateringWordTexts");
  const locale = useLocale();
  const shop = useShop();
  const [printedAt, setPrintedAt] = useState<string | null>(null);
  // When it was printed, on the client only (no hydration mismatch), again just before printing.
  useEffect(() => {
    const update = () => setPrintedAt(formatShopShortDateTime(new Date(), shop.timeZone, locale));
    update();
    window.addEventListener("beforeprint", update);
    return () => window.removeEventListener("beforeprint", update);
  }, [shop.timeZone, locale]);
  const lines = event.quote?.lines ?? [];

  return (
    <article
      aria-label={t.title(event.reference)}
      className="mx-auto max-w-2xl rounded-2xl border-2 border-dashed border-ink-500 bg-white p-6 font-sans text-black print:max-w-none print:rounded-none print:border-0 print:p-0"
      data-testid="prep-sheet"
    >
      <header className="border-b-4 border-black pb-3">
        <p className="text-sm font-semibold">
          {shop.name} · {t.heading}
        </p>
        <h1 className="font-mono text-5xl font-black tracking-tight" data-testid="prep-reference">
          {event.reference}
        </h1>
        <p className="mt-2 text-2xl font-black">
          {words.fulfilment[event.fulfilment]} ·{" "}
          <time dateTime={event.eventAt}>{formatShopDateTime(event.eventAt, shop.timeZone, locale)}</time>
        </p>
        <p className="text-2xl font-bold">
          {words.guests(event.guests)} · {words.style[event.style]}
        </p>
      </header>

      <section className="border-b-2 border-black py-3 text-lg">
        <p>
          <span className="font-bold">{t.customer}:</span> {event.customerName} · {event.customerPhone}
        </p>
        {event.fulfilment === "delivery" && event.address && (
          <p>
            <span className="font-bold">{t.address}:</span> {event.address}
          </p>
        )}
      </section>

      <section className="py-3">
        <h2 className="text-sm font-black uppercase">{t.items}</h2>
        {lines.length === 0 ? (
          <p className="py-2 text-lg">{t.noQuote}</p>
        ) : (
          <ul className="divide-y-2 divide-dashed divide-black">
            {lines.map((line) => {
              const weighed = line.weighedQuantity !== null;
              return (
                <li key={line.index} className="flex gap-3 py-2 text-xl" data-testid="prep-line">
                  <span className="w-24 shrink-0 text-right font-black tabular-nums">
                    <span className="text-3xl">{formatQuantityNumber(weighed ? line.weighedQuantity! : line.quantity)}</span>
                    {line.unit === "lb" ? <span className="text-base"> lb</span> : "×"}
                  </span>
                  <span className="min-w-0">
                    <span className="font-bold">{line.name}</span>
                    {line.pricedByWeight && !weighed && (
                      <span className="ml-2 inline-block border-2 border-black px-1 align-middle text-sm font-black">{t.weigh}</span>
                    )}
                    {line.options.length > 0 && <span className="block text-lg font-semibold">{describeOptions(line.options)}</span>}
                    {weighed && <span className="block text-base">{t.weighedFrom(formatQuantity(line.quantity, line.unit))}</span>}
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <section className="border-4 border-black p-3 text-lg">
        <h2 className="text-sm font-black uppercase">{t.dietaryNotes}</h2>
        <p className="whitespace-pre-line font-semibold">{event.dietaryNotes || t.noDietaryNotes}</p>
      </section>

      <footer className="mt-4 text-center text-xs">{printedAt && <p>{t.printed(printedAt)}</p>}</footer>
    </article>
  );
}

/**
 * The printable prep sheet (ADR 0023), as the kitchen's tickets are: the reference, when and how
 * it leaves, who and how many, the style, every line with its weight or pieces (as weighed, once
 * weighed), and the dietary notes. No prices.
 */
export function CateringPrepPage({ id }: { id: string }) {
  const t = useTexts("cateringAdminTexts").prep;
  const adminTexts = useTexts("adminTexts");
  const query = useCateringEvent(id);
  return (
    <>
      <style>{PRINT_CSS}</style>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Link to={`/admin/catering/${id}`} className={buttonStyles.secondary}>
          <Icon node={ArrowLeft} className="h-4 w-4" />
          {t.back}
        </Link>
        <button type="button" className={buttonStyles.primary} onClick={() => window.print()} disabled={!query.data}>
          <Icon node={Printer} className="h-4 w-4" />
          {t.print}
        </button>
      </div>
      {query.data ? (
        <PrepSheet event={query.data} />
      ) : query.isError ? (
        <p role="alert" className="rounded-2xl bg-white p-6 text-center font-semibold text-red-800 shadow-sm">
          {t.loadFailed}
        </p>
      ) : (
        <Spinner label={adminTexts.loading} />
      )}
    </>
  );
}
