// Backgrounds behind every picture: walls (talavera, rosettes, plaster, papel picado), table tops, the vignette.

import { at, between, type Rng } from "./random";
import { circle, circlePath, el, ellipse, g, n, pathEl, polygon, rect } from "./svg";
import { C, darken, lighten } from "./palette";
import { linear } from "./shared-defs";
import type { Ctx } from "./scene-context";

type WallKind = "talavera" | "picado" | "plaster" | "rosette";
type TableKind = "wood" | "darkwood" | "linen" | "saltillo" | "serape";

export interface SceneStyle {
  wall: WallKind;
  wallColor: string;
  /** colour of the tile / rosette pattern */
  accent: string;
  table: TableKind;
}

/** Talavera tiles: a cream tile with a quatrefoil and corner quarter circles, kept low contrast. */
function talaveraWall(ctx: Ctx, style: SceneStyle): string {
  const id = ctx.id("tile");
  const t = 100;
  const a = style.accent;
  const tile = [
    rect(0, 0, t, t, { fill: style.wallColor }),
    rect(0, 0, t, t, { fill: "none", stroke: darken(style.wallColor, 0.12), "stroke-width": 2 }),
    ...[0, 1, 2, 3].map((i) => {
      const ang = (i * Math.PI) / 2;
      return ellipse(t / 2 + Math.cos(ang) * 17, t / 2 + Math.sin(ang) * 17, 15, 15, { fill: a, opacity: 0.22 });
    }),
    circle(t / 2, t / 2, 9, { fill: C.saffron, opacity: 0.45 }),
    ...[
      [0, 0],
      [t, 0],
      [0, t],
      [t, t],
    ].map(([x, y]) => circle(x ?? 0, y ?? 0, 18, { fill: "none", stroke: a, "stroke-width": 5, opacity: 0.2 })),
  ].join("");
  ctx.defs.push(
    el("pattern", { id, width: t, height: t, patternUnits: "userSpaceOnUse", patternTransform: `scale(${n(ctx.w / 800)})` }, tile),
  );
  return rect(0, 0, ctx.w, ctx.horizon, { fill: `url(#${id})` });
}

/** Small rosettes on a plain wall. */
function rosetteWall(ctx: Ctx, style: SceneStyle): string {
  const id = ctx.id("ros");
  const t = 80;
  const petal = (cx: number, cy: number): string =>
    [0, 1, 2, 3, 4, 5]
      .map((i) => {
        const ang = (i * Math.PI) / 3;
        return ellipse(cx + Math.cos(ang) * 7, cy + Math.sin(ang) * 7, 5, 5, { fill: style.accent });
      })
      .join("");
  const tile = [rect(0, 0, t, t, { fill: style.wallColor }), g({ opacity: 0.18 }, petal(20, 20), petal(60, 60))].join("");
  ctx.defs.push(
    el("pattern", { id, width: t, height: t, patternUnits: "userSpaceOnUse", patternTransform: `scale(${n(ctx.w / 800)})` }, tile),
  );
  return rect(0, 0, ctx.w, ctx.horizon, { fill: `url(#${id})` });
}

function plasterWall(ctx: Ctx, style: SceneStyle): string {
  const id = ctx.id("wallg");
  ctx.defs.push(
    linear(
      id,
      [
        [0, lighten(style.wallColor, 0.12)],
        [1, darken(style.wallColor, 0.1)],
      ],
      0,
      1,
    ),
  );
  return rect(0, 0, ctx.w, ctx.horizon, { fill: `url(#${id})` });
}

const PICADO_COLORS = [C.pink, C.turquoise, C.saffron, C.leafLight, C.purple, "#E8643A"];

/** One papel picado flag hanging from (x, y), with cut-outs (even-odd) and a zigzag hem. */
function picadoFlag(x: number, y: number, fw: number, fh: number, color: string, tilt: number, variant: number): string {
  const left = x - fw / 2;
  const teeth = 6;
  let outline = `M${n(left)} ${n(y)}H${n(left + fw)}V${n(y + fh)}`;
  for (let i = teeth; i > 0; i--) {
    const xa = left + ((i - 0.5) / teeth) * fw;
    const xb = left + ((i - 1) / teeth) * fw;
    outline += `L${n(xa)} ${n(y + fh - fh * 0.08)}L${n(xb)} ${n(y + fh)}`;
  }
  outline += "Z";
  const cx = x;
  const cy = y + fh * 0.5;
  const holes: string[] = [];
  if (variant % 2 === 0) {
    holes.push(circlePath(cx, cy, fw * 0.09));
    for (let i = 0; i < 6; i++) {
      const a = (i * Math.PI) / 3;
      holes.push(circlePath(cx + Math.cos(a) * fw * 0.2, cy + Math.sin(a) * fw * 0.2, fw * 0.07));
    }
  } else {
    const s = fw * 0.2;
    holes.push(
      polygon([
        { x: cx, y: cy - s * 1.3 },
        { x: cx + s, y: cy },
        { x: cx, y: cy + s * 1.3 },
        { x: cx - s, y: cy },
      ]),
    );
    for (const dx of [-1, 1]) holes.push(circlePath(cx + dx * fw * 0.32, cy, fw * 0.06));
  }
  for (let i = 0; i < 4; i++) {
    const hx = left + fw * (0.2 + i * 0.2);
    const hy = y + fh * 0.14;
    const s = fw * 0.045;
    holes.push(
      polygon([
        { x: hx, y: hy - s },
        { x: hx + s, y: hy },
        { x: hx, y: hy + s },
        { x: hx - s, y: hy },
      ]),
    );
  }
  return pathEl(outline + holes.join(""), {
    fill: color,
    "fill-rule": "evenodd",
    transform: `rotate(${n(tilt)} ${n(x)} ${n(y)})`,
  });
}

/** A garland of papel picado along a sagging string from x0 to x1. */
export function picadoGarland(
  rng: Rng,
  x0: number,
  x1: number,
  y: number,
  sag: number,
  flagW: number,
  opacity = 0.92,
  colors: readonly string[] = PICADO_COLORS,
): string {
  const count = Math.max(2, Math.round((x1 - x0) / (flagW * 1.25)));
  const yAt = (t: number): number => y + 4 * sag * t * (1 - t);
  const parts: string[] = [
    pathEl(`M${n(x0)} ${n(y)}Q${n((x0 + x1) / 2)} ${n(y + 2 * sag)} ${n(x1)} ${n(y)}`, {
      fill: "none",
      stroke: "#5A3A2A",
      "stroke-width": 2,
      opacity: 0.6,
    }),
  ];
  const offset = Math.floor(rng() * colors.length);
  for (let i = 0; i < count; i++) {
    const t = (i + 0.5) / count;
    const fx = x0 + (x1 - x0) * t;
    parts.push(picadoFlag(fx, yAt(t), flagW, flagW * 1.25, at(colors, i + offset), between(rng, -4, 4), i));
  }
  return g({ opacity }, ...parts);
}

function wall(ctx: Ctx, style: SceneStyle): string {
  switch (style.wall) {
    case "talavera":
      return talaveraWall(ctx, style);
    case "rosette":
      return rosetteWall(ctx, style);
    case "plaster":
      return plasterWall(ctx, style);
    case "picado":
      return plasterWall(ctx, style) + picadoGarland(ctx.rng, -20, ctx.w + 20, -6, ctx.h * 0.05, ctx.w * 0.085, 0.85);
  }
}

function woodTable(ctx: Ctx, light: string, dark: string): string {
  const top = ctx.horizon;
  const parts = [rect(0, top, ctx.w, ctx.h - top, { fill: light })];
  // planks run left-right; they look wider as they come closer
  let y = top;
  let k = 0;
  let step = (ctx.h - top) * 0.14;
  while (y < ctx.h) {
    const next = y + step;
    if (k % 2 === 1) parts.push(rect(0, y, ctx.w, step, { fill: dark, opacity: 0.12 }));
    parts.push(rect(0, next - 2, ctx.w, 3, { fill: dark, opacity: 0.5 }));
    // a few grain strokes
    for (let i = 0; i < 3; i++) {
      const gx = between(ctx.rng, 0, ctx.w);
      const gy = y + between(ctx.rng, 0.25, 0.75) * step;
      const len = between(ctx.rng, ctx.w * 0.08, ctx.w * 0.22);
      parts.push(
        pathEl(`M${n(gx)} ${n(gy)}q${n(len / 2)} ${n(-3)} ${n(len)} 0`, {
          fill: "none",
          stroke: dark,
          "stroke-width": 2,
          opacity: 0.28,
          "stroke-linecap": "round",
        }),
      );
    }
    y = next;
    step *= 1.28;
    k++;
  }
  // table edge against the wall
  parts.push(rect(0, top - 3, ctx.w, 6, { fill: darken(dark, 0.2), opacity: 0.55 }));
  return parts.join("");
}

function linenTable(ctx: Ctx, style: SceneStyle): string {
  const top = ctx.horizon;
  const h = ctx.h - top;
  const parts = [rect(0, top, ctx.w, h, { fill: C.creamDeep })];
  // woven stripes near the back edge and a second band further forward
  for (const [at0, color] of [
    [0.12, style.accent],
    [0.2, C.terracotta],
    [0.7, style.accent],
  ] as const) {
    parts.push(rect(0, top + h * at0, ctx.w, h * 0.035, { fill: color, opacity: 0.55 }));
  }
  parts.push(rect(0, top - 3, ctx.w, 6, { fill: C.woodDark, opacity: 0.5 }));
  return parts.join("");
}

/** Saltillo (terracotta floor-tile) counter in perspective. */
function saltilloTable(ctx: Ctx): string {
  const top = ctx.horizon;
  const parts = [rect(0, top, ctx.w, ctx.h - top, { fill: "#C8693E" })];
  const vx = ctx.w / 2;
  const vy = top - (ctx.h - top) * 2.2;
  const grout = { stroke: "#E9C9A4", "stroke-width": 3, opacity: 0.7 };
  for (let i = -8; i <= 8; i++) {
    const xb = vx + i * ctx.w * 0.16;
    const t = (top - vy) / (ctx.h - vy);
    parts.push(el("line", { x1: vx + (xb - vx) * t, y1: top, x2: xb, y2: ctx.h, ...grout }));
  }
  let y = top;
  let step = (ctx.h - top) * 0.2;
  let k = 0;
  while (y < ctx.h) {
    y += step;
    step *= 1.35;
    parts.push(el("line", { x1: 0, y1: y, x2: ctx.w, y2: y, ...grout }));
    if (k++ % 2 === 0) parts.push(rect(0, y, ctx.w, step, { fill: "#9E4A26", opacity: 0.1 }));
  }
  parts.push(rect(0, top - 3, ctx.w, 6, { fill: "#6A2E14", opacity: 0.45 }));
  return parts.join("");
}

/** Wood table with a serape runner across it. */
function serapeTable(ctx: Ctx): string {
  const top = ctx.horizon;
  const h = ctx.h - top;
  const stripes = [C.deepRed, C.saffron, C.turquoise, C.cream, C.pink, C.terracotta, C.cream, C.leaf, C.saffron, C.deepRed];
  const y0 = top + h * 0.18;
  const y1 = top + h * 0.86;
  const parts = [woodTable(ctx, C.wood, C.woodDark)];
  const bandH = (y1 - y0) / stripes.length;
  stripes.forEach((c, i) => parts.push(rect(0, y0 + i * bandH, ctx.w, bandH + 0.5, { fill: c, opacity: 0.85 })));
  parts.push(rect(0, y0, ctx.w, y1 - y0, { fill: C.cream, opacity: 0.2 }));
  return parts.join("");
}

function table(ctx: Ctx, style: SceneStyle): string {
  switch (style.table) {
    case "wood":
      return woodTable(ctx, C.wood, C.woodDark);
    case "darkwood":
      return woodTable(ctx, "#6E4226", "#3E2212");
    case "linen":
      return linenTable(ctx, style);
    case "saltillo":
      return saltilloTable(ctx);
    case "serape":
      return serapeTable(ctx);
  }
}

export function backdrop(ctx: Ctx, style: SceneStyle): string {
  return wall(ctx, style) + table(ctx, style);
}

/** A soft dark edge that pulls the eye to the centre. */
export const vignette = (ctx: Ctx): string => rect(0, 0, ctx.w, ctx.h, { fill: "url(#vignette)" });
