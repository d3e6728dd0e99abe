import { createElement, type SVGProps } from "react";

/**
 * The storefront's icons as plain inline SVG. The shapes are Lucide's (ISC licence,
 * https://lucide.dev), copied so the public pages do not ship lucide-react's runtime (about
 * 1.5 KB gzipped on every page: the first-load budget). Admin screens may use lucide-react.
 * Icons are decorative: pass aria-hidden and label the control instead. The icons of the
 * header and footer are here; a page defines its own with `icon()`.
 */
type Shape = [tag: "path" | "circle" | "rect", attributes: Record<string, string>];
export type IconProps = SVGProps<SVGSVGElement>;

/** Makes an icon component; pages define their own icons with it, so each page ships only its own. */
export function icon(shapes: Shape[]) {
  return function Icon(props: IconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width="24"
        height="24"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        focusable="false"
        {...props}
      >
        {shapes.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
      </svg>
    );
  };
}

export const Menu = icon([["path", { d: "M4 5h16" }], ["path", { d: "M4 12h16" }], ["path", { d: "M4 19h16" }]]);
export const ShoppingCart = icon([["path", { d: "m2.05 2.05 1.099-.028a1 1 0 0 1 1.008.815l2.69 14.347A1 1 0 0 0 7.83 18H18" }], ["path", { d: "M4.563 5h16.435a1 1 0 0 1 .981 1.204l-1.026 6.226A2 2 0 0 1 18.962 14H6.25" }], ["circle", { cx: "18", cy: "20", r: "2" }], ["circle", { cx: "8", cy: "20", r: "2" }]]);
export const X = icon([["path", { d: "M18 6 6 18" }], ["path", { d: "m6 6 12 12" }]]);
export const Clock = icon([["circle", { cx: "12", cy: "12", r: "10" }], ["path", { d: "M12 6v6l4 2" }]]);
export const Mail = icon([["path", { d: "m22 7-8.991 5.727a2 2 0 0 1-2.009 0L2 7" }], ["rect", { x: "2", y: "4", width: "20", height: "16", rx: "2" }]]);
export const MapPin = icon([["path", { d: "M20 10c0 4.993-5.539 10.193-7.399 11.799a1 1 0 0 1-1.202 0C9.539 20.193 4 14.993 4 10a8 8 0 0 1 16 0" }], ["circle", { cx: "12", cy: "10", r: "3" }]]);
export const Phone = icon([["path", { d: "M13.832 16.568a1 1 0 0 0 1.213-.303l.355-.465A2 2 0 0 1 17 15h3a2 2 0 0 1 2 2v3a2 2 0 0 1-2 2A18 18 0 0 1 2 4a2 2 0 0 1 2-2h3a2 2 0 0 1 2 2v3a2 2 0 0 1-.8 1.6l-.468.351a1 1 0 0 0-.292 1.233 14 14 0 0 0 6.392 6.384" }]]);
export const LoaderCircle = icon([["path", { d: "M21 12a9 9 0 1 1-6.219-8.56" }]]);
