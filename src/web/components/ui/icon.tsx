import { createElement, type SVGProps } from "react";
import type { IconNode } from "lucide";

/**
 * Lucide's icons, drawn from its plain data package (`lucide`) by this one small component
 * instead of lucide-react's per-icon components and helpers: the same drawings for about a
 * third of the JavaScript on the storefront's first load (ADR 0008).
 *
 * Usage: `import { ShoppingCart } from "lucide"; <Icon node={ShoppingCart} className="h-6 w-6" />`.
 * Decorative by default (aria-hidden); pass `title` for an icon that carries meaning alone.
 */
export function Icon({ node, title, ...props }: { node: IconNode; title?: string } & SVGProps<SVGSVGElement>) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={24}
      height={24}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden={title ? undefined : true}
      role={title ? "img" : undefined}
      focusable="false"
      {...props}
    >
      {title && <title>{title}</title>}
      {node.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
    </svg>
  );
}
