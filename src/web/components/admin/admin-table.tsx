import { RefreshCw, type IconNode } from "lucide";
import type { ButtonHTMLAttributes, ReactNode } from "react";
import { imageSrcSet } from "@shared/images/images";
import { Icon } from "~/components/ui/icon";
import { buttonStyles } from "./button-styles";

export interface AdminColumn {
  label: string;
  /** Visually hidden header (e.g. the actions column): still read by screen readers. */
  srOnly?: boolean;
  align?: "left" | "right";
  /** Hidden below the large breakpoint (secondary columns on a 768 px tablet). */
  wideOnly?: boolean;
}

/** The admin's list tables: one look for items, orders, messages and posts. */
export function AdminTable({ columns, children, className = "" }: { columns: AdminColumn[]; children: ReactNode; className?: string }) {
  return (
    <div className={`relative overflow-x-auto rounded-2xl bg-white shadow-sm ${className}`}>
      <table className="w-full text-left text-sm">
        <thead className="border-b border-cream-200 bg-cream-50 text-xs uppercase tracking-wide text-ink-500">
          <tr>
            {columns.map((column) => (
              <th
                key={column.label}
                scope="col"
                className={`px-3 py-3 font-semibold lg:px-4 ${column.align === "right" ? "text-right" : ""} ${column.wideOnly ? "hidden lg:table-cell" : ""}`}
              >
                {column.srOnly ? <span className="sr-only">{column.label}</span> : column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-cream-200">{children}</tbody>
      </table>
    </div>
  );
}

/** What an admin list shows when there is nothing in it. */
export function AdminEmpty({ children }: { children: ReactNode }) {
  return <p className="rounded-2xl bg-white p-8 text-center text-ink-500 shadow-sm">{children}</p>;
}

/** A list that could not be loaded: the spec's words and a way to try again. */
export function AdminLoadError({ message, retryLabel, onRetry }: { message: string; retryLabel: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-brand-50 p-4 font-semibold text-brand-800"
    >
      {message}
      <button type="button" className={buttonStyles.secondary} onClick={onRetry}>
        <Icon node={RefreshCw} className="h-4 w-4" />
        {retryLabel}
      </button>
    </div>
  );
}

/**
 * A row's action button: its icon, its words beside it on wide screens (as its tooltip on the
 * others), and a label that names the row ('Edit Carnitas').
 */
export function RowAction({
  icon,
  label,
  ariaLabel,
  className,
  ...props
}: { icon: IconNode; label: string; ariaLabel: string } & ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button
      type="button"
      className={className === undefined ? buttonStyles.ghost : `${buttonStyles.ghost} ${className}`}
      aria-label={ariaLabel}
      title={label}
      {...props}
    >
      <Icon node={icon} className="h-4 w-4" />
      <span className="hidden xl:inline">{label}</span>
    </button>
  );
}

/** A row's picture, small and cropped, or an icon where it has none; `className` sizes and shows it. */
export function AdminThumbnail({ src, fallback, className }: { src: string | null; fallback: IconNode; className: string }) {
  return (
    <div className={`${className} shrink-0 items-center justify-center overflow-hidden rounded-md bg-cream-100`}>
      {src ? (
        <img src={src} srcSet={imageSrcSet(src)} sizes="64px" alt="" className="h-full w-full object-cover" loading="lazy" />
      ) : (
        <Icon node={fallback} className="h-5 w-5 text-ink-500" />
      )}
    </div>
  );
}
