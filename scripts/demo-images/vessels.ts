// Vessels and surfaces in 3/4 view: the heap layout, copper cazo, plate, bowl, liquid, cutting board, butcher paper.

import { between, type Rng } from "./random";
import { ellipse, g, n, pathEl, polygon, roundRect, translate, type Pt } from "./svg";
import { C, darken, lighten } from "./palette";
import { linear } from "./shared-defs";
import { clip, shadow, type Ctx } from "./scene-context";

export const K = 0.46;

/**
 * Distributes pieces over the opening of a vessel as a heap: points in the ellipse, lifted in
 * the middle. Returned back to front, so drawing them in order overlaps correctly.
 */
interface Piece {
  x: number;
  y: number;
  s: number;
}

export function heap(rng: Rng, cx: number, cy: number, rx: number, ry: number, height: number, count: number, size: number): Piece[] {
  const pieces: (Piece & { v: number })[] = [];
  let tries = 0;
  const minD = 0.9 / Math.sqrt(count);
  const uv: Pt[] = [];
  while (pieces.length < count && tries < count * 60) {
    tries++;
    const u = between(rng, -1, 1);
    const v = between(rng, -1, 1);
    const r2 = u * u + v * v;
    if (r2 > 0.86) continue;
    if (uv.some((p) => Math.hypot(p.x - u, p.y - v) < minD)) continue;
    uv.push({ x: u, y: v });
    const lift = height * (1 - r2);
    pieces.push({ x: cx + u * rx, y: cy + v * ry - lift, s: size * between(rng, 0.8, 1.2), v });
  }
  return pieces.sort((a, b) => a.v - b.v).map(({ x, y, s }) => ({ x, y, s }));
}

/** The copper cazo: wide flared pot, hammered, with ring handles. `contents` is clipped by the front rim. */
export function cazo(
  ctx: Ctx,
  cx: number,
  cy: number,
  rx: number,
  depth: number,
  contents: (inner: { rx: number; ry: number }) => string,
): string {
  const ry = rx * K * 0.85;
  const irx = rx * 0.93;
  const iry = ry * 0.86;
  const body =
    `M${n(cx - rx)} ${n(cy)}C${n(cx - rx * 0.97)} ${n(cy + depth * 0.55)} ${n(cx - rx * 0.72)} ${n(cy + depth)} ${n(cx)} ${n(cy + depth)}` +
    `C${n(cx + rx * 0.72)} ${n(cy + depth)} ${n(cx + rx * 0.97)} ${n(cy + depth * 0.55)} ${n(cx + rx)} ${n(cy)}Z`;
  const dimples: string[] = [];
  for (let i = 0; i < 26; i++) {
    const u = between(ctx.rng, -0.85, 0.85);
    const v = between(ctx.rng, 0.15, 0.85);
    const x = cx + u * rx * (1 - v * 0.4);
    const y = cy + v * depth * (1 - u * u * 0.5);
    dimples.push(ellipse(x, y, rx * 0.045, depth * 0.045, { fill: i % 3 === 0 ? "#FFD2A0" : "#5E2A10", opacity: 0.12 }));
  }
  const handle = (side: -1 | 1): string =>
    pathEl(
      `M${n(cx + side * rx * 0.97)} ${n(cy + depth * 0.08)}c${n(side * rx * 0.16)} ${n(-depth * 0.1)} ${n(side * rx * 0.22)} ${n(depth * 0.35)} ${n(side * rx * 0.02)} ${n(depth * 0.42)}`,
      { fill: "none", stroke: "#7A3816", "stroke-width": rx * 0.05, "stroke-linecap": "round" },
    ) +
    pathEl(
      `M${n(cx + side * rx * 0.97)} ${n(cy + depth * 0.08)}c${n(side * rx * 0.16)} ${n(-depth * 0.1)} ${n(side * rx * 0.22)} ${n(depth * 0.35)} ${n(side * rx * 0.02)} ${n(depth * 0.42)}`,
      { fill: "none", stroke: "#E39A5E", "stroke-width": rx * 0.018, "stroke-linecap": "round", opacity: 0.7 },
    );
  const innerClip = clip(
    ctx,
    `M${n(cx - irx)} ${n(cy)}V${n(cy - rx * 1.5)}H${n(cx + irx)}V${n(cy)}A${n(irx)} ${n(iry)} 0 0 1 ${n(cx - irx)} ${n(cy)}Z`,
  );
  return [
    shadow(cx, cy + depth * 0.98, rx * 1.02, ry * 0.55, 0.4),
    handle(-1),
    handle(1),
    pathEl(body, { fill: "url(#copper)" }),
    ...dimples,
    ellipse(cx, cy, rx, ry, { fill: "url(#copperRim)" }),
    ellipse(cx, cy, irx, iry, { fill: "url(#potInside)" }),
    g({ "clip-path": innerClip }, contents({ rx: irx, ry: iry })),
    // the front lip over the contents
    pathEl(
      `M${n(cx - rx)} ${n(cy)}A${n(rx)} ${n(ry)} 0 0 0 ${n(cx + rx)} ${n(cy)}L${n(cx + irx)} ${n(cy)}A${n(irx)} ${n(iry)} 0 0 1 ${n(cx - irx)} ${n(cy)}Z`,
      {
        fill: "url(#copperRim)",
      },
    ),
  ].join("");
}

/** Glazed plate with a painted rim. */
export function plate(cx: number, cy: number, rx: number, rim: string, body: string = C.white, ry = rx * K): string {
  const dots: string[] = [];
  for (let i = 0; i < 24; i++) {
    const a = (i / 24) * Math.PI * 2;
    dots.push(ellipse(cx + Math.cos(a) * rx * 0.9, cy + Math.sin(a) * ry * 0.9, rx * 0.025, ry * 0.04, { fill: rim }));
  }
  return [
    shadow(cx, cy + ry * 0.25, rx * 1.02, ry * 0.95, 0.35),
    ellipse(cx, cy + ry * 0.08, rx, ry, { fill: darken(body, 0.18) }),
    ellipse(cx, cy, rx, ry, { fill: body }),
    ellipse(cx, cy, rx * 0.97, ry * 0.97, { fill: "none", stroke: rim, "stroke-width": rx * 0.02 }),
    ...dots,
    ellipse(cx, cy + ry * 0.03, rx * 0.74, ry * 0.72, { fill: darken(body, 0.06) }),
    ellipse(cx, cy + ry * 0.05, rx * 0.72, ry * 0.68, { fill: body }),
  ].join("");
}

/** A round bowl seen from the front-top; `contents` fills the opening. */
export function bowl(
  ctx: Ctx,
  cx: number,
  cy: number,
  rx: number,
  depth: number,
  outside: string,
  contents: (inner: { rx: number; ry: number }) => string,
  band?: string,
): string {
  const ry = rx * K;
  const irx = rx * 0.92;
  const iry = ry * 0.86;
  const body =
    `M${n(cx - rx)} ${n(cy)}C${n(cx - rx)} ${n(cy + depth * 0.9)} ${n(cx - rx * 0.5)} ${n(cy + depth)} ${n(cx)} ${n(cy + depth)}` +
    `C${n(cx + rx * 0.5)} ${n(cy + depth)} ${n(cx + rx)} ${n(cy + depth * 0.9)} ${n(cx + rx)} ${n(cy)}Z`;
  const shadeId = ctx.id("bowlshade");
  ctx.defs.push(
    linear(shadeId, [
      [0, darken(outside, 0.35)],
      [0.3, lighten(outside, 0.15)],
      [0.55, outside],
      [1, darken(outside, 0.4)],
    ]),
  );
  const innerClip = clip(
    ctx,
    `M${n(cx - irx)} ${n(cy)}V${n(cy - rx)}H${n(cx + irx)}V${n(cy)}A${n(irx)} ${n(iry)} 0 0 1 ${n(cx - irx)} ${n(cy)}Z`,
  );
  const parts = [
    shadow(cx, cy + depth * 0.95, rx * 0.9, ry * 0.5, 0.38),
    ellipse(cx, cy + depth * 0.96, rx * 0.4, ry * 0.2, { fill: darken(outside, 0.45) }),
    pathEl(body, { fill: `url(#${shadeId})` }),
  ];
  if (band) {
    parts.push(
      pathEl(`M${n(cx - rx * 0.985)} ${n(cy + depth * 0.2)}A${n(rx * 0.985)} ${n(ry)} 0 0 0 ${n(cx + rx * 0.985)} ${n(cy + depth * 0.2)}`, {
        fill: "none",
        stroke: band,
        "stroke-width": depth * 0.1,
      }),
    );
  }
  parts.push(
    ellipse(cx, cy, rx, ry, { fill: lighten(outside, 0.25) }),
    ellipse(cx, cy, irx, iry, { fill: darken(outside, 0.35) }),
    g({ "clip-path": innerClip }, contents({ rx: irx, ry: iry })),
  );
  return parts.join("");
}

/** A liquid surface (stew, salsa, consomé) filling an opening. */
export function liquid(cx: number, cy: number, rx: number, ry: number, color: string): string {
  return [
    ellipse(cx, cy + ry * 0.08, rx, ry * 0.92, { fill: color }),
    ellipse(cx - rx * 0.2, cy - ry * 0.1, rx * 0.55, ry * 0.4, { fill: lighten(color, 0.18), opacity: 0.5 }),
    ellipse(cx + rx * 0.35, cy - ry * 0.35, rx * 0.12, ry * 0.08, { fill: C.white, opacity: 0.35 }),
  ].join("");
}

/** Wooden cutting board with a handle, seen at an angle. */
export function board(
  cx: number,
  cy: number,
  w: number,
  h: number,
  color: string = C.woodLight,
  handle: "left" | "right" | "none" = "right",
): string {
  const thick = h * 0.09;
  const x = cx - w / 2;
  const y = cy - h / 2;
  const r = h * 0.18;
  const parts = [shadow(cx, cy + h * 0.5, w * 0.55, h * 0.16, 0.4)];
  let handleD = "";
  if (handle !== "none") {
    const side = handle === "right" ? 1 : -1;
    const hx = side === 1 ? x + w - 4 : x + 4;
    handleD = roundRect(side === 1 ? hx : hx - w * 0.14, cy - h * 0.11, w * 0.14, h * 0.22, h * 0.11);
    parts.push(pathEl(handleD, { fill: darken(color, 0.3), transform: translate(0, thick) }));
    parts.push(pathEl(handleD, { fill: color }));
    const holeX = side === 1 ? hx + w * 0.09 : hx - w * 0.09;
    parts.push(ellipse(holeX, cy, h * 0.035, h * 0.035, { fill: darken(color, 0.5) }));
  }
  parts.push(
    pathEl(roundRect(x, y, w, h, r), { fill: darken(color, 0.32), transform: translate(0, thick) }),
    pathEl(roundRect(x, y, w, h, r), { fill: color }),
    pathEl(roundRect(x + w * 0.03, y + h * 0.06, w * 0.94, h * 0.88, r * 0.8), {
      fill: "none",
      stroke: darken(color, 0.08),
      "stroke-width": 2,
    }),
  );
  for (let i = 0; i < 5; i++) {
    const gy = y + h * (0.18 + i * 0.16);
    parts.push(
      pathEl(`M${n(x + w * 0.08)} ${n(gy)}q${n(w * 0.4)} ${n(h * 0.03 * (i % 2 ? 1 : -1))} ${n(w * 0.84)} 0`, {
        fill: "none",
        stroke: darken(color, 0.12),
        "stroke-width": 2,
        opacity: 0.6,
      }),
    );
  }
  return parts.join("");
}

/** Butcher paper: a slightly rotated sheet with crinkles. */
export function butcherPaper(ctx: Ctx, cx: number, cy: number, w: number, h: number, tilt = -3, color: string = C.paper): string {
  const x = cx - w / 2;
  const y = cy - h / 2;
  const sheet = polygon([
    { x: x + w * 0.04, y },
    { x: x + w * 0.97, y: y + h * 0.02 },
    { x: x + w, y: y + h },
    { x, y: y + h * 0.97 },
  ]);
  const folds: string[] = [];
  for (let i = 0; i < 4; i++) {
    const fx = x + between(ctx.rng, 0.1, 0.9) * w;
    const fy = y + between(ctx.rng, 0.1, 0.9) * h;
    folds.push(
      pathEl(`M${n(fx)} ${n(fy)}l${n(between(ctx.rng, 30, 80))} ${n(between(ctx.rng, -15, 15))}`, {
        stroke: C.paperShade,
        "stroke-width": 2,
        opacity: 0.7,
        "stroke-linecap": "round",
      }),
    );
  }
  return g(
    { transform: `rotate(${n(tilt)} ${n(cx)} ${n(cy)})` },
    shadow(cx, cy + h * 0.1, w * 0.52, h * 0.5, 0.3),
    pathEl(sheet, { fill: color }),
    ...folds,
    // folded corner
    pathEl(
      polygon([
        { x: x + w, y: y + h },
        { x: x + w * 0.86, y: y + h * 0.99 },
        { x: x + w * 0.99, y: y + h * 0.8 },
      ]),
      { fill: darken(color, 0.12) },
    ),
  );
}
