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
export function Icon({
  node,
  title,
  className,
  ...props
}: { node: IconNode; title?: string; className: string } & SVGProps<SVGSVGElement>) {
  // Lucide's stroke, fill and line ends come from the `icon` class (app.css), not from five
  // attributes on every drawing: the menu's cards draw two each, 120 and more on a long menu (ADR 0019).
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden={title ? undefined : true}
      role={title ? "img" : undefined}
      className={`icon ${className}`}
      {...props}
    >
      {title && <title>{title}</title>}
      {node.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
    </svg>
  );
}
