import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from "react";
import { buttonStyles } from "~/components/admin/button-styles";
import { useTexts } from "~/lib/texts";

/** One part of the report: a card with its h2 (the page's h1 is the title), and an optional line saying what it counts. */
export function ReportSection({
  title,
  hint,
  actions,
  className = "",
  testId,
  children,
}: {
  title: string;
  hint?: string;
  /** Beside the heading: a plot's toggles. */
  actions?: ReactNode;
  className?: string;
  testId?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={`min-w-0 rounded-2xl bg-white p-4 shadow-sm sm:p-5 ${className}`} data-testid={testId}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id={headingId} className="text-lg font-bold text-ink-900">
          {title}
        </h2>
        {actions}
      </div>
      {hint && <p className="mt-1 text-sm text-ink-500">{hint}</p>}
      <div className="mt-3">{children}</div>
    </section>
  );
}

export interface FigureColumn {
  label: string;
  /** Figures are right-aligned, with digits of one width. */
  numeric?: boolean;
  /** A row header kept on one line (a date); names wrap. Other cells never wrap. */
  nowrap?: boolean;
}

/** A row's cells; the first one names the row (its header). */
export type FigureRow = { key: string; cells: ReactNode[] };

/**
 * A table of figures with a visible caption. On a phone it scrolls sideways inside its own box,
 * which takes the focus so a keyboard can scroll it too, and is named by the caption.
 */
export function FigureTable({
  caption,
  columns,
  rows,
  testId,
}: {
  caption: string;
  columns: FigureColumn[];
  rows: FigureRow[];
  testId?: string;
}) {
  const captionId = useId();
  return (
    <div
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
      className="max-w-full overflow-x-auto rounded-lg focus-visible:outline-2"
      data-testid={testId}
    >
      <table className="w-full text-left text-sm">
        <caption id={captionId} className="pb-2 text-left text-sm font-semibold text-ink-700">
          {caption}
        </caption>
        <thead className="border-b border-cream-200 bg-cream-50 text-xs uppercase tracking-wide text-ink-500">
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col" className={`px-3 py-2 font-semibold ${column.numeric ? "text-right" : ""}`}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-cream-200">
          {rows.map((row) => (
            <tr key={row.key}>
              {row.cells.map((cell, index) =>
                index === 0 ? (
                  <th
                    key={index}
                    scope="row"
                    className={`px-3 py-2 font-semibold text-ink-900 ${columns[0]?.nowrap ? "whitespace-nowrap" : ""}`}
                  >
                    {cell}
                  </th>
                ) : (
                  <td key={index} className={`whitespace-nowrap px-3 py-2 ${columns[index]?.numeric ? "text-right tabular-nums" : ""}`}>
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Figures named one by one (a card's 'Tips $120.00'): a description list, its values right-aligned. */
export function FigureList({ figures, testId }: { figures: { label: string; value: ReactNode; note?: ReactNode }[]; testId?: string }) {
  return (
    <dl className="divide-y divide-cream-200" data-testid={testId}>
      {figures.map((figure) => (
        <div key={figure.label} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5 py-2">
          <dt className="text-sm text-ink-700">{figure.label}</dt>
          <dd className="ml-auto text-right font-semibold tabular-nums text-ink-900">
            {figure.value}
            {figure.note && <span className="block text-xs font-normal text-ink-500">{figure.note}</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * 'Show table' / 'Hide table' beside a plot: the exact figures behind it, for reading them and for
 * screen readers (the plot itself is one image with a summary). Screen readers hear which plot's
 * table it opens (`of`, the section's title).
 */
export function TableToggle({ open, onToggle, controls, of }: { open: boolean; onToggle: () => void; controls: string; of: string }) {
  const t = useTexts("reportsAdminTexts");
  return (
    <button type="button" className={buttonStyles.ghost} aria-expanded={open} aria-controls={controls} onClick={onToggle}>
      {open ? t.hideTable : t.showTable}
      <span className="sr-only">: {of}</span>
    </button>
  );
}

/**
 * The width a plot has to draw in, in CSS pixels, so its text stays at its real size on a phone
 * and on a desktop alike; `fallback` until the box is measured.
 */
export function usePlotWidth(fallback: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(([entry]) => {
      const measured = Math.floor(entry?.contentRect.width ?? 0);
      if (measured > 0) setWidth(measured);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/**
 * A plot's drawing: an SVG as wide as its box (`width` from usePlotWidth, text kept true-size),
 * named for screen readers by `summary`; its table says the exact figures.
 */
export function PlotSvg({
  plotRef,
  width,
  height,
  summary,
  children,
}: {
  plotRef: RefObject<HTMLDivElement | null>;
  width: number;
  height: number;
  summary: string;
  children: ReactNode;
}) {
  return (
    <div ref={plotRef} className="w-full">
      <svg
        role="img"
        aria-label={summary}
        width={width}
        height={height}
        viewBox={`0 0 ${width} ${height}`}
        className="block h-auto max-w-full"
      >
        {children}
      </svg>
    </div>
  );
}
