import { ArrowLeft, Printer } from "lucide";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatQuantityNumber } from "@shared/core/quantity";
import type { PriceUnit } from "@shared/menu/menu";
import { Icon } from "~/components/ui/icon";
import { Spinner } from "~/components/ui/spinner";
import { useTexts } from "~/lib/texts";
import { buttonStyles } from "./button-styles";

/**
 * A printable sheet's page (the kitchen ticket, the catering prep sheet): the paper's rules
 * (`css`), Back and Print above it (not printed), then the sheet once loaded (`children`), why it
 * did not load, or a spinner.
 */
export function PrintPage({
  css,
  backTo,
  words,
  loaded,
  failed,
  children,
}: {
  css: string;
  backTo: string;
  words: { back: string; print: string; loadFailed: string };
  loaded: boolean;
  failed: boolean;
  children: ReactNode;
}) {
  const adminTexts = useTexts("adminTexts");
  return (
    <>
      <style>{css}</style>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3 print:hidden">
        <Link to={backTo} className={buttonStyles.secondary}>
          <Icon node={ArrowLeft} className="h-4 w-4" />
          {words.back}
        </Link>
        <button type="button" className={buttonStyles.primary} onClick={() => window.print()} disabled={!loaded}>
          <Icon node={Printer} className="h-4 w-4" />
          {words.print}
        </button>
      </div>
      {loaded ? (
        children
      ) : failed ? (
        <p role="alert" className="rounded-2xl bg-white p-6 text-center font-semibold text-red-800 shadow-sm">
          {words.loadFailed}
        </p>
      ) : (
        <Spinner label={adminTexts.loading} />
      )}
    </>
  );
}

/** Who the sheet is for, and where it goes when it is delivered. */
export function SheetCustomer({
  words,
  name,
  phone,
  address,
}: {
  words: { customer: string; address: string };
  name: string;
  phone: string;
  /** Only for a delivery. */
  address: string | null;
}) {
  return (
    <section className="border-b-2 border-black py-3 text-lg">
      <p>
        <span className="font-bold">{words.customer}:</span> {name} · {phone}
      </p>
      {address && (
        <p>
          <span className="font-bold">{words.address}:</span> {address}
        </p>
      )}
    </section>
  );
}

/**
 * A line on the paper: the quantity large (pounds or pieces), the name, WEIGH on a cut still to
 * weigh, then `children` (choices, what was weighed, a note).
 */
export function SheetLine({
  quantity,
  unit,
  name,
  toWeigh,
  weighWord,
  testId,
  weighTestId,
  quantityWidth,
  children,
}: {
  quantity: number;
  unit: PriceUnit;
  name: string;
  toWeigh: boolean;
  weighWord: string;
  testId: string;
  weighTestId?: string;
  /** The quantity column's width class: a prep sheet's quantities run longer. */
  quantityWidth: "w-20" | "w-24";
  children: ReactNode;
}) {
  return (
    <li className="flex gap-3 py-2 text-xl" data-testid={testId}>
      <span className={`${quantityWidth} shrink-0 text-right font-black tabular-nums`}>
        <span className="text-3xl">{formatQuantityNumber(quantity)}</span>
        {unit === "lb" ? <span className="text-base"> lb</span> : "×"}
      </span>
      <span className="min-w-0">
        <span className="font-bold">{name}</span>
        {toWeigh && (
          <span className="ml-2 inline-block border-2 border-black px-1 align-middle text-sm font-black" data-testid={weighTestId}>
            {weighWord}
          </span>
        )}
        {children}
      </span>
    </li>
  );
}
