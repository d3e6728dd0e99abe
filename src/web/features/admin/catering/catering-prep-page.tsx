import type { CateringEventDto } from "@shared/catering/catering";
import { formatQuantity } from "@shared/core/quantity";
import { formatShopDateTime } from "@shared/core/time";
import { describeOptions } from "@shared/menu/options";
import { PrintPage, SheetCustomer, SheetLine } from "~/components/admin/print-page";
import { useShop } from "~/lib/shop";
import { useLocale, useTexts } from "~/lib/texts";
import { usePrintedAt } from "~/lib/use-printed-at";
import { useCateringEvent } from "./catering-api";

/** Paper: small margins, white; the sidebar and the buttons are print:hidden. */
const PRINT_CSS = "@page { margin: 8mm; } @media print { html, body { background: #fff !important; } }";

function PrepSheet({ event }: { event: CateringEventDto }) {
  const t = useTexts("cateringAdminTexts").prep;
  const words = useTexts("cateringWordTexts");
  const locale = useLocale();
  const shop = useShop();
  const printedAt = usePrintedAt();
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

      <SheetCustomer
        words={t}
        name={event.customerName}
        phone={event.customerPhone}
        address={event.fulfilment === "delivery" ? event.address : null}
      />

      <section className="py-3">
        <h2 className="text-sm font-black uppercase">{t.items}</h2>
        {lines.length === 0 ? (
          <p className="py-2 text-lg">{t.noQuote}</p>
        ) : (
          <ul className="divide-y-2 divide-dashed divide-black">
            {lines.map((line) => {
              const weighed = line.weighedQuantity !== null;
              return (
                <SheetLine
                  key={line.index}
                  quantity={weighed ? line.weighedQuantity! : line.quantity}
                  unit={line.unit}
                  name={line.name}
                  toWeigh={line.pricedByWeight && !weighed}
                  weighWord={t.weigh}
                  testId="prep-line"
                  quantityWidth="w-24"
                >
                  {line.options.length > 0 && <span className="block text-lg font-semibold">{describeOptions(line.options)}</span>}
                  {weighed && <span className="block text-base">{t.weighedFrom(formatQuantity(line.quantity, line.unit))}</span>}
                </SheetLine>
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
  const query = useCateringEvent(id);
  return (
    <PrintPage css={PRINT_CSS} backTo={`/admin/catering/${id}`} words={t} loaded={!!query.data} failed={query.isError}>
      {query.data && <PrepSheet event={query.data} />}
    </PrintPage>
  );
}
