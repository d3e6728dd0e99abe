// The per-picture drawing context (seeded rng, size, horizon, unique ids, extra defs), clip paths, contact shadows.

import { mulberry32, seedFrom, type Rng } from "./random";
import { el, ellipse, pathEl } from "./svg";

export interface Ctx {
  rng: Rng;
  /** width and height of the viewBox the motif draws in */
  w: number;
  h: number;
  /** y of the back edge of the table */
  horizon: number;
  /** per-scene ids must be unique inside one SVG; motifs that need a clip path ask for one */
  id: (prefix: string) => string;
  /** extra <defs> a motif adds (clip paths) */
  defs: string[];
}

export function makeCtx(name: string, w: number, h: number, horizon: number): Ctx {
  let counter = 0;
  return {
    rng: mulberry32(seedFrom(name)),
    w,
    h,
    horizon,
    id: (prefix) => `${prefix}${++counter}`,
    defs: [],
  };
}

export function clip(ctx: Ctx, d: string): string {
  const id = ctx.id("clip");
  ctx.defs.push(el("clipPath", { id }, pathEl(d)));
  return `url(#${id})`;
}

/** Soft contact shadow under an object. */
export const shadow = (cx: number, cy: number, rx: number, ry: number, opacity = 0.28): string =>
  ellipse(cx, cy, rx, ry, { fill: "#2A1208", opacity, filter: "url(#blur)" });

export type Motif = (ctx: Ctx) => string;
