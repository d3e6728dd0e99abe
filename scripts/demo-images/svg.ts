// SVG building blocks: points, number formatting, element helpers, and path builders (splines, blobs, rounded shapes).

import { at, between, type Rng } from "./random";

export interface Pt {
  x: number;
  y: number;
}

/** Short number formatting keeps the SVG source small and deterministic. */
export const n = (v: number): string => String(Math.round(v * 10) / 10);

type Attrs = Record<string, string | number | undefined>;

export function el(name: string, attrs: Attrs, inner?: string): string {
  let s = `<${name}`;
  for (const [key, value] of Object.entries(attrs)) {
    if (value === undefined) continue;
    s += ` ${key}="${typeof value === "number" ? n(value) : value}"`;
  }
  return inner === undefined ? `${s}/>` : `${s}>${inner}</${name}>`;
}

export const g = (attrs: Attrs, ...children: string[]): string => el("g", attrs, children.join(""));
export const ellipse = (cx: number, cy: number, rx: number, ry: number, attrs: Attrs = {}): string =>
  el("ellipse", { cx, cy, rx, ry, ...attrs });
export const circle = (cx: number, cy: number, r: number, attrs: Attrs = {}): string => el("circle", { cx, cy, r, ...attrs });
export const rect = (x: number, y: number, width: number, height: number, attrs: Attrs = {}): string =>
  el("rect", { x, y, width, height, ...attrs });
export const pathEl = (d: string, attrs: Attrs = {}): string => el("path", { d, ...attrs });
export const translate = (x: number, y: number): string => `translate(${n(x)} ${n(y)})`;

export function polygon(points: Pt[]): string {
  return `M${points.map((p) => `${n(p.x)} ${n(p.y)}`).join("L")}Z`;
}

/** Closed Catmull-Rom spline through the points, as cubic Béziers. */
export function smoothClosed(points: Pt[]): string {
  const count = points.length;
  const p = (i: number): Pt => at(points, i);
  let d = `M${n(p(0).x)} ${n(p(0).y)}`;
  for (let i = 0; i < count; i++) {
    const p0 = p(i - 1);
    const p1 = p(i);
    const p2 = p(i + 1);
    const p3 = p(i + 2);
    const c1 = { x: p1.x + (p2.x - p0.x) / 6, y: p1.y + (p2.y - p0.y) / 6 };
    const c2 = { x: p2.x - (p3.x - p1.x) / 6, y: p2.y - (p3.y - p1.y) / 6 };
    d += `C${n(c1.x)} ${n(c1.y)} ${n(c2.x)} ${n(c2.y)} ${n(p2.x)} ${n(p2.y)}`;
  }
  return `${d}Z`;
}

/** Open Catmull-Rom spline (for stems, strings, steam). */
export function smoothOpen(points: Pt[]): string {
  const p = (i: number): Pt => at(points, Math.max(0, Math.min(points.length - 1, i)));
  let d = `M${n(p(0).x)} ${n(p(0).y)}`;
  for (let i = 0; i < points.length - 1; i++) {
    const p0 = p(i - 1);
    const p1 = p(i);
    const p2 = p(i + 1);
    const p3 = p(i + 2);
    const c1 = { x: p1.x + (p2.x - p0.x) / 6, y: p1.y + (p2.y - p0.y) / 6 };
    const c2 = { x: p2.x - (p3.x - p1.x) / 6, y: p2.y - (p3.y - p1.y) / 6 };
    d += `C${n(c1.x)} ${n(c1.y)} ${n(c2.x)} ${n(c2.y)} ${n(p2.x)} ${n(p2.y)}`;
  }
  return d;
}

/** Points of a wobbly ellipse: the base of every chunk of meat, leaf and pebble. */
export function blobPoints(rng: Rng, cx: number, cy: number, rx: number, ry: number, count = 8, jitter = 0.16, rotation = 0): Pt[] {
  const pts: Pt[] = [];
  const cos = Math.cos(rotation);
  const sin = Math.sin(rotation);
  for (let i = 0; i < count; i++) {
    const a = (i / count) * Math.PI * 2 + between(rng, -0.2, 0.2);
    const k = 1 + between(rng, -jitter, jitter);
    const x = Math.cos(a) * rx * k;
    const y = Math.sin(a) * ry * k;
    pts.push({ x: cx + x * cos - y * sin, y: cy + x * sin + y * cos });
  }
  return pts;
}

export const blob = (rng: Rng, cx: number, cy: number, rx: number, ry: number, count = 8, jitter = 0.16, rotation = 0): string =>
  smoothClosed(blobPoints(rng, cx, cy, rx, ry, count, jitter, rotation));

/** Rounded rectangle as a path (so it can be rotated or used in a clip path). */
export function roundRect(x: number, y: number, w: number, h: number, r: number): string {
  return (
    `M${n(x + r)} ${n(y)}H${n(x + w - r)}Q${n(x + w)} ${n(y)} ${n(x + w)} ${n(y + r)}` +
    `V${n(y + h - r)}Q${n(x + w)} ${n(y + h)} ${n(x + w - r)} ${n(y + h)}H${n(x + r)}` +
    `Q${n(x)} ${n(y + h)} ${n(x)} ${n(y + h - r)}V${n(y + r)}Q${n(x)} ${n(y)} ${n(x + r)} ${n(y)}Z`
  );
}

/** Circle as a path (two arcs), used for cut-outs with the even-odd rule. */
export function circlePath(cx: number, cy: number, r: number): string {
  return `M${n(cx - r)} ${n(cy)}a${n(r)} ${n(r)} 0 1 0 ${n(2 * r)} 0a${n(r)} ${n(r)} 0 1 0 ${n(-2 * r)} 0Z`;
}

/** A tapering capsule from (x1, y1) with half-width w1 to (x2, y2) with half-width w2: drumsticks, bones. */
export function limb(x1: number, y1: number, w1: number, x2: number, y2: number, w2: number): string {
  const len = Math.hypot(x2 - x1, y2 - y1) || 1;
  const nx = -(y2 - y1) / len;
  const ny = (x2 - x1) / len;
  return (
    `M${n(x1 + nx * w1)} ${n(y1 + ny * w1)}L${n(x2 + nx * w2)} ${n(y2 + ny * w2)}` +
    `A${n(w2)} ${n(w2)} 0 0 0 ${n(x2 - nx * w2)} ${n(y2 - ny * w2)}L${n(x1 - nx * w1)} ${n(y1 - ny * w1)}` +
    `A${n(w1)} ${n(w1)} 0 0 0 ${n(x1 + nx * w1)} ${n(y1 + ny * w1)}Z`
  );
}

export function ellipsePath(cx: number, cy: number, rx: number, ry: number): string {
  return `M${n(cx - rx)} ${n(cy)}a${n(rx)} ${n(ry)} 0 1 0 ${n(2 * rx)} 0a${n(rx)} ${n(ry)} 0 1 0 ${n(-2 * rx)} 0Z`;
}
