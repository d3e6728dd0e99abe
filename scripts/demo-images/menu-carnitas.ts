// Menu pictures of the Carnitas category: carnitas maciza and mixed, chicharrón, the family pack.

import { ellipse, g, n, pathEl, roundRect } from "./svg";
import { C } from "./palette";
import { clip, shadow, type Ctx, type Motif } from "./scene-context";
import { bowl, butcherPaper, cazo } from "./vessels";
import { carnitasHeap, chicharronPiece } from "./meat-pieces";
import { cilantro, limeWedge, onionCilantro, salsaBowl, servilleta, steam, tortillaStack } from "./garnishes-and-props";

export const carnitasInCazo =
  (mixed: boolean): Motif =>
  (ctx) => {
    const { rng } = ctx;
    const cx = ctx.w / 2;
    const cy = ctx.h * 0.52;
    const rx = ctx.w * 0.37;
    const pot = cazo(ctx, cx, cy, rx, ctx.h * 0.36, (inner) => carnitasHeap(rng, cx, cy, inner.rx, inner.ry, mixed, 46));
    return [
      steam(rng, cx, cy - rx * 0.3, ctx.h * 0.2),
      pot,
      limeWedge(ctx.w * 0.1, ctx.h * 0.9, ctx.w * 0.055, -15),
      limeWedge(ctx.w * 0.19, ctx.h * 0.95, ctx.w * 0.05, 10),
      cilantro(rng, ctx.w * 0.88, ctx.h * 0.93, ctx.w * 0.07, 20),
      cilantro(rng, ctx.w * 0.93, ctx.h * 0.86, ctx.w * 0.05, -30),
    ].join("");
  };

/** Steel tray (3/4 view) whose contents are clipped by the front wall. */
function tray(
  ctx: Ctx,
  cx: number,
  cy: number,
  tw: number,
  td: number,
  contents: (inner: { cx: number; cy: number; rx: number; ry: number }) => string,
): string {
  const x = cx - tw / 2;
  const y = cy - td / 2;
  const wallH = td * 0.16;
  const ix = x + tw * 0.04;
  const iy = y + td * 0.09;
  const iw = tw * 0.92;
  const ih = td * 0.82;
  const outer = roundRect(x, y, tw, td, td * 0.12);
  const inner = roundRect(ix, iy, iw, ih, td * 0.08);
  const frontClip = clip(ctx, `M${n(x - 10)} ${n(iy + ih * 0.55)}H${n(x + tw + 10)}V${n(y + td + wallH + 10)}H${n(x - 10)}Z`);
  const contentClip = clip(
    ctx,
    `M${n(ix)} ${n(iy - td)}H${n(ix + iw)}V${n(iy + ih - td * 0.08)}Q${n(ix + iw)} ${n(iy + ih)} ${n(ix + iw - td * 0.08)} ${n(iy + ih)}H${n(ix + td * 0.08)}Q${n(ix)} ${n(iy + ih)} ${n(ix)} ${n(iy + ih - td * 0.08)}Z`,
  );
  return [
    shadow(cx, y + td + wallH * 0.6, tw * 0.52, td * 0.18, 0.4),
    pathEl(roundRect(x, y + wallH, tw, td, td * 0.12), { fill: "#7D868B" }),
    pathEl(outer, { fill: "url(#steel)" }),
    pathEl(inner, { fill: "#8C959A" }),
    g({ "clip-path": contentClip }, contents({ cx, cy: iy + ih / 2, rx: iw / 2, ry: ih / 2 })),
    g({ "clip-path": frontClip }, pathEl(outer + inner, { fill: "url(#steel)", "fill-rule": "evenodd" })),
  ].join("");
}

export const chicharronMotif: Motif = (ctx) => {
  const { rng, w, h } = ctx;
  const parts = [salsaBowl(ctx, w * 0.85, h * 0.47, w * 0.085, "#B5281F"), butcherPaper(ctx, w * 0.5, h * 0.72, w * 0.82, h * 0.4, -2)];
  const layout: [number, number, number, number][] = [
    [0.33, 0.6, 1, -0.25],
    [0.62, 0.59, 1.05, 0.2],
    [0.47, 0.65, 1.1, 0.05],
    [0.27, 0.76, 0.95, 0.3],
    [0.7, 0.75, 1, -0.2],
    [0.49, 0.82, 1.05, -0.05],
  ];
  for (const [x, y, s, r] of layout) parts.push(chicharronPiece(rng, w * x, h * y, w * 0.1 * s, r));
  parts.push(limeWedge(w * 0.1, h * 0.95, w * 0.05, -10), limeWedge(w * 0.9, h * 0.95, w * 0.05, 12));
  return parts.join("");
};

export const familyPackMotif: Motif = (ctx) => {
  const { rng, w, h } = ctx;
  return [
    servilleta(w * 0.83, h * 0.52, w * 0.3, h * 0.24, C.deepRed),
    tortillaStack(rng, w * 0.83, h * 0.52, w * 0.1, 8),
    tray(ctx, w * 0.4, h * 0.6, w * 0.6, h * 0.3, (inner) => carnitasHeap(rng, inner.cx, inner.cy, inner.rx, inner.ry, false, 40)),
    onionCilantro(rng, w * 0.43, h * 0.54, w * 0.1, h * 0.04, 26),
    salsaBowl(ctx, w * 0.77, h * 0.8, w * 0.075, "#B5281F"),
    salsaBowl(ctx, w * 0.92, h * 0.88, w * 0.065, "#5F8F2E", C.turquoise),
    bowl(
      ctx,
      w * 0.16,
      h * 0.87,
      w * 0.08,
      w * 0.045,
      C.cream,
      (inner) =>
        ellipse(w * 0.16, h * 0.87, inner.rx, inner.ry, { fill: "#EDE6E0" }) +
        onionCilantro(rng, w * 0.16, h * 0.865, inner.rx * 0.85, inner.ry * 0.7, 22),
      C.cobalt,
    ),
    limeWedge(w * 0.38, h * 0.94, w * 0.045, -8),
    limeWedge(w * 0.5, h * 0.96, w * 0.045, 14),
  ].join("");
};
