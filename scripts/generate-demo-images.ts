/**
 * Draws the demo pictures of the menu, the blog, the home hero and the about page, plus the
 * favicon, the Apple touch icon and the default Open Graph image.
 *
 * Everything is drawn here as SVG (flat "food illustration" style, warm Mexican-market palette)
 * and rendered with sharp. No picture is downloaded. Randomness comes from a PRNG seeded with the
 * picture's name, so re-running the script writes byte-identical files.
 *
 *   npx tsx scripts/generate-demo-images.ts            # write everything
 *   npx tsx scripts/generate-demo-images.ts carnitas   # only outputs whose name contains "carnitas"
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp, { type Sharp } from "sharp";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const PUBLIC_DIR = path.join(ROOT, "public");

// ---------------------------------------------------------------------------------------------
// Basics: numbers, PRNG, SVG elements
// ---------------------------------------------------------------------------------------------

interface Pt {
  x: number;
  y: number;
}

type Rng = () => number;

/** mulberry32: tiny, fast, good enough for scattering garnish. */
function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function seedFrom(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

const between = (rng: Rng, lo: number, hi: number): number => lo + (hi - lo) * rng();

function at<T>(list: readonly T[], index: number): T {
  const item = list[((index % list.length) + list.length) % list.length];
  if (item === undefined) throw new Error("empty list");
  return item;
}

/** Short number formatting keeps the SVG source small and deterministic. */
const n = (v: number): string => String(Math.round(v * 10) / 10);

type Attrs = Record<string, string | number | undefined>;

function el(name: string, attrs: Attrs, inner?: string): string {
  let s = `<${name}`;
  for (const [key, value] of Object.entries(attrs)) {
    if (value === undefined) continue;
    s += ` ${key}="${typeof value === "number" ? n(value) : value}"`;
  }
  return inner === undefined ? `${s}/>` : `${s}>${inner}</${name}>`;
}

const g = (attrs: Attrs, ...children: string[]): string => el("g", attrs, children.join(""));
const ellipse = (cx: number, cy: number, rx: number, ry: number, attrs: Attrs = {}): string =>
  el("ellipse", { cx, cy, rx, ry, ...attrs });
const circle = (cx: number, cy: number, r: number, attrs: Attrs = {}): string => el("circle", { cx, cy, r, ...attrs });
const rect = (x: number, y: number, width: number, height: number, attrs: Attrs = {}): string =>
  el("rect", { x, y, width, height, ...attrs });
const pathEl = (d: string, attrs: Attrs = {}): string => el("path", { d, ...attrs });
const translate = (x: number, y: number): string => `translate(${n(x)} ${n(y)})`;

function polygon(points: Pt[]): string {
  return `M${points.map((p) => `${n(p.x)} ${n(p.y)}`).join("L")}Z`;
}

/** Closed Catmull-Rom spline through the points, as cubic Béziers. */
function smoothClosed(points: Pt[]): string {
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
function smoothOpen(points: Pt[]): string {
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
function blobPoints(
  rng: Rng,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  count = 8,
  jitter = 0.16,
  rotation = 0,
): Pt[] {
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

const blob = (
  rng: Rng,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  count = 8,
  jitter = 0.16,
  rotation = 0,
): string => smoothClosed(blobPoints(rng, cx, cy, rx, ry, count, jitter, rotation));

/** Rounded rectangle as a path (so it can be rotated or used in a clip path). */
function roundRect(x: number, y: number, w: number, h: number, r: number): string {
  return (
    `M${n(x + r)} ${n(y)}H${n(x + w - r)}Q${n(x + w)} ${n(y)} ${n(x + w)} ${n(y + r)}` +
    `V${n(y + h - r)}Q${n(x + w)} ${n(y + h)} ${n(x + w - r)} ${n(y + h)}H${n(x + r)}` +
    `Q${n(x)} ${n(y + h)} ${n(x)} ${n(y + h - r)}V${n(y + r)}Q${n(x)} ${n(y)} ${n(x + r)} ${n(y)}Z`
  );
}

/** Circle as a path (two arcs), used for cut-outs with the even-odd rule. */
function circlePath(cx: number, cy: number, r: number): string {
  return `M${n(cx - r)} ${n(cy)}a${n(r)} ${n(r)} 0 1 0 ${n(2 * r)} 0a${n(r)} ${n(r)} 0 1 0 ${n(-2 * r)} 0Z`;
}

/** A tapering capsule from (x1, y1) with half-width w1 to (x2, y2) with half-width w2: drumsticks, bones. */
function limb(x1: number, y1: number, w1: number, x2: number, y2: number, w2: number): string {
  const len = Math.hypot(x2 - x1, y2 - y1) || 1;
  const nx = -(y2 - y1) / len;
  const ny = (x2 - x1) / len;
  return (
    `M${n(x1 + nx * w1)} ${n(y1 + ny * w1)}L${n(x2 + nx * w2)} ${n(y2 + ny * w2)}` +
    `A${n(w2)} ${n(w2)} 0 0 0 ${n(x2 - nx * w2)} ${n(y2 - ny * w2)}L${n(x1 - nx * w1)} ${n(y1 - ny * w1)}` +
    `A${n(w1)} ${n(w1)} 0 0 0 ${n(x1 + nx * w1)} ${n(y1 + ny * w1)}Z`
  );
}

/** Mixes two #rrggbb colours; t = 0 gives a, t = 1 gives b. */
function mix(a: string, b: string, t: number): string {
  const pa = [1, 3, 5].map((i) => parseInt(a.slice(i, i + 2), 16));
  const pb = [1, 3, 5].map((i) => parseInt(b.slice(i, i + 2), 16));
  return `#${pa
    .map((v, i) => Math.round(v + ((pb[i] ?? v) - v) * t))
    .map((v) => v.toString(16).padStart(2, "0"))
    .join("")}`;
}
const darken = (c: string, t: number): string => mix(c, "#1a0d08", t);
const lighten = (c: string, t: number): string => mix(c, "#fffaf0", t);

// ---------------------------------------------------------------------------------------------
// Palette
// ---------------------------------------------------------------------------------------------

const C = {
  cream: "#FBF1DE",
  creamDeep: "#F0DDBC",
  terracotta: "#C65B35",
  terracottaDark: "#97401F",
  saffron: "#EFA531",
  saffronLight: "#F8CB6B",
  deepRed: "#9B2427",
  red: "#C9362C",
  turquoise: "#2A9D8F",
  turquoiseLight: "#7CCBBF",
  cobalt: "#2D5F8B",
  pink: "#D9507A",
  purple: "#7A4E9C",
  chocolate: "#4A2A1C",
  wood: "#A9713F",
  woodDark: "#7A4A26",
  woodLight: "#C99060",
  leaf: "#3C8C3F",
  leafLight: "#74BD4A",
  lime: "#8CC63F",
  limeDark: "#4F8F2A",
  onion: "#FBF6F2",
  paper: "#F2E2CE",
  paperShade: "#DCC4A6",
  white: "#FFFDF8",
  ink: "#2B1710",
} as const;

/** Colours of a kind of meat: base, shadow side, lit side and one accent (fat, char). */
interface MeatTone {
  base: string;
  dark: string;
  light: string;
  accent: string;
}

const TONES = {
  carnitas: { base: "#C06F2A", dark: "#7A3712", light: "#F5BC68", accent: "#4E220B" },
  crackling: { base: "#D9A046", dark: "#A8661F", light: "#F5D48A", accent: "#8C4F16" },
  rawBeef: { base: "#B8343A", dark: "#82202A", light: "#D9575A", accent: "#F4E3D7" },
  rawPork: { base: "#E39A95", dark: "#C0706E", light: "#F3C0B8", accent: "#FBF0E6" },
  rawChicken: { base: "#F2C2AE", dark: "#D9997F", light: "#FADBCB", accent: "#FFF1E6" },
  grilledBeef: { base: "#A05A34", dark: "#6A3018", light: "#C98050", accent: "#3A180B" },
  adobo: { base: "#C8402B", dark: "#8E2418", light: "#E86A40", accent: "#F2A03A" },
  chorizo: { base: "#A82A22", dark: "#6E1712", light: "#D0503A", accent: "#F0C9A8" },
  achiote: { base: "#D45A26", dark: "#8E3212", light: "#F29A50", accent: "#5A2810" },
} satisfies Record<string, MeatTone>;

// ---------------------------------------------------------------------------------------------
// Shared <defs>: gradients and filters used by many motifs
// ---------------------------------------------------------------------------------------------

function linear(id: string, stops: [number, string, number?][], x2 = 1, y2 = 0): string {
  return el(
    "linearGradient",
    { id, x1: 0, y1: 0, x2, y2 },
    stops.map(([o, c, op]) => el("stop", { offset: o, "stop-color": c, "stop-opacity": op })).join(""),
  );
}

function radial(id: string, stops: [number, string, number?][], cx = 0.5, cy = 0.5, r = 0.5): string {
  return el(
    "radialGradient",
    { id, cx, cy, r },
    stops.map(([o, c, op]) => el("stop", { offset: o, "stop-color": c, "stop-opacity": op })).join(""),
  );
}

const SHARED_DEFS = [
  el("filter", { id: "blur", x: "-50%", y: "-50%", width: "200%", height: "200%" }, el("feGaussianBlur", { stdDeviation: 6 })),
  el("filter", { id: "blurBig", x: "-50%", y: "-50%", width: "200%", height: "200%" }, el("feGaussianBlur", { stdDeviation: 18 })),
  linear("copper", [
    [0, "#6E3214"],
    [0.18, "#B35C2A"],
    [0.36, "#F2A868"],
    [0.5, "#D27A3E"],
    [0.8, "#9A4A20"],
    [1, "#5E2A10"],
  ]),
  linear("copperRim", [
    [0, "#9A4A20"],
    [0.3, "#F6B57A"],
    [0.6, "#D98A4E"],
    [1, "#8A4018"],
  ]),
  linear("potInside", [
    [0, "#3A1A0C"],
    [1, "#6A3216"],
  ], 0, 1),
  linear("clay", [
    [0, "#7E3A1C"],
    [0.3, "#C0653A"],
    [0.45, "#D98256"],
    [0.75, "#A9512A"],
    [1, "#6A2E14"],
  ]),
  linear("gold", [
    [0, "#A8741A"],
    [0.3, "#F6D36A"],
    [0.5, "#FFF0B0"],
    [0.7, "#E7B843"],
    [1, "#9A6414"],
  ]),
  linear("steel", [
    [0, "#8D969C"],
    [0.35, "#E8ECEE"],
    [0.6, "#B9C1C6"],
    [1, "#7A8388"],
  ]),
  linear("stone", [
    [0, "#2E2A28"],
    [0.35, "#5C5551"],
    [0.6, "#47403C"],
    [1, "#24201E"],
  ]),
  linear("glass", [
    [0, "#FFFFFF", 0.35],
    [0.2, "#FFFFFF", 0.05],
    [0.75, "#FFFFFF", 0.1],
    [0.9, "#FFFFFF", 0.45],
    [1, "#FFFFFF", 0.2],
  ]),
  radial("vignette", [
    [0.55, "#000000", 0],
    [1, "#1A0A04", 0.38],
  ], 0.5, 0.45, 0.75),
  radial("glow", [
    [0, "#FFF4D6", 0.55],
    [1, "#FFF4D6", 0],
  ]),
  radial("flame", [
    [0, "#FFF3B0"],
    [0.45, "#FFB030"],
    [1, "#E2461E"],
  ], 0.5, 0.8, 0.7),
  radial("ember", [
    [0, "#FFD36A"],
    [0.5, "#F06A22"],
    [1, "#7A1E0E"],
  ]),
].join("");

// ---------------------------------------------------------------------------------------------
// Scene context
// ---------------------------------------------------------------------------------------------

interface Ctx {
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

function makeCtx(name: string, w: number, h: number, horizon: number): Ctx {
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

function clip(ctx: Ctx, d: string): string {
  const id = ctx.id("clip");
  ctx.defs.push(el("clipPath", { id }, pathEl(d)));
  return `url(#${id})`;
}

/** Soft contact shadow under an object. */
const shadow = (cx: number, cy: number, rx: number, ry: number, opacity = 0.28): string =>
  ellipse(cx, cy, rx, ry, { fill: "#2A1208", opacity, filter: "url(#blur)" });

// ---------------------------------------------------------------------------------------------
// Backgrounds: walls and table tops
// ---------------------------------------------------------------------------------------------

type WallKind = "talavera" | "picado" | "plaster" | "rosette";
type TableKind = "wood" | "darkwood" | "linen" | "saltillo" | "serape";

interface SceneStyle {
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
  ctx.defs.push(el("pattern", { id, width: t, height: t, patternUnits: "userSpaceOnUse", patternTransform: `scale(${n(ctx.w / 800)})` }, tile));
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
  ctx.defs.push(el("pattern", { id, width: t, height: t, patternUnits: "userSpaceOnUse", patternTransform: `scale(${n(ctx.w / 800)})` }, tile));
  return rect(0, 0, ctx.w, ctx.horizon, { fill: `url(#${id})` });
}

function plasterWall(ctx: Ctx, style: SceneStyle): string {
  const id = ctx.id("wallg");
  ctx.defs.push(linear(id, [
    [0, lighten(style.wallColor, 0.12)],
    [1, darken(style.wallColor, 0.1)],
  ], 0, 1));
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
    holes.push(polygon([
      { x: cx, y: cy - s * 1.3 },
      { x: cx + s, y: cy },
      { x: cx, y: cy + s * 1.3 },
      { x: cx - s, y: cy },
    ]));
    for (const dx of [-1, 1]) holes.push(circlePath(cx + dx * fw * 0.32, cy, fw * 0.06));
  }
  for (let i = 0; i < 4; i++) {
    const hx = left + fw * (0.2 + i * 0.2);
    const hy = y + fh * 0.14;
    const s = fw * 0.045;
    holes.push(polygon([
      { x: hx, y: hy - s },
      { x: hx + s, y: hy },
      { x: hx, y: hy + s },
      { x: hx - s, y: hy },
    ]));
  }
  return pathEl(outline + holes.join(""), {
    fill: color,
    "fill-rule": "evenodd",
    transform: `rotate(${n(tilt)} ${n(x)} ${n(y)})`,
  });
}

/** A garland of papel picado along a sagging string from x0 to x1. */
function picadoGarland(
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

function backdrop(ctx: Ctx, style: SceneStyle): string {
  return wall(ctx, style) + table(ctx, style);
}

/** A soft dark edge that pulls the eye to the centre. */
const vignette = (ctx: Ctx): string => rect(0, 0, ctx.w, ctx.h, { fill: "url(#vignette)" });

// ---------------------------------------------------------------------------------------------
// Vessels and surfaces (3/4 view: circles become ellipses with ry = rx * K)
// ---------------------------------------------------------------------------------------------

const K = 0.46;

/**
 * Distributes pieces over the opening of a vessel as a heap: points in the ellipse, lifted in
 * the middle. Returned back to front, so drawing them in order overlaps correctly.
 */
interface Piece {
  x: number;
  y: number;
  s: number;
}

function heap(rng: Rng, cx: number, cy: number, rx: number, ry: number, height: number, count: number, size: number): Piece[] {
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
function cazo(ctx: Ctx, cx: number, cy: number, rx: number, depth: number, contents: (inner: { rx: number; ry: number }) => string): string {
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
    pathEl(`M${n(cx - rx)} ${n(cy)}A${n(rx)} ${n(ry)} 0 0 0 ${n(cx + rx)} ${n(cy)}L${n(cx + irx)} ${n(cy)}A${n(irx)} ${n(iry)} 0 0 1 ${n(cx - irx)} ${n(cy)}Z`, {
      fill: "url(#copperRim)",
    }),
  ].join("");
}

/** Glazed plate with a painted rim. */
function plate(cx: number, cy: number, rx: number, rim: string, body: string = C.white, ry = rx * K): string {
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
function bowl(
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
function liquid(cx: number, cy: number, rx: number, ry: number, color: string): string {
  return [
    ellipse(cx, cy + ry * 0.08, rx, ry * 0.92, { fill: color }),
    ellipse(cx - rx * 0.2, cy - ry * 0.1, rx * 0.55, ry * 0.4, { fill: lighten(color, 0.18), opacity: 0.5 }),
    ellipse(cx + rx * 0.35, cy - ry * 0.35, rx * 0.12, ry * 0.08, { fill: C.white, opacity: 0.35 }),
  ].join("");
}

/** Wooden cutting board with a handle, seen at an angle. */
function board(cx: number, cy: number, w: number, h: number, color: string = C.woodLight, handle: "left" | "right" | "none" = "right"): string {
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
    pathEl(roundRect(x + w * 0.03, y + h * 0.06, w * 0.94, h * 0.88, r * 0.8), { fill: "none", stroke: darken(color, 0.08), "stroke-width": 2 }),
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
function butcherPaper(ctx: Ctx, cx: number, cy: number, w: number, h: number, tilt = -3, color: string = C.paper): string {
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
    pathEl(polygon([
      { x: x + w, y: y + h },
      { x: x + w * 0.86, y: y + h * 0.99 },
      { x: x + w * 0.99, y: y + h * 0.8 },
    ]), { fill: darken(color, 0.12) }),
  );
}

// ---------------------------------------------------------------------------------------------
// Food pieces
// ---------------------------------------------------------------------------------------------

/** A chunk of pulled, browned pork: shadow, body, lit side, shreds and crisp spots. */
function porkChunk(rng: Rng, x: number, y: number, s: number, tone: MeatTone): string {
  const rot = between(rng, 0, Math.PI);
  const t = rng();
  const base = mix(tone.base, tone.dark, t * 0.4);
  const light = mix(tone.light, tone.base, t * 0.4);
  const d = blob(rng, x, y, s, s * between(rng, 0.55, 0.8), 10, 0.3, rot);
  const strands: string[] = [];
  for (let i = 0; i < 4; i++) {
    const a = rot + between(rng, -0.5, 0.5);
    const ox = between(rng, -0.45, 0.45) * s;
    const oy = between(rng, -0.35, 0.25) * s;
    const len = s * between(rng, 0.35, 0.7);
    const bend = between(rng, -0.2, 0.2) * s;
    strands.push(
      pathEl(
        `M${n(x + ox - Math.cos(a) * len)} ${n(y + oy - Math.sin(a) * len * 0.6)}q${n(Math.cos(a) * len)} ${n(bend)} ${n(Math.cos(a) * len * 2)} ${n(Math.sin(a) * len * 1.2)}`,
        {
          fill: "none",
          stroke: i < 2 ? tone.dark : light,
          "stroke-width": s * (i < 2 ? 0.05 : 0.09),
          "stroke-linecap": "round",
          opacity: i < 2 ? 0.5 : 0.9,
        },
      ),
    );
  }
  return [
    pathEl(d, { fill: tone.accent, transform: translate(s * 0.05, s * 0.18) }),
    pathEl(d, { fill: base }),
    pathEl(blob(rng, x - s * 0.18, y - s * 0.16, s * 0.55, s * 0.3, 7, 0.25, rot), { fill: light, opacity: 0.85 }),
    ...strands,
    ellipse(x + between(rng, -0.5, 0.5) * s, y + s * 0.25, s * 0.14, s * 0.08, { fill: tone.accent, opacity: 0.6 }),
    ellipse(x - s * 0.3, y - s * 0.25, s * 0.1, s * 0.05, { fill: "#FFF1D0", opacity: 0.8 }),
  ].join("");
}

/** A bed of meat under the heap so the inside of a pot never shows through. */
function meatBed(rng: Rng, cx: number, cy: number, rx: number, ry: number, lift: number, tone: MeatTone): string {
  return [
    ellipse(cx, cy + ry * 0.1, rx, ry, { fill: tone.dark }),
    pathEl(blob(rng, cx, cy - lift * 0.3, rx * 0.97, ry * 0.85 + lift * 0.3, 12, 0.06), { fill: mix(tone.base, tone.dark, 0.5) }),
  ].join("");
}

/** Wisps of steam rising from (x, y). */
function steam(rng: Rng, x: number, y: number, height: number, count = 3): string {
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    const sx = x + (i - (count - 1) / 2) * height * 0.35;
    const pts: Pt[] = [];
    for (let k = 0; k <= 4; k++) {
      pts.push({ x: sx + Math.sin(k * 1.6 + i) * height * 0.08 + between(rng, -3, 3), y: y - (k / 4) * height });
    }
    parts.push(pathEl(smoothOpen(pts), { fill: "none", stroke: C.white, "stroke-width": height * 0.06, "stroke-linecap": "round", opacity: 0.35 }));
  }
  return parts.join("");
}

/** A chicharrón: a big puffed sheet of fried skin, wavy-edged and full of bubbles. */
function chicharronPiece(rng: Rng, x: number, y: number, s: number, rot = 0): string {
  const d = blob(rng, x, y, s * 1.3, s * 0.75, 15, 0.17, rot);
  const bubbles: string[] = [];
  for (let i = 0; i < 24; i++) {
    const a = rng() * Math.PI * 2;
    const r = Math.sqrt(rng()) * 0.85;
    const bx = x + Math.cos(a) * r * s * 1.1;
    const by = y - s * 0.06 + Math.sin(a) * r * s * 0.55;
    const br = s * between(rng, 0.05, 0.13);
    bubbles.push(ellipse(bx, by + br * 0.3, br, br * 0.7, { fill: "#B86A24", opacity: 0.45 }));
    bubbles.push(ellipse(bx - br * 0.1, by, br * 0.85, br * 0.6, { fill: "#FCE6AE" }));
  }
  return [
    pathEl(d, { fill: "#7E3E12", transform: translate(s * 0.04, s * 0.2) }),
    pathEl(d, { fill: "#D88E38" }),
    pathEl(blob(rng, x - s * 0.06, y - s * 0.1, s * 1.12, s * 0.58, 13, 0.14, rot), { fill: "#EDB456" }),
    ...bubbles,
    pathEl(blob(rng, x + s * 0.2, y + s * 0.3, s * 0.7, s * 0.12, 7, 0.2, rot), { fill: "#A85C1E", opacity: 0.5 }),
  ].join("");
}

function limeWedge(x: number, y: number, s: number, rot = 0): string {
  // half-moon wedge: rind arc, pith, flesh with segments
  const seg: string[] = [];
  for (let i = 1; i < 4; i++) {
    const a = Math.PI + (i / 4) * Math.PI;
    seg.push(el("line", { x1: 0, y1: 0, x2: Math.cos(a) * s * 0.78, y2: Math.sin(a) * s * 0.78, stroke: "#E9F5C7", "stroke-width": s * 0.06 }));
  }
  return g(
    { transform: `${translate(x, y)} rotate(${n(rot)})` },
    ellipse(0, s * 0.12, s * 1.02, s * 0.3, { fill: "#000", opacity: 0.15 }),
    pathEl(`M${n(-s)} 0A${n(s)} ${n(s)} 0 0 1 ${n(s)} 0Z`, { fill: C.limeDark }),
    pathEl(`M${n(-s * 0.9)} 0A${n(s * 0.9)} ${n(s * 0.9)} 0 0 1 ${n(s * 0.9)} 0Z`, { fill: "#E9F5C7" }),
    pathEl(`M${n(-s * 0.8)} 0A${n(s * 0.8)} ${n(s * 0.8)} 0 0 1 ${n(s * 0.8)} 0Z`, { fill: "#A9D65A" }),
    ...seg,
    rect(-s, -s * 0.03, s * 2, s * 0.1, { fill: C.limeDark }),
  );
}

function limeHalf(x: number, y: number, s: number): string {
  const seg: string[] = [];
  for (let i = 0; i < 8; i++) {
    const a = (i / 8) * Math.PI * 2;
    seg.push(el("line", { x1: x, y1: y, x2: x + Math.cos(a) * s * 0.78, y2: y + Math.sin(a) * s * 0.78 * K * 1.3, stroke: "#E9F5C7", "stroke-width": s * 0.06 }));
  }
  return [
    ellipse(x, y + s * 0.25, s, s * K * 1.3, { fill: C.limeDark }),
    ellipse(x, y, s, s * K * 1.3, { fill: "#E9F5C7" }),
    ellipse(x, y, s * 0.86, s * K * 1.12, { fill: "#A9D65A" }),
    ...seg,
    ellipse(x, y, s * 0.12, s * 0.07, { fill: "#E9F5C7" }),
  ].join("");
}

/** A cilantro sprig: a stem that branches into scalloped, fan-shaped leaves. */
function cilantro(rng: Rng, x: number, y: number, s: number, rot = 0): string {
  const parts: string[] = [
    pathEl(`M0 ${n(s * 0.6)}Q${n(s * 0.05)} ${n(s * 0.1)} 0 ${n(-s * 0.3)}`, { fill: "none", stroke: C.limeDark, "stroke-width": s * 0.06, "stroke-linecap": "round" }),
  ];
  const branches = [-62, -28, 0, 30, 64];
  branches.forEach((deg, i) => {
    const len = s * (i === 2 ? 0.85 : between(rng, 0.55, 0.7));
    const a = ((deg - 90) * Math.PI) / 180;
    const bx = Math.cos(a) * len;
    const by = Math.sin(a) * len - s * 0.1;
    parts.push(el("line", { x1: 0, y1: -s * 0.1, x2: bx, y2: by, stroke: C.limeDark, "stroke-width": s * 0.035 }));
    const w = s * 0.3;
    const h = s * 0.32;
    const leaf =
      `M0 0L${n(-w)} ${n(-h * 0.55)}Q${n(-w * 0.95)} ${n(-h * 1.05)} ${n(-w * 0.35)} ${n(-h * 0.9)}` +
      `Q0 ${n(-h * 1.3)} ${n(w * 0.35)} ${n(-h * 0.9)}Q${n(w * 0.95)} ${n(-h * 1.05)} ${n(w)} ${n(-h * 0.55)}Z`;
    parts.push(
      g(
        { transform: `${translate(bx, by)} rotate(${n(deg + between(rng, -10, 10))})` },
        pathEl(leaf, { fill: i % 2 ? C.leaf : C.leafLight }),
        pathEl(`M0 0L0 ${n(-h * 0.9)}M0 ${n(-h * 0.3)}L${n(-w * 0.5)} ${n(-h * 0.75)}M0 ${n(-h * 0.3)}L${n(w * 0.5)} ${n(-h * 0.75)}`, {
          stroke: "#2E6B2C",
          "stroke-width": s * 0.02,
          opacity: 0.6,
        }),
      ),
    );
  });
  return g({ transform: `${translate(x, y)} rotate(${n(rot)})` }, ...parts);
}

/** Chopped cilantro flecks and diced onion scattered over an area. */
function onionCilantro(rng: Rng, cx: number, cy: number, rx: number, ry: number, count: number): string {
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    const a = rng() * Math.PI * 2;
    const r = Math.sqrt(rng());
    const x = cx + Math.cos(a) * rx * r;
    const y = cy + Math.sin(a) * ry * r;
    if (i % 3 === 0) {
      parts.push(circle(x, y, rx * between(rng, 0.05, 0.08), { fill: i % 2 ? C.leaf : C.leafLight }));
    } else {
      const s = rx * between(rng, 0.06, 0.09);
      parts.push(rect(x - s / 2, y - s / 2, s, s * 0.8, { fill: C.onion, stroke: "#E6DCE4", "stroke-width": 1, rx: s * 0.15, transform: `rotate(${n(rng() * 90)} ${n(x)} ${n(y)})` }));
    }
  }
  return parts.join("");
}

/** A chile (fresh or dried) as a curved, tapering pod with a stem. */
function chile(x: number, y: number, len: number, color: string, rot = 0, stem: string = C.limeDark): string {
  const w = len * 0.22;
  const d = `M0 ${n(-w / 2)}C${n(len * 0.45)} ${n(-w * 0.7)} ${n(len * 0.8)} ${n(-w * 0.2)} ${n(len)} ${n(w * 0.5)}C${n(len * 0.75)} ${n(w * 0.35)} ${n(len * 0.4)} ${n(w * 0.7)} 0 ${n(w / 2)}Z`;
  return g(
    { transform: `${translate(x, y)} rotate(${n(rot)})` },
    pathEl(d, { fill: darken(color, 0.25), transform: translate(0, w * 0.18) }),
    pathEl(d, { fill: color }),
    pathEl(`M${n(len * 0.1)} ${n(-w * 0.25)}C${n(len * 0.4)} ${n(-w * 0.45)} ${n(len * 0.6)} ${n(-w * 0.3)} ${n(len * 0.75)} ${n(-w * 0.05)}`, {
      fill: "none",
      stroke: lighten(color, 0.45),
      "stroke-width": w * 0.16,
      "stroke-linecap": "round",
      opacity: 0.8,
    }),
    pathEl(`M0 ${n(-w * 0.45)}q${n(-w * 0.5)} ${n(w * 0.45)} 0 ${n(w * 0.9)}z`, { fill: stem }),
    pathEl(`M${n(-w * 0.2)} 0q${n(-w * 0.5)} ${n(-w * 0.1)} ${n(-w * 0.7)} ${n(-w * 0.5)}`, { fill: "none", stroke: stem, "stroke-width": w * 0.2, "stroke-linecap": "round" }),
  );
}

/** A stack of corn tortillas seen from the front, the top one with toasted spots. */
function tortillaStack(rng: Rng, cx: number, cy: number, rx: number, count: number): string {
  const ry = rx * K;
  const parts: string[] = [];
  const gap = rx * 0.045;
  for (let i = 0; i < count; i++) {
    const y = cy - i * gap;
    const wob = between(rng, -rx * 0.03, rx * 0.03);
    parts.push(ellipse(cx + wob, y + gap * 0.6, rx, ry, { fill: "#C99A4E" }));
    parts.push(ellipse(cx + wob, y, rx, ry, { fill: i % 2 ? "#EFCB80" : "#E9C273" }));
  }
  const topY = cy - (count - 1) * gap;
  for (let i = 0; i < 9; i++) {
    const a = rng() * Math.PI * 2;
    const r = Math.sqrt(rng()) * 0.8;
    parts.push(ellipse(cx + Math.cos(a) * rx * r, topY + Math.sin(a) * ry * r, rx * between(rng, 0.03, 0.07), ry * between(rng, 0.03, 0.06), { fill: "#A06A2A", opacity: 0.55 }));
  }
  parts.push(ellipse(cx - rx * 0.25, topY - ry * 0.2, rx * 0.45, ry * 0.3, { fill: "#FBE3A8", opacity: 0.4 }));
  return parts.join("");
}

/** Embroidered cloth folded under tortillas: a square with a coloured border, tucked corners. */
function servilleta(cx: number, cy: number, w: number, h: number, border: string): string {
  const pts: Pt[] = [
    { x: cx - w * 0.5, y: cy },
    { x: cx - w * 0.1, y: cy - h * 0.55 },
    { x: cx + w * 0.5, y: cy - h * 0.1 },
    { x: cx + w * 0.15, y: cy + h * 0.55 },
  ];
  return [
    shadow(cx, cy + h * 0.15, w * 0.5, h * 0.45, 0.3),
    pathEl(polygon(pts), { fill: C.white }),
    pathEl(polygon(pts), { fill: "none", stroke: border, "stroke-width": w * 0.025, "stroke-dasharray": `${n(w * 0.04)} ${n(w * 0.02)}`, transform: `translate(0 0)` }),
    ...pts.map((p) => circle(p.x * 0.85 + cx * 0.15, p.y * 0.85 + cy * 0.15, w * 0.03, { fill: border })),
  ].join("");
}

function ellipsePath(cx: number, cy: number, rx: number, ry: number): string {
  return `M${n(cx - rx)} ${n(cy)}a${n(rx)} ${n(ry)} 0 1 0 ${n(2 * rx)} 0a${n(rx)} ${n(ry)} 0 1 0 ${n(-2 * rx)} 0Z`;
}

/** Parallel stripes (grill marks, fibres) across a shape, clipped to it. */
function stripesIn(ctx: Ctx, shape: string, cx: number, cy: number, span: number, angle: number, gap: number, width: number, color: string, opacity: number): string {
  const lines: string[] = [];
  for (let o = -span; o <= span; o += gap) {
    lines.push(`M${n(o)} ${n(-span)}V${n(span)}`);
  }
  return g(
    { "clip-path": clip(ctx, shape) },
    pathEl(lines.join(""), {
      stroke: color,
      "stroke-width": width,
      opacity,
      "stroke-linecap": "round",
      transform: `${translate(cx, cy)} rotate(${n(angle)})`,
    }),
  );
}

/** Squiggly white streaks of fat inside raw meat. */
function marbling(rng: Rng, cx: number, cy: number, rx: number, ry: number, count: number, color: string): string {
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    const a = rng() * Math.PI * 2;
    const r = Math.sqrt(rng()) * 0.75;
    const x = cx + Math.cos(a) * rx * r;
    const y = cy + Math.sin(a) * ry * r;
    const pts: Pt[] = [{ x, y }];
    let dir = rng() * Math.PI * 2;
    const len = rx * between(rng, 0.08, 0.2);
    for (let k = 0; k < 3; k++) {
      dir += between(rng, -0.9, 0.9);
      const last = at(pts, -1);
      pts.push({ x: last.x + Math.cos(dir) * len, y: last.y + Math.sin(dir) * len * 0.7 });
    }
    parts.push(pathEl(smoothOpen(pts), { fill: "none", stroke: color, "stroke-width": rx * between(rng, 0.012, 0.03), "stroke-linecap": "round", opacity: 0.6 }));
  }
  return parts.join("");
}

/** A raw steak: optional rim of fat, marbling, a wet highlight. */
function rawSteak(ctx: Ctx, cx: number, cy: number, rx: number, ry: number, rot: number, tone: MeatTone, fat: boolean, marble: number): string {
  const { rng } = ctx;
  const pts = blobPoints(rng, cx, cy, rx, ry, 10, 0.12, rot);
  const d = smoothClosed(pts);
  const inner = smoothClosed(pts.map((p) => ({ x: cx + (p.x - cx) * 0.88 + rx * 0.04, y: cy + (p.y - cy) * 0.86 + ry * 0.05 })));
  return [
    pathEl(d, { fill: darken(tone.dark, 0.25), transform: translate(0, ry * 0.14) }),
    pathEl(d, { fill: fat ? tone.accent : tone.base }),
    fat ? pathEl(inner, { fill: tone.base }) : "",
    pathEl(blob(rng, cx - rx * 0.15, cy - ry * 0.15, rx * 0.55, ry * 0.45, 8, 0.2, rot), { fill: tone.light, opacity: 0.55 }),
    marbling(rng, cx, cy, rx * 0.85, ry * 0.85, marble, lighten(tone.accent, 0.2)),
    ellipse(cx - rx * 0.35, cy - ry * 0.35, rx * 0.14, ry * 0.06, { fill: C.white, opacity: 0.45, transform: `rotate(${n((rot * 180) / Math.PI - 15)} ${n(cx - rx * 0.35)} ${n(cy - ry * 0.35)})` }),
  ].join("");
}

function garlicBulb(x: number, y: number, s: number): string {
  return g(
    { transform: translate(x, y) },
    ellipse(0, s * 0.55, s * 0.9, s * 0.25, { fill: "#000", opacity: 0.15 }),
    pathEl(`M0 ${n(-s * 1.05)}C${n(s * 0.3)} ${n(-s * 0.7)} ${n(s)} ${n(-s * 0.5)} ${n(s)} ${n(s * 0.05)}C${n(s)} ${n(s * 0.55)} ${n(s * 0.5)} ${n(s * 0.7)} 0 ${n(s * 0.7)}C${n(-s * 0.5)} ${n(s * 0.7)} ${n(-s)} ${n(s * 0.55)} ${n(-s)} ${n(s * 0.05)}C${n(-s)} ${n(-s * 0.5)} ${n(-s * 0.3)} ${n(-s * 0.7)} 0 ${n(-s * 1.05)}Z`, { fill: "#F6EEE2" }),
    pathEl(`M0 ${n(-s * 0.8)}Q${n(-s * 0.55)} 0 ${n(-s * 0.25)} ${n(s * 0.68)}M0 ${n(-s * 0.8)}Q${n(s * 0.55)} 0 ${n(s * 0.25)} ${n(s * 0.68)}M0 ${n(-s * 0.8)}V${n(s * 0.7)}`, { fill: "none", stroke: "#D9C8B4", "stroke-width": s * 0.07 }),
    ellipse(-s * 0.45, -s * 0.1, s * 0.15, s * 0.3, { fill: C.white, opacity: 0.7 }),
  );
}

function garlicClove(x: number, y: number, s: number, rot = 0): string {
  return g(
    { transform: `${translate(x, y)} rotate(${n(rot)})` },
    pathEl(`M${n(-s)} ${n(s * 0.3)}Q${n(-s * 0.6)} ${n(-s * 0.6)} ${n(s)} ${n(-s * 0.2)}Q${n(s * 0.2)} ${n(s * 0.55)} ${n(-s)} ${n(s * 0.3)}Z`, { fill: "#F3E7D6", stroke: "#D6C2A8", "stroke-width": s * 0.08 }),
  );
}

function tomato(x: number, y: number, r: number, color: string = "#D8322A"): string {
  const star: string[] = [];
  for (let i = 0; i < 5; i++) {
    const a = (i / 5) * Math.PI * 2 - Math.PI / 2;
    star.push(pathEl(`M0 0Q${n(Math.cos(a + 0.4) * r * 0.2)} ${n(Math.sin(a + 0.4) * r * 0.12)} ${n(Math.cos(a) * r * 0.4)} ${n(Math.sin(a) * r * 0.22)}Q${n(Math.cos(a - 0.4) * r * 0.2)} ${n(Math.sin(a - 0.4) * r * 0.12)} 0 0Z`, { fill: C.limeDark }));
  }
  return g(
    { transform: translate(x, y) },
    ellipse(0, r * 0.82, r * 0.9, r * 0.25, { fill: "#000", opacity: 0.18 }),
    ellipse(0, 0, r * 1.05, r * 0.92, { fill: darken(color, 0.15) }),
    ellipse(-r * 0.06, -r * 0.06, r * 0.98, r * 0.84, { fill: color }),
    ellipse(-r * 0.4, -r * 0.3, r * 0.28, r * 0.18, { fill: C.white, opacity: 0.45 }),
    g({ transform: translate(0, -r * 0.62) }, ...star),
  );
}

function onionHalf(x: number, y: number, r: number, ring: string = "#EADDE8"): string {
  const rings: string[] = [];
  for (let i = 1; i < 5; i++) rings.push(ellipse(0, 0, r * (1 - i * 0.18), r * K * 1.2 * (1 - i * 0.18), { fill: "none", stroke: ring, "stroke-width": r * 0.05 }));
  return g(
    { transform: translate(x, y) },
    ellipse(0, r * 0.35, r, r * K * 1.2, { fill: "#C9A98F" }),
    ellipse(0, 0, r, r * K * 1.2, { fill: C.onion }),
    ...rings,
  );
}

/** A long dried chile (guajillo / árbol): dark red, glossy, brown stem. */
const driedChile = (x: number, y: number, len: number, rot: number, color = "#8E1A16"): string => chile(x, y, len, color, rot, "#6B5A2A");

/** A pineapple with a diamond-cut skin and a crown. */
function pineapple(ctx: Ctx, x: number, y: number, w: number, h: number): string {
  const leaves: string[] = [];
  for (let i = -3; i <= 3; i++) {
    const a = i * 0.32;
    const len = h * (0.75 - Math.abs(i) * 0.08);
    const tx = Math.sin(a) * len;
    const ty = -Math.cos(a) * len;
    leaves.push(pathEl(`M${n(-w * 0.08)} 0Q${n(tx * 0.4 - w * 0.06)} ${n(ty * 0.6)} ${n(tx)} ${n(ty)}Q${n(tx * 0.4 + w * 0.06)} ${n(ty * 0.6)} ${n(w * 0.08)} 0Z`, { fill: i % 2 ? C.leaf : "#2F7A3A" }));
  }
  const bodyY = h * 0.5;
  const cross: string[] = [];
  for (let i = -4; i <= 4; i++) {
    cross.push(`M${n(i * w * 0.22 - w)} ${n(bodyY - h)}l${n(w * 2)} ${n(h * 2)}`);
    cross.push(`M${n(i * w * 0.22 + w)} ${n(bodyY - h)}l${n(-w * 2)} ${n(h * 2)}`);
  }
  return g(
    { transform: translate(x, y) },
    ...leaves,
    ellipse(0, bodyY, w * 0.5, h * 0.5, { fill: "#E0A02A" }),
    g(
      { opacity: 0.55 },
      pathEl(cross.join(""), { stroke: "#9A6416", "stroke-width": w * 0.035, "clip-path": clip(ctx, ellipsePath(0, bodyY, w * 0.5, h * 0.5)) }),
    ),
    ellipse(-w * 0.15, bodyY - h * 0.15, w * 0.14, h * 0.25, { fill: "#F8D46A", opacity: 0.7 }),
  );
}

/** Corn husk leaf, pointing right: a long tapering shape with veins. */
function husk(len: number, wid: number, color: string = "#E8D49A"): string {
  const d = `M0 ${n(-wid / 2)}C${n(len * 0.5)} ${n(-wid * 0.6)} ${n(len * 0.85)} ${n(-wid * 0.3)} ${n(len)} 0C${n(len * 0.85)} ${n(wid * 0.3)} ${n(len * 0.5)} ${n(wid * 0.6)} 0 ${n(wid / 2)}Q${n(-wid * 0.2)} 0 0 ${n(-wid / 2)}Z`;
  const veins: string[] = [];
  for (let i = -2; i <= 2; i++) veins.push(`M${n(len * 0.05)} ${n(i * wid * 0.15)}Q${n(len * 0.6)} ${n(i * wid * 0.18)} ${n(len * 0.95)} ${n(i * wid * 0.03)}`);
  return pathEl(d, { fill: color }) + pathEl(veins.join(""), { fill: "none", stroke: darken(color, 0.2), "stroke-width": wid * 0.025, opacity: 0.7 });
}

/** A steel butcher's cleaver lying on its side. */
function cleaver(x: number, y: number, s: number, rot: number): string {
  return g(
    { transform: `${translate(x, y)} rotate(${n(rot)})` },
    pathEl(roundRect(-s * 0.05, s * 0.06, s * 1.3, s * 0.62, s * 0.06), { fill: "#000", opacity: 0.2, transform: translate(s * 0.04, s * 0.08) }),
    pathEl(`M0 0H${n(s * 1.2)}Q${n(s * 1.28)} 0 ${n(s * 1.28)} ${n(s * 0.08)}V${n(s * 0.6)}H0Z`, { fill: "url(#steel)" }),
    rect(0, s * 0.54, s * 1.28, s * 0.06, { fill: "#F4F7F8" }),
    circle(s * 1.05, s * 0.14, s * 0.06, { fill: "#5C656A" }),
    pathEl(roundRect(-s * 0.62, s * 0.12, s * 0.64, s * 0.2, s * 0.08), { fill: "#5A3018" }),
    circle(-s * 0.45, s * 0.22, s * 0.03, { fill: "#D9D9D9" }),
    circle(-s * 0.2, s * 0.22, s * 0.03, { fill: "#D9D9D9" }),
  );
}

/** A whole tomatillo in its papery husk. */
function tomatillo(x: number, y: number, r: number): string {
  return g(
    { transform: translate(x, y) },
    ellipse(0, r * 0.8, r, r * 0.25, { fill: "#000", opacity: 0.15 }),
    circle(0, 0, r, { fill: "#8DBB4A" }),
    ellipse(-r * 0.35, -r * 0.3, r * 0.3, r * 0.2, { fill: "#D8EFA0", opacity: 0.6 }),
    pathEl(`M${n(-r * 1.1)} ${n(-r * 0.2)}Q${n(-r * 0.9)} ${n(-r * 1.3)} 0 ${n(-r * 1.2)}Q${n(r * 0.6)} ${n(-r * 1.3)} ${n(r * 1.15)} ${n(-r * 0.6)}Q${n(r * 0.4)} ${n(-r * 0.5)} ${n(r * 0.2)} ${n(-r * 0.85)}Q${n(-r * 0.4)} ${n(-r * 0.7)} ${n(-r * 1.1)} ${n(-r * 0.2)}Z`, { fill: "#D9D2A2", opacity: 0.95 }),
  );
}

/** A taco seen from the side: folded tortilla with filling and garnish. */
function taco(rng: Rng, x: number, y: number, s: number, filling: MeatTone): string {
  const bits: string[] = [];
  for (let i = 0; i < 7; i++) {
    bits.push(ellipse(x + between(rng, -0.7, 0.7) * s, y - s * between(rng, 0.45, 0.6), s * 0.16, s * 0.1, { fill: i % 2 ? filling.base : filling.dark }));
  }
  for (let i = 0; i < 6; i++) {
    const bx = x + between(rng, -0.6, 0.6) * s;
    const by = y - s * between(rng, 0.55, 0.7);
    bits.push(i % 2 ? rect(bx, by, s * 0.08, s * 0.07, { fill: C.onion }) : circle(bx, by, s * 0.05, { fill: C.leafLight }));
  }
  return [
    pathEl(`M${n(x - s)} ${n(y - s * 0.45)}A${n(s)} ${n(s * 0.75)} 0 0 0 ${n(x + s)} ${n(y - s * 0.45)}Z`, { fill: "#D9AE5E" }),
    ...bits,
    pathEl(`M${n(x - s)} ${n(y - s * 0.45)}A${n(s)} ${n(s * 0.75)} 0 0 0 ${n(x + s)} ${n(y - s * 0.45)}L${n(x + s * 0.8)} ${n(y - s * 0.4)}A${n(s * 0.8)} ${n(s * 0.65)} 0 0 1 ${n(x - s * 0.8)} ${n(y - s * 0.4)}Z`, { fill: "#EFCB80" }),
  ].join("");
}

// ---------------------------------------------------------------------------------------------
// Motifs: one function per picture
// ---------------------------------------------------------------------------------------------

type Motif = (ctx: Ctx) => string;

/** Carnitas heaped in a cazo; the mixed kind has pieces of cuero among the meat. */
function carnitasHeap(rng: Rng, cx: number, cy: number, rx: number, ry: number, mixed: boolean, count: number, bed = true): string {
  const lift = ry * 0.6;
  const pieces = heap(rng, cx, cy, rx * 1.02, ry * 0.95, lift, count, rx * 0.15);
  return (
    (bed ? meatBed(rng, cx, cy, rx, ry, lift, TONES.carnitas) : "") +
    // a first layer of smaller bits so the bed reads as meat too
    heap(rng, cx, cy + ry * 0.05, rx * 1.02, ry, lift * 0.4, Math.round(count * 0.5), rx * 0.1)
      .map((p) => porkChunk(rng, p.x, p.y, p.s, TONES.carnitas))
      .join("") +
    pieces
      .map((p, i) => (mixed && i % 4 === 2 ? chicharronPiece(rng, p.x, p.y, p.s * 0.6, between(rng, -0.5, 0.5)) : porkChunk(rng, p.x, p.y, p.s, TONES.carnitas)))
      .join("")
  );
}

const carnitasInCazo =
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

/** Specks (pepper, seeds, chile flakes) scattered over an ellipse. */
function specks(rng: Rng, cx: number, cy: number, rx: number, ry: number, count: number, color: string, size: number, opacity = 0.85): string {
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    const a = rng() * Math.PI * 2;
    const r = Math.sqrt(rng());
    parts.push(circle(cx + Math.cos(a) * rx * r, cy + Math.sin(a) * ry * r, size * between(rng, 0.6, 1.2), { fill: color, opacity }));
  }
  return parts.join("");
}

function salsaBowl(ctx: Ctx, x: number, y: number, r: number, sauce: string, outside: string = C.terracotta): string {
  const { rng } = ctx;
  return bowl(ctx, x, y, r, r * 0.55, outside, (inner) =>
    liquid(x, y, inner.rx, inner.ry, sauce) +
    specks(rng, x, y + inner.ry * 0.1, inner.rx * 0.7, inner.ry * 0.6, 14, lighten(sauce, 0.35), r * 0.04) +
    specks(rng, x, y + inner.ry * 0.1, inner.rx * 0.7, inner.ry * 0.6, 8, darken(sauce, 0.5), r * 0.03),
  );
}

function citrusSlice(x: number, y: number, s: number, rind: string, flesh: string): string {
  const seg: string[] = [];
  for (let i = 0; i < 8; i++) {
    const a = (i / 8) * Math.PI * 2;
    seg.push(`M${n(x)} ${n(y)}L${n(x + Math.cos(a) * s * 0.8)} ${n(y + Math.sin(a) * s * 0.8 * K * 1.3)}`);
  }
  return [
    ellipse(x, y + s * 0.12, s, s * K * 1.3, { fill: darken(rind, 0.2) }),
    ellipse(x, y, s, s * K * 1.3, { fill: rind }),
    ellipse(x, y, s * 0.9, s * K * 1.17, { fill: "#FFF4DC" }),
    ellipse(x, y, s * 0.82, s * K * 1.07, { fill: flesh }),
    pathEl(seg.join(""), { stroke: "#FFF4DC", "stroke-width": s * 0.05 }),
  ].join("");
}

/** Steel tray (3/4 view) whose contents are clipped by the front wall. */
function tray(ctx: Ctx, cx: number, cy: number, tw: number, td: number, contents: (inner: { cx: number; cy: number; rx: number; ry: number }) => string): string {
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
  const contentClip = clip(ctx, `M${n(ix)} ${n(iy - td)}H${n(ix + iw)}V${n(iy + ih - td * 0.08)}Q${n(ix + iw)} ${n(iy + ih)} ${n(ix + iw - td * 0.08)} ${n(iy + ih)}H${n(ix + td * 0.08)}Q${n(ix)} ${n(iy + ih)} ${n(ix)} ${n(iy + ih - td * 0.08)}Z`);
  return [
    shadow(cx, y + td + wallH * 0.6, tw * 0.52, td * 0.18, 0.4),
    pathEl(roundRect(x, y + wallH, tw, td, td * 0.12), { fill: "#7D868B" }),
    pathEl(outer, { fill: "url(#steel)" }),
    pathEl(inner, { fill: "#8C959A" }),
    g({ "clip-path": contentClip }, contents({ cx, cy: iy + ih / 2, rx: iw / 2, ry: ih / 2 })),
    g({ "clip-path": frontClip }, pathEl(outer + inner, { fill: "url(#steel)", "fill-rule": "evenodd" })),
  ].join("");
}

// --- menu motifs -----------------------------------------------------------------------------

const chicharronMotif: Motif = (ctx) => {
  const { rng, w, h } = ctx;
  const parts = [
    salsaBowl(ctx, w * 0.85, h * 0.47, w * 0.085, "#B5281F"),
    butcherPaper(ctx, w * 0.5, h * 0.72, w * 0.82, h * 0.4, -2),
  ];
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

const familyPackMotif: Motif = (ctx) => {
  const { rng, w, h } = ctx;
  return [
    servilleta(w * 0.83, h * 0.52, w * 0.3, h * 0.24, C.deepRed),
    tortillaStack(rng, w * 0.83, h * 0.52, w * 0.1, 8),
    tray(ctx, w * 0.4, h * 0.6, w * 0.6, h * 0.3, (inner) => carnitasHeap(rng, inner.cx, inner.cy, inner.rx, inner.ry, false, 40)),
    onionCilantro(rng, w * 0.43, h * 0.54, w * 0.1, h * 0.04, 26),
    salsaBowl(ctx, w * 0.77, h * 0.8, w * 0.075, "#B5281F"),
    salsaBowl(ctx, w * 0.92, h * 0.88, w * 0.065, "#5F8F2E", C.turquoise),
    bowl(ctx, w * 0.16, h * 0.87, w * 0.08, w * 0.045, C.cream, (inner) => ellipse(w * 0.16, h * 0.87, inner.rx, inner.ry, { fill: "#EDE6E0" }) + onionCilantro(rng, w * 0.16, h * 0.865, inner.rx * 0.85, inner.ry * 0.7, 22), C.cobalt),
    limeWedge(w * 0.38, h * 0.94, w * 0.045, -8),
    limeWedge(w * 0.5, h * 0.96, w * 0.045, 14),
  ].join("");
};

/** A long strip of meat (skirt steak) along a gently waving line, with fibres across. */
function meatBand(ctx: Ctx, cx: number, cy: number, len: number, width: number, angle: number, wave: number, tone: MeatTone): string {
  const { rng } = ctx;
  const steps = 12;
  const top: Pt[] = [];
  const bottom: Pt[] = [];
  const rad = (angle * Math.PI) / 180;
  const place = (lx: number, ly: number): Pt => ({
    x: cx + lx * Math.cos(rad) - ly * Math.sin(rad),
    y: cy + lx * Math.sin(rad) + ly * Math.cos(rad),
  });
  const fibres: string[] = [];
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const lx = (t - 0.5) * len;
    const ly = Math.sin(t * Math.PI * 1.6) * wave;
    const half = width * (0.55 + 0.45 * Math.sin(Math.PI * (0.1 + t * 0.8))) * between(rng, 0.85, 1.15);
    top.push(place(lx, ly - half));
    bottom.unshift(place(lx, ly + half));
  }
  for (let i = 1; i < 20; i++) {
    const t = (i + between(rng, -0.3, 0.3)) / 20;
    const lx = (t - 0.5) * len;
    const ly = Math.sin(t * Math.PI * 1.6) * wave;
    const a = place(lx - width * 0.35, ly - width);
    const b = place(lx + width * 0.35, ly + width);
    fibres.push(`M${n(a.x)} ${n(a.y)}L${n(b.x)} ${n(b.y)}`);
  }
  const outline = smoothClosed([...top, ...bottom]);
  return [
    pathEl(outline, { fill: tone.dark, transform: translate(0, width * 0.25) }),
    pathEl(outline, { fill: tone.base }),
    g({ "clip-path": clip(ctx, outline) }, pathEl(fibres.join(""), { stroke: tone.dark, "stroke-width": width * 0.06, opacity: 0.4 })),
    pathEl(smoothOpen(top.slice(1, -1).map((p) => ({ x: p.x, y: p.y + width * 0.35 }))), { fill: "none", stroke: tone.light, "stroke-width": width * 0.14, "stroke-linecap": "round", opacity: 0.55 }),
    specks(rng, cx, cy, len * 0.42, width * 0.5, 26, "#2A120A", width * 0.035),
    specks(rng, cx, cy, len * 0.42, width * 0.5, 14, C.leafLight, width * 0.04),
    specks(rng, cx, cy, len * 0.42, width * 0.5, 10, tone.accent, width * 0.06, 0.9),
  ].join("");
}

const arracheraMotif: Motif = (ctx) => {
  const { rng, w, h } = ctx;
  const marinated: MeatTone = { base: "#93301F", dark: "#561810", light: "#D8703F", accent: "#E8893A" };
  return [
    board(w * 0.48, h * 0.67, w * 0.78, h * 0.44, C.woodLight, "right"),
    meatBand(ctx, w * 0.45, h * 0.6, w * 0.62, h * 0.085, -6, h * 0.05, marinated),
    meatBand(ctx, w * 0.5, h * 0.78, w * 0.56, h * 0.075, 4, -h * 0.045, marinated),
    onionRing(w * 0.36, h * 0.6, w * 0.045),
    onionRing(w * 0.6, h * 0.77, w * 0.04),
    citrusSlice(w * 0.87, h * 0.5, w * 0.065, "#E8801E", "#F7A83A"),
    citrusSlice(w * 0.12, h * 0.93, w * 0.06, C.limeDark, "#A9D65A"),
    garlicBulb(w * 0.09, h * 0.55, w * 0.05),
    garlicClove(w * 0.9, h * 0.86, w * 0.028, 20),
    garlicClove(w * 0.84, h * 0.92, w * 0.026, -30),
    cilantro(rng, w * 0.75, h * 0.92, w * 0.06, 60),
  ].join("");
};

/** A slice of white onion: a thin ring lying flat. */
function onionRing(x: number, y: number, r: number): string {
  return (
    ellipse(x, y + r * 0.1, r, r * K * 1.2, { fill: "none", stroke: "#00000033", "stroke-width": r * 0.22 }) +
    ellipse(x, y, r, r * K * 1.2, { fill: "none", stroke: "#F7EEF3", "stroke-width": r * 0.2 }) +
    ellipse(x, y, r * 0.75, r * K * 0.9, { fill: "none", stroke: "#EFE2EA", "stroke-width": r * 0.1 })
  );
}

/** A thin slice of grilled beef with char marks. */
function grilledSlice(ctx: Ctx, x: number, y: number, rx: number, ry: number, rot: number, tone: MeatTone): string {
  const { rng } = ctx;
  const d = blob(rng, x, y, rx, ry, 11, 0.2, rot);
  return [
    pathEl(d, { fill: tone.accent, transform: translate(0, ry * 0.18) }),
    pathEl(d, { fill: mix(tone.base, tone.light, rng() * 0.3) }),
    pathEl(blob(rng, x, y + ry * 0.1, rx * 0.8, ry * 0.55, 8, 0.12, rot), { fill: "#A65A3A", opacity: 0.5 }),
    stripesIn(ctx, d, x, y, rx * 1.2, 35 + (rot * 180) / Math.PI, rx * 0.32, rx * 0.07, tone.accent, 0.85),
    ellipse(x - rx * 0.3, y - ry * 0.35, rx * 0.2, ry * 0.1, { fill: "#E9A77A", opacity: 0.5 }),
  ].join("");
}

/** Grilled green onion: white bulb with char, long green leaves. */
function cebollita(x: number, y: number, s: number, rot: number): string {
  return g(
    { transform: `${translate(x, y)} rotate(${n(rot)})` },
    pathEl(`M${n(s * 0.3)} 0C${n(s * 1.5)} ${n(-s * 0.15)} ${n(s * 2.6)} ${n(-s * 0.05)} ${n(s * 3.6)} ${n(s * 0.25)}`, { fill: "none", stroke: "#3F7A25", "stroke-width": s * 0.3, "stroke-linecap": "round" }),
    pathEl(`M${n(s * 0.3)} ${n(s * 0.05)}C${n(s * 1.4)} ${n(s * 0.2)} ${n(s * 2.3)} ${n(s * 0.45)} ${n(s * 3.1)} ${n(s * 0.8)}`, { fill: "none", stroke: "#5C9A35", "stroke-width": s * 0.24, "stroke-linecap": "round" }),
    pathEl(`M${n(s * 1.2)} ${n(-s * 0.1)}l${n(s * 0.2)} ${n(s * 0.2)}M${n(s * 2.2)} ${n(-s * 0.05)}l${n(s * 0.2)} ${n(s * 0.25)}`, { stroke: "#2A3A12", "stroke-width": s * 0.12, "stroke-linecap": "round", opacity: 0.7 }),
    ellipse(0, 0, s * 0.55, s * 0.42, { fill: "#F4EBDD" }),
    ellipse(-s * 0.15, s * 0.05, s * 0.22, s * 0.14, { fill: "#5A3A1A", opacity: 0.55 }),
    ellipse(s * 0.2, -s * 0.15, s * 0.12, s * 0.08, { fill: "#5A3A1A", opacity: 0.5 }),
  );
}

/** Blistered, grilled jalapeño. */
function jalapenoToreado(x: number, y: number, len: number, rot: number): string {
  return g(
    {},
    chile(x, y, len, "#3E7D2A", rot),
    g(
      { transform: `${translate(x, y)} rotate(${n(rot)})`, opacity: 0.6 },
      ellipse(len * 0.35, -len * 0.03, len * 0.08, len * 0.05, { fill: "#1E2A10" }),
      ellipse(len * 0.6, len * 0.04, len * 0.06, len * 0.04, { fill: "#1E2A10" }),
      ellipse(len * 0.2, len * 0.05, len * 0.05, len * 0.03, { fill: "#D9E8B0" }),
    ),
  );
}

const carneAsadaMotif: Motif = (ctx) => {
  const { rng, w, h } = ctx;
  const parts = [board(w * 0.5, h * 0.67, w * 0.82, h * 0.44, "#B97E4C", "left")];
  for (let i = 0; i < 6; i++) {
    const t = i / 5;
    parts.push(grilledSlice(ctx, w * (0.3 + 0.36 * t), h * (0.57 + 0.05 * Math.sin(t * Math.PI)) + (i % 2) * h * 0.06, w * 0.13, h * 0.07, between(rng, -0.25, 0.25), TONES.grilledBeef));
  }
  parts.push(
    cebollita(w * 0.2, h * 0.8, w * 0.05, -4),
    cebollita(w * 0.24, h * 0.87, w * 0.048, 3),
    jalapenoToreado(w * 0.68, h * 0.85, w * 0.15, -8),
    limeHalf(w * 0.86, h * 0.56, w * 0.05),
    limeWedge(w * 0.9, h * 0.93, w * 0.05, 8),
  );
  return parts.join("");
};

const diezmilloMotif: Motif = (ctx) => {
  const { rng, w, h } = ctx;
  return [
    butcherPaper(ctx, w * 0.48, h * 0.71, w * 0.8, h * 0.44, -3, "#F1DCC9"),
    rawSteak(ctx, w * 0.36, h * 0.66, w * 0.18, h * 0.11, -0.15, TONES.rawBeef, true, 14),
    rawSteak(ctx, w * 0.58, h * 0.77, w * 0.18, h * 0.1, 0.2, TONES.rawBeef, true, 12),
    cleaver(w * 0.72, h * 0.47, w * 0.14, -12),
    specks(rng, w * 0.47, h * 0.72, w * 0.3, h * 0.14, 30, C.white, w * 0.004, 0.9),
    specks(rng, w * 0.47, h * 0.72, w * 0.3, h * 0.14, 20, "#2A1A12", w * 0.004),
    garlicBulb(w * 0.1, h * 0.55, w * 0.045),
    driedChile(w * 0.83, h * 0.9, w * 0.13, 160),
    cilantro(rng, w * 0.14, h * 0.92, w * 0.06, -40),
  ].join("");
};

/** Flanken-cut short rib: a strip of meat with three bone cross-sections. */
function flanken(ctx: Ctx, x: number, y: number, len: number, wid: number, rot: number): string {
  const { rng } = ctx;
  const tone = TONES.rawBeef;
  const pts: Pt[] = [];
  for (let i = 0; i < 14; i++) {
    const a = (i / 14) * Math.PI * 2;
    const c = Math.cos(a);
    const s = Math.sin(a);
    const k = 1 + between(rng, -0.05, 0.05);
    pts.push({ x: Math.sign(c) * Math.pow(Math.abs(c), 0.45) * len * 0.5 * k, y: Math.sign(s) * Math.pow(Math.abs(s), 0.6) * wid * 0.5 * k });
  }
  const d = smoothClosed(pts);
  const bones: string[] = [];
  for (const bx of [-0.32, 0, 0.32]) {
    const cxB = bx * len;
    const cyB = -wid * 0.08;
    bones.push(
      ellipse(cxB, cyB, wid * 0.28, wid * 0.22, { fill: "#E9D6BE" }),
      ellipse(cxB, cyB, wid * 0.2, wid * 0.15, { fill: "#D9A592" }),
      ellipse(cxB - wid * 0.04, cyB - wid * 0.03, wid * 0.08, wid * 0.05, { fill: "#F6E8DA", opacity: 0.8 }),
    );
  }
  return g(
    { transform: `${translate(x, y)} rotate(${n(rot)})` },
    pathEl(d, { fill: darken(tone.dark, 0.3), transform: translate(0, wid * 0.14) }),
    pathEl(d, { fill: tone.base }),
    g({ "clip-path": clip(ctx, d) }, rect(-len, wid * 0.22, len * 2, wid * 0.12, { fill: tone.accent, opacity: 0.85 }), rect(-len, -wid * 0.5, len * 2, wid * 0.1, { fill: tone.accent, opacity: 0.7 })),
    marbling(rng, 0, wid * 0.05, len * 0.45, wid * 0.35, 6, lighten(tone.accent, 0.2)),
    ...bones,
    ellipse(-len * 0.2, -wid * 0.3, len * 0.12, wid * 0.05, { fill: C.white, opacity: 0.35 }),
  );
}

const shortRibsMotif: Motif = (ctx) => {
  const { rng, w, h } = ctx;
  return [
    butcherPaper(ctx, w * 0.5, h * 0.71, w * 0.82, h * 0.44, 2, "#F1DCC9"),
    flanken(ctx, w * 0.44, h * 0.57, w * 0.5, h * 0.12, -4),
    flanken(ctx, w * 0.52, h * 0.7, w * 0.52, h * 0.125, 3),
    flanken(ctx, w * 0.46, h * 0.84, w * 0.5, h * 0.125, -2),
    garlicBulb(w * 0.88, h * 0.56, w * 0.045),
    garlicClove(w * 0.86, h * 0.7, w * 0.025, 30),
    specks(rng, w * 0.5, h * 0.7, w * 0.3, h * 0.18, 26, C.white, w * 0.004, 0.9),
    cilantro(rng, w * 0.1, h * 0.6, w * 0.06, -20),
  ].join("");
};

const groundBeefMotif: Motif = (ctx) => {
  const { rng, w, h } = ctx;
  const cx = w * 0.46;
  const cy = h * 0.78;
  const rx = w * 0.27;
  const ry = h * 0.085;
  const top = h * 0.26;
  const dome =
    `M${n(cx - rx)} ${n(cy)}C${n(cx - rx * 1.02)} ${n(cy - top * 0.75)} ${n(cx - rx * 0.45)} ${n(cy - top)} ${n(cx)} ${n(cy - top)}` +
    `C${n(cx + rx * 0.45)} ${n(cy - top)} ${n(cx + rx * 1.02)} ${n(cy - top * 0.75)} ${n(cx + rx)} ${n(cy)}A${n(rx)} ${n(ry)} 0 0 1 ${n(cx - rx)} ${n(cy)}Z`;
  const worms: string[] = [];
  for (let i = 0; i < 300; i++) {
    const u = between(rng, -0.95, 0.95);
    const lim = Math.sqrt(1 - u * u);
    const y = between(rng, cy - top * lim * 0.95, cy + ry * lim * 0.85);
    const x = cx + u * rx;
    const a = rng() * Math.PI * 2;
    const l = w * 0.0065;
    const light = i % 3 === 0;
    worms.push(
      pathEl(`M${n(x)} ${n(y)}q${n(Math.cos(a) * l)} ${n(Math.sin(a) * l)} ${n(Math.cos(a + 1) * l * 2)} ${n(Math.sin(a + 1) * l * 2)}`, {
        fill: "none",
        stroke: light ? "#F0A29A" : "#8E2630",
        "stroke-width": w * 0.0065,
        "stroke-linecap": "round",
        opacity: light ? 0.85 : 0.55,
      }),
    );
  }
  const shadeId = ctx.id("mince");
  ctx.defs.push(
    linear(shadeId, [
      [0, "#E27A74"],
      [0.5, "#C7444A"],
      [1, "#8E2630"],
    ], 0.3, 1),
  );
  return [
    butcherPaper(ctx, w * 0.5, h * 0.72, w * 0.84, h * 0.42, -2, "#F1DCC9"),
    shadow(cx, cy + ry * 0.3, rx * 1.05, ry * 0.8, 0.35),
    pathEl(dome, { fill: `url(#${shadeId})` }),
    g({ "clip-path": clip(ctx, dome) }, ...worms),
    ellipse(cx - rx * 0.35, cy - top * 0.7, rx * 0.18, top * 0.1, { fill: C.white, opacity: 0.25 }),
    onionHalf(w * 0.85, h * 0.66, w * 0.075),
    garlicBulb(w * 0.84, h * 0.86, w * 0.04),
    cilantro(rng, w * 0.12, h * 0.9, w * 0.065, -30),
    driedChile(w * 0.08, h * 0.66, w * 0.12, -20),
  ].join("");
};

/** A trompo of al pastor: stacked adobo pork on a vertical spit, pineapple on top. */
function trompo(ctx: Ctx, cx: number, baseY: number, topY: number, topW: number, botW: number): string {
  const { rng } = ctx;
  const tone = TONES.adobo;
  const h = baseY - topY;
  const er = 0.28;
  const shape =
    `M${n(cx - topW)} ${n(topY)}C${n(cx - topW * 1.02)} ${n(topY + h * 0.45)} ${n(cx - botW * 1.3)} ${n(baseY - h * 0.2)} ${n(cx - botW)} ${n(baseY)}` +
    `A${n(botW)} ${n(botW * er)} 0 0 0 ${n(cx + botW)} ${n(baseY)}` +
    `C${n(cx + botW * 1.3)} ${n(baseY - h * 0.2)} ${n(cx + topW * 1.02)} ${n(topY + h * 0.45)} ${n(cx + topW)} ${n(topY)}Z`;
  const gradId = ctx.id("trompo");
  ctx.defs.push(
    linear(gradId, [
      [0, "#5A1A0E"],
      [0.2, tone.base],
      [0.42, tone.light],
      [0.6, tone.base],
      [0.85, tone.dark],
      [1, "#4A140A"],
    ]),
  );
  const layers: string[] = [];
  const layerCount = 11;
  for (let i = 1; i < layerCount; i++) {
    const t = i / layerCount;
    const y = topY + h * t;
    const half = topW + (botW - topW) * Math.pow(t, 1.4);
    layers.push(`M${n(cx - half * 1.05)} ${n(y)}A${n(half * 1.05)} ${n(half * er)} 0 0 0 ${n(cx + half * 1.05)} ${n(y)}`);
  }
  const char: string[] = [];
  for (let i = 0; i < 22; i++) {
    const t = between(rng, 0.02, 0.95);
    const y = topY + h * t;
    const half = topW + (botW - topW) * Math.pow(t, 1.4);
    const side = i % 2 ? 1 : -1;
    char.push(ellipse(cx + side * half * between(rng, 0.82, 0.98), y, half * 0.12, h * 0.02, { fill: "#3A0E06", opacity: 0.7 }));
    char.push(ellipse(cx + between(rng, -0.5, 0.5) * half, y, half * 0.1, h * 0.012, { fill: tone.accent, opacity: 0.8 }));
  }
  const flaps: string[] = [];
  for (let i = 0; i < layerCount; i++) {
    const t = (i + 0.5) / layerCount;
    const y = topY + h * t;
    const half = topW + (botW - topW) * Math.pow(t, 1.4);
    for (const side of [-1, 1]) {
      const fx = cx + side * half * between(rng, 0.96, 1.04);
      flaps.push(ellipse(fx, y + h * 0.01, half * 0.12, h * 0.028, { fill: i % 2 ? "#6A1C0E" : tone.dark, transform: `rotate(${n(side * between(rng, 5, 20))} ${n(fx)} ${n(y)})` }));
    }
  }
  return [
    shadow(cx, baseY + h * 0.12, botW * 2.4, h * 0.05, 0.45),
    rect(cx - botW * 0.1, baseY, botW * 0.2, h * 0.1, { fill: "url(#steel)" }),
    ellipse(cx, baseY + h * 0.12, botW * 1.8, botW * 0.45, { fill: "#6D767B" }),
    ellipse(cx, baseY + h * 0.1, botW * 1.8, botW * 0.45, { fill: "url(#steel)" }),
    ...flaps,
    pathEl(shape, { fill: `url(#${gradId})` }),
    g({ "clip-path": clip(ctx, shape) }, pathEl(layers.join(""), { fill: "none", stroke: "#5A140A", "stroke-width": h * 0.012, opacity: 0.6 }), ...char),
    ellipse(cx, topY, topW, topW * er, { fill: tone.light }),
    ellipse(cx, topY, topW * 0.8, topW * er * 0.7, { fill: tone.base }),
    rect(cx - h * 0.012, topY - h * 0.35, h * 0.024, h * 0.35, { fill: "url(#steel)" }),
    pineapple(ctx, cx, topY - h * 0.27, topW * 1.25, h * 0.3),
  ].join("");
}

const alPastorMotif: Motif = (ctx) => {
  const { rng, w, h } = ctx;
  const filling: MeatTone = TONES.adobo;
  return [
    trompo(ctx, w * 0.36, h * 0.83, h * 0.3, w * 0.17, w * 0.07),
    plate(w * 0.76, h * 0.8, w * 0.2, C.turquoise),
    taco(rng, w * 0.68, h * 0.84, w * 0.085, filling),
    taco(rng, w * 0.79, h * 0.86, w * 0.085, filling),
    limeWedge(w * 0.88, h * 0.76, w * 0.035, 20),
    // pineapple chunks on the plate
    rect(w * 0.7, h * 0.73, w * 0.03, w * 0.025, { fill: "#F2C14A", rx: 3 }),
    rect(w * 0.75, h * 0.72, w * 0.03, w * 0.025, { fill: "#F6CE5C", rx: 3 }),
    salsaBowl(ctx, w * 0.1, h * 0.88, w * 0.07, "#5F8F2E", C.turquoise),
  ].join("");
};

/** A bone-in pork chop: fat cap along the back, the loin eye, a rib bone along one side. */
function porkChop(ctx: Ctx, x: number, y: number, s: number, rot: number): string {
  const { rng } = ctx;
  const tone = TONES.rawPork;
  const base: [number, number][] = [
    [-0.9, -0.35],
    [-0.55, -0.72],
    [0.1, -0.82],
    [0.7, -0.62],
    [1.0, -0.1],
    [0.85, 0.45],
    [0.3, 0.7],
    [-0.4, 0.66],
    [-0.85, 0.35],
  ];
  const pts = base.map(([px, py]) => ({ x: px * s * between(rng, 0.97, 1.03), y: py * s * 0.75 }));
  const d = smoothClosed(pts);
  const inner = smoothClosed(pts.map((p) => ({ x: p.x * 0.88 - s * 0.03, y: p.y * 0.84 + s * 0.06 })));
  const bone = limb(-s * 0.55, s * 0.05, s * 0.11, -s * 1.35, s * 0.3, s * 0.09);
  return g(
    { transform: `${translate(x, y)} rotate(${n(rot)})` },
    pathEl(d, { fill: "#A8645E", transform: translate(0, s * 0.1) }),
    pathEl(bone, { fill: "#B59C84", transform: translate(0, s * 0.07) }),
    pathEl(bone, { fill: "#F3E6D6" }),
    pathEl(limb(-s * 0.7, s * 0.05, s * 0.04, -s * 1.3, s * 0.22, s * 0.03), { fill: C.white, opacity: 0.8 }),
    pathEl(d, { fill: tone.accent }),
    pathEl(inner, { fill: tone.base }),
    ellipse(s * 0.25, s * 0.02, s * 0.52, s * 0.36, { fill: "#E2807C" }),
    ellipse(s * 0.15, -s * 0.08, s * 0.3, s * 0.15, { fill: tone.light, opacity: 0.75 }),
    pathEl(`M${n(-s * 0.3)} ${n(-s * 0.4)}Q${n(-s * 0.15)} 0 ${n(-s * 0.32)} ${n(s * 0.4)}`, { fill: "none", stroke: "#F0D4CC", "stroke-width": s * 0.05, "stroke-linecap": "round", opacity: 0.8 }),
    ellipse(-s * 0.55, s * 0.08, s * 0.13, s * 0.11, { fill: "#F3E6D6", stroke: "#D9C2AA", "stroke-width": s * 0.02 }),
    ellipse(s * 0.5, -s * 0.45, s * 0.16, s * 0.05, { fill: C.white, opacity: 0.6 }),
  );
}

const porkChopsMotif: Motif = (ctx) => {
  const { rng, w, h } = ctx;
  return [
    butcherPaper(ctx, w * 0.5, h * 0.71, w * 0.82, h * 0.44, -2),
    porkChop(ctx, w * 0.42, h * 0.62, w * 0.16, -8),
    porkChop(ctx, w * 0.6, h * 0.79, w * 0.16, 8),
    garlicBulb(w * 0.84, h * 0.58, w * 0.045),
    garlicClove(w * 0.14, h * 0.86, w * 0.028, -20),
    garlicClove(w * 0.2, h * 0.92, w * 0.025, 30),
    driedChile(w * 0.8, h * 0.9, w * 0.14, 170),
    specks(rng, w * 0.5, h * 0.7, w * 0.3, h * 0.16, 30, "#2A1A12", w * 0.004),
    cilantro(rng, w * 0.1, h * 0.6, w * 0.06, -25),
  ].join("");
};

/** A rack of raw spare ribs: one rounded segment of meat per bone, the bone ends showing. */
function ribRack(x: number, y: number, len: number, wid: number, rot: number, tone: MeatTone): string {
  const count = 8;
  const step = len / count;
  const parts: string[] = [];
  const segs: string[] = [];
  const ends: string[] = [];
  for (let i = 0; i < count; i++) {
    const sx = -len / 2 + step * (i + 0.5);
    const hh = wid * (1 - 0.35 * (i / (count - 1)));
    const top = -hh * 0.5;
    const bottom = hh * 0.5;
    const seg = roundRect(sx - step * 0.58, top, step * 1.16, bottom - top, step * 0.4);
    segs.push(seg);
    parts.push(
      pathEl(seg, { fill: darken(tone.dark, 0.2), transform: translate(0, wid * 0.06) }),
      pathEl(seg, { fill: i % 2 ? tone.base : mix(tone.base, tone.dark, 0.12) }),
      pathEl(roundRect(sx - step * 0.14, top + hh * 0.08, step * 0.28, hh * 0.86, step * 0.14), { fill: "#F4CFC6", opacity: 0.85 }),
      ellipse(sx - step * 0.25, top + hh * 0.22, step * 0.12, hh * 0.1, { fill: C.white, opacity: 0.35 }),
    );
    ends.push(ellipse(sx, bottom + wid * 0.02, step * 0.2, wid * 0.06, { fill: "#F1E1CE", stroke: "#D6BFA6", "stroke-width": 2 }));
  }
  // the membrane of fat that runs along the top of the rack
  parts.push(pathEl(`M${n(-len / 2)} ${n(-wid * 0.36)}Q0 ${n(-wid * 0.3)} ${n(len / 2)} ${n(-wid * 0.22)}`, { fill: "none", stroke: tone.accent, "stroke-width": wid * 0.08, opacity: 0.55, "stroke-linecap": "round" }));
  return g({ transform: `${translate(x, y)} rotate(${n(rot)})` }, shadow(0, wid * 0.45, len * 0.52, wid * 0.15, 0.35), ...parts, ...ends);
}

const spareRibsMotif: Motif = (ctx) => {
  const { rng, w, h } = ctx;
  return [
    board(w * 0.48, h * 0.69, w * 0.8, h * 0.44, C.woodLight, "right"),
    ribRack(w * 0.46, h * 0.66, w * 0.64, h * 0.28, -3, TONES.rawPork),
    garlicBulb(w * 0.9, h * 0.5, w * 0.04),
    driedChile(w * 0.72, h * 0.92, w * 0.13, 175),
    driedChile(w * 0.16, h * 0.93, w * 0.12, -10),
    specks(rng, w * 0.45, h * 0.66, w * 0.3, h * 0.12, 26, C.white, w * 0.004, 0.9),
  ].join("");
};

/** One chorizo link, lying along its axis. */
function chorizoLink(ctx: Ctx, x: number, y: number, len: number, wid: number, angle: number): string {
  const { rng } = ctx;
  const tone = TONES.chorizo;
  const e = len / 2;
  const q = wid / 2;
  const d =
    `M${n(-e)} 0Q${n(-e + wid * 0.05)} ${n(-q)} ${n(-e + wid * 0.55)} ${n(-q)}H${n(e - wid * 0.55)}Q${n(e - wid * 0.05)} ${n(-q)} ${n(e)} 0` +
    `Q${n(e - wid * 0.05)} ${n(q)} ${n(e - wid * 0.55)} ${n(q)}H${n(-e + wid * 0.55)}Q${n(-e + wid * 0.05)} ${n(q)} ${n(-e)} 0Z`;
  return g(
    { transform: `${translate(x, y)} rotate(${n(angle)})` },
    pathEl(d, { fill: tone.dark, transform: translate(0, wid * 0.18) }),
    pathEl(d, { fill: tone.base }),
    pathEl(roundRect(-len / 2 + wid * 0.1, -wid * 0.05, len - wid * 0.2, wid * 0.5, wid * 0.25), { fill: tone.dark, opacity: 0.35 }),
    specks(rng, 0, 0, len * 0.42, wid * 0.35, 12, tone.accent, wid * 0.05, 0.8),
    pathEl(roundRect(-len * 0.38, -wid * 0.38, len * 0.6, wid * 0.14, wid * 0.07), { fill: tone.light, opacity: 0.8 }),
    ellipse(-len * 0.2, -wid * 0.3, len * 0.08, wid * 0.04, { fill: C.white, opacity: 0.6 }),
  );
}

const chorizoMotif: Motif = (ctx) => {
  const { w, h } = ctx;
  const parts = [board(w * 0.5, h * 0.69, w * 0.84, h * 0.44, C.woodLight, "left")];
  const point = (t: number): Pt => ({ x: w * (0.18 + 0.62 * t), y: h * (0.68 + 0.09 * Math.sin(t * Math.PI * 2)) });
  const links = 5;
  const ties: string[] = [];
  for (let i = 0; i < links; i++) {
    const a = point(i / links);
    const b = point((i + 1) / links);
    const len = Math.hypot(b.x - a.x, b.y - a.y);
    parts.push(chorizoLink(ctx, (a.x + b.x) / 2, (a.y + b.y) / 2, len * 0.96, h * 0.095, (Math.atan2(b.y - a.y, b.x - a.x) * 180) / Math.PI));
    if (i > 0) {
      ties.push(
        circle(a.x, a.y, h * 0.016, { fill: "#5A140E" }),
        pathEl(`M${n(a.x)} ${n(a.y)}q${n(h * 0.02)} ${n(-h * 0.05)} ${n(h * 0.045)} ${n(-h * 0.035)}M${n(a.x)} ${n(a.y)}q${n(-h * 0.03)} ${n(-h * 0.04)} ${n(-h * 0.05)} ${n(-h * 0.02)}`, { fill: "none", stroke: "#EDE2C8", "stroke-width": 3.5, "stroke-linecap": "round" }),
      );
    }
  }
  parts.push(...ties);
  // a cut piece and two slices showing the crumbly inside
  const sx = w * 0.78;
  const sy = h * 0.48;
  for (const [dx, dy] of [
    [0, 0],
    [w * 0.09, h * 0.035],
  ] as const) {
    const r = h * 0.05;
    parts.push(
      ellipse(sx + dx, sy + dy + r * 0.25, r, r * 0.8, { fill: TONES.chorizo.dark }),
      ellipse(sx + dx, sy + dy, r, r * 0.8, { fill: "#7A1A14" }),
      ellipse(sx + dx, sy + dy, r * 0.86, r * 0.68, { fill: "#B8402C" }),
      specks(ctx.rng, sx + dx, sy + dy, r * 0.7, r * 0.55, 12, "#F2C7A0", r * 0.07),
      specks(ctx.rng, sx + dx, sy + dy, r * 0.7, r * 0.55, 8, "#5A140E", r * 0.06),
    );
  }
  parts.push(
    driedChile(w * 0.1, h * 0.5, w * 0.15, -15),
    driedChile(w * 0.2, h * 0.47, w * 0.13, -5, "#A2261A"),
    garlicBulb(w * 0.88, h * 0.86, w * 0.045),
  );
  return parts.join("");
};

/** A chicken leg quarter (thigh and drumstick). */
function legQuarter(ctx: Ctx, x: number, y: number, s: number, rot: number, tone: MeatTone, grilled: boolean): string {
  const { rng } = ctx;
  const thigh = blob(rng, 0, 0, s * 0.8, s * 0.62, 9, 0.08);
  const drum = limb(s * 0.55, 0, s * 0.42, s * 1.8, s * 0.08, s * 0.13);
  const both = thigh + drum;
  const details = grilled
    ? [
        stripesIn(ctx, both, s * 0.5, 0, s * 2, 35, s * 0.42, s * 0.08, "#3A140A", 0.75),
        specks(rng, s * 0.4, 0, s * 1.2, s * 0.5, 10, "#3A140A", s * 0.05, 0.6),
        pathEl(blob(rng, -s * 0.2, -s * 0.2, s * 0.5, s * 0.25, 7, 0.2), { fill: tone.light, opacity: 0.6 }),
      ]
    : [pathEl(blob(rng, -s * 0.2, -s * 0.2, s * 0.55, s * 0.3, 7, 0.2), { fill: tone.light, opacity: 0.8 })];
  return g(
    { transform: `${translate(x, y)} rotate(${n(rot)})` },
    pathEl(both, { fill: tone.dark, transform: translate(0, s * 0.14) }),
    pathEl(thigh, { fill: tone.base }),
    pathEl(drum, { fill: tone.base }),
    pathEl(limb(s * 0.6, -s * 0.15, s * 0.18, s * 1.6, 0, s * 0.05), { fill: tone.light, opacity: 0.6 }),
    ...details,
    pathEl(`M${n(s * 1.8)} ${n(s * 0.08)}L${n(s * 2.05)} ${n(s * 0.1)}`, { stroke: "#F1E0C8", "stroke-width": s * 0.12, "stroke-linecap": "round" }),
    circle(s * 2.12, s * 0.0, s * 0.12, { fill: "#F4E6D2" }),
    circle(s * 2.14, s * 0.2, s * 0.11, { fill: "#E9D6BC" }),
    ellipse(-s * 0.35, -s * 0.35, s * 0.2, s * 0.07, { fill: C.white, opacity: 0.5 }),
  );
}

const polloAsadoMotif: Motif = (ctx) => {
  const { rng, w, h } = ctx;
  const parts = [plate(w * 0.5, h * 0.68, w * 0.42, C.terracotta, C.cream)];
  parts.push(
    legQuarter(ctx, w * 0.3, h * 0.6, w * 0.11, 10, TONES.achiote, true),
    legQuarter(ctx, w * 0.36, h * 0.77, w * 0.11, -8, TONES.achiote, true),
    onionHalf(w * 0.78, h * 0.6, w * 0.06, "#E2C9A0"),
    jalapenoToreado(w * 0.7, h * 0.72, w * 0.12, 20),
    limeWedge(w * 0.78, h * 0.83, w * 0.045, -10),
    cilantro(rng, w * 0.3, h * 0.83, w * 0.05, -60),
    servilleta(w * 0.9, h * 0.5, w * 0.22, h * 0.18, C.turquoise),
    tortillaStack(rng, w * 0.9, h * 0.5, w * 0.075, 6),
  );
  return parts.join("");
};

function chickenBreast(ctx: Ctx, x: number, y: number, s: number, rot: number): string {
  const { rng } = ctx;
  const tone = TONES.rawChicken;
  const pts: Pt[] = [];
  for (let i = 0; i < 12; i++) {
    const a = (i / 12) * Math.PI * 2;
    const c = Math.cos(a);
    const taper = 1 - 0.5 * Math.max(0, c);
    pts.push({ x: c * s * between(rng, 0.97, 1.03), y: Math.sin(a) * s * 0.58 * taper });
  }
  const d = smoothClosed(pts);
  return g(
    { transform: `${translate(x, y)} rotate(${n(rot)})` },
    pathEl(d, { fill: tone.dark, transform: translate(0, s * 0.12) }),
    pathEl(d, { fill: tone.base }),
    ellipse(-s * 0.25, -s * 0.08, s * 0.55, s * 0.3, { fill: tone.light, opacity: 0.85 }),
    pathEl(`M${n(-s * 0.6)} ${n(s * 0.1)}Q0 ${n(s * 0.3)} ${n(s * 0.7)} ${n(s * 0.05)}M${n(-s * 0.4)} ${n(-s * 0.2)}Q${n(s * 0.1)} ${n(-s * 0.05)} ${n(s * 0.6)} ${n(-s * 0.12)}`, { fill: "none", stroke: "#E8A994", "stroke-width": s * 0.03, opacity: 0.6 }),
    ellipse(-s * 0.45, -s * 0.25, s * 0.18, s * 0.06, { fill: C.white, opacity: 0.7 }),
  );
}

const chickenBreastMotif: Motif = (ctx) => {
  const { rng, w, h } = ctx;
  return [
    board(w * 0.48, h * 0.69, w * 0.8, h * 0.44, C.woodLight, "right"),
    chickenBreast(ctx, w * 0.32, h * 0.6, w * 0.15, -12),
    chickenBreast(ctx, w * 0.6, h * 0.62, w * 0.15, 168),
    chickenBreast(ctx, w * 0.44, h * 0.77, w * 0.15, 6),
    limeHalf(w * 0.76, h * 0.8, w * 0.05),
    garlicClove(w * 0.2, h * 0.86, w * 0.028, -10),
    garlicClove(w * 0.27, h * 0.9, w * 0.026, 40),
    cilantro(rng, w * 0.92, h * 0.62, w * 0.06, 30),
    specks(rng, w * 0.46, h * 0.68, w * 0.28, h * 0.14, 24, "#2A1A12", w * 0.004),
  ].join("");
};

const wholeChickenMotif: Motif = (ctx) => {
  const { rng, w, h } = ctx;
  const tone = TONES.rawChicken;
  const cx = w * 0.48;
  const cy = h * 0.6;
  const s = w * 0.22;
  const skinId = ctx.id("skin");
  ctx.defs.push(radial(skinId, [
    [0, "#FCE3D4"],
    [0.6, tone.base],
    [1, tone.dark],
  ], 0.45, 0.35, 0.65));
  const line = { stroke: "#C98A72", "stroke-width": s * 0.02 };
  const wing = (side: -1 | 1): string =>
    pathEl(`M${n(cx + side * s * 0.75)} ${n(cy - s * 0.35)}Q${n(cx + side * s * 1.15)} ${n(cy - s * 0.3)} ${n(cx + side * s * 1.08)} ${n(cy + s * 0.1)}Q${n(cx + side * s * 0.95)} ${n(cy + s * 0.2)} ${n(cx + side * s * 0.8)} ${n(cy + s * 0.05)}Z`, { fill: tone.base, ...line });
  const leg = (side: -1 | 1): string => {
    const tx = cx + side * s * 0.58;
    const ty = cy + s * 0.2;
    const kx = cx + side * s * 0.12;
    const ky = cy - s * 0.02;
    return [
      ellipse(tx, ty, s * 0.42, s * 0.34, { fill: `url(#${skinId})`, ...line, transform: `rotate(${side * -25} ${n(tx)} ${n(ty)})` }),
      pathEl(limb(tx - side * s * 0.05, ty + s * 0.05, s * 0.2, kx, ky, s * 0.08), { fill: tone.base, ...line }),
      pathEl(limb(tx - side * s * 0.1, ty - s * 0.02, s * 0.07, kx + side * s * 0.08, ky + s * 0.06, s * 0.03), { fill: tone.light }),
      circle(kx - side * s * 0.02, ky - s * 0.05, s * 0.075, { fill: "#F6E8D8", ...line }),
      circle(kx + side * s * 0.05, ky - s * 0.1, s * 0.065, { fill: "#F1E0CC", ...line }),
    ].join("");
  };
  return [
    board(w * 0.5, h * 0.7, w * 0.78, h * 0.42, "#B47A48", "right"),
    shadow(cx, cy + s * 0.5, s * 1.15, s * 0.22, 0.45),
    wing(-1),
    wing(1),
    ellipse(cx, cy + s * 0.06, s * 0.9, s * 0.58, { fill: tone.dark }),
    ellipse(cx, cy, s * 0.9, s * 0.56, { fill: `url(#${skinId})` }),
    ellipse(cx - s * 0.28, cy - s * 0.16, s * 0.3, s * 0.18, { fill: tone.light, opacity: 0.9 }),
    ellipse(cx + s * 0.28, cy - s * 0.16, s * 0.3, s * 0.18, { fill: tone.light, opacity: 0.9 }),
    pathEl(`M${n(cx)} ${n(cy - s * 0.52)}Q${n(cx + s * 0.03)} ${n(cy - s * 0.1)} ${n(cx)} ${n(cy + s * 0.3)}`, { fill: "none", stroke: tone.dark, "stroke-width": s * 0.018, opacity: 0.8 }),
    ellipse(cx - s * 0.35, cy - s * 0.25, s * 0.12, s * 0.04, { fill: C.white, opacity: 0.7 }),
    leg(-1),
    leg(1),
    // kitchen twine around the crossed drumsticks
    pathEl(`M${n(cx - s * 0.2)} ${n(cy - s * 0.04)}Q${n(cx)} ${n(cy + s * 0.08)} ${n(cx + s * 0.2)} ${n(cy - s * 0.04)}`, { fill: "none", stroke: "#FFFDF6", "stroke-width": s * 0.035, "stroke-linecap": "round" }),
    pathEl(`M${n(cx)} ${n(cy + s * 0.04)}q${n(-s * 0.06)} ${n(s * 0.1)} ${n(-s * 0.14)} ${n(s * 0.12)}M${n(cx)} ${n(cy + s * 0.04)}q${n(s * 0.06)} ${n(s * 0.1)} ${n(s * 0.14)} ${n(s * 0.12)}`, { fill: "none", stroke: "#FFFDF6", "stroke-width": s * 0.028, "stroke-linecap": "round" }),
    garlicBulb(w * 0.14, h * 0.6, w * 0.045),
    limeHalf(w * 0.84, h * 0.84, w * 0.05),
    cilantro(rng, w * 0.18, h * 0.88, w * 0.06, -30),
    driedChile(w * 0.8, h * 0.55, w * 0.12, 170),
  ].join("");
};

function riceMound(rng: Rng, cx: number, cy: number, rx: number, ry: number): string {
  const parts = [
    pathEl(blob(rng, cx, cy, rx, ry, 10, 0.08), { fill: "#C8582A" }),
    pathEl(blob(rng, cx, cy - ry * 0.2, rx * 0.92, ry * 0.85, 10, 0.08), { fill: "#E07A3A" }),
  ];
  for (let i = 0; i < 60; i++) {
    const a = rng() * Math.PI * 2;
    const r = Math.sqrt(rng()) * 0.85;
    const x = cx + Math.cos(a) * rx * r;
    const y = cy - ry * 0.2 + Math.sin(a) * ry * 0.8 * r;
    parts.push(ellipse(x, y, rx * 0.05, rx * 0.022, { fill: i % 2 ? "#F6A86A" : "#FBC58A", transform: `rotate(${n(rng() * 180)} ${n(x)} ${n(y)})` }));
  }
  parts.push(specks(rng, cx, cy - ry * 0.2, rx * 0.75, ry * 0.6, 8, "#6BAF3A", rx * 0.04, 1));
  parts.push(specks(rng, cx, cy - ry * 0.2, rx * 0.75, ry * 0.6, 6, "#F39A2A", rx * 0.035, 1));
  return parts.join("");
}

function beanMound(rng: Rng, cx: number, cy: number, rx: number, ry: number, cheese: boolean): string {
  const parts = [pathEl(blob(rng, cx, cy, rx, ry, 10, 0.08), { fill: "#5A2E1A" })];
  for (let i = 0; i < 26; i++) {
    const a = rng() * Math.PI * 2;
    const r = Math.sqrt(rng()) * 0.82;
    const x = cx + Math.cos(a) * rx * r;
    const y = cy + Math.sin(a) * ry * r;
    parts.push(ellipse(x, y, rx * 0.1, rx * 0.06, { fill: i % 3 ? "#9A5E3A" : "#B57A52", stroke: "#4A2414", "stroke-width": 1.5, transform: `rotate(${n(rng() * 180)} ${n(x)} ${n(y)})` }));
  }
  if (cheese) parts.push(specks(rng, cx, cy - ry * 0.1, rx * 0.6, ry * 0.5, 12, "#FBF7EE", rx * 0.05, 1));
  return parts.join("");
}

const carnitasPlateMotif: Motif = (ctx) => {
  const { rng, w, h } = ctx;
  const pc = { x: w * 0.5, y: h * 0.68 };
  return [
    salsaBowl(ctx, w * 0.12, h * 0.5, w * 0.07, "#B5281F"),
    servilleta(w * 0.86, h * 0.5, w * 0.24, h * 0.18, C.deepRed),
    tortillaStack(rng, w * 0.86, h * 0.5, w * 0.085, 6),
    plate(pc.x, pc.y, w * 0.4, C.cobalt),
    riceMound(rng, w * 0.63, h * 0.64, w * 0.12, h * 0.06),
    beanMound(rng, w * 0.54, h * 0.77, w * 0.11, h * 0.05, true),
    carnitasHeap(rng, w * 0.37, h * 0.66, w * 0.13, h * 0.075, false, 16, false),
    onionCilantro(rng, w * 0.38, h * 0.61, w * 0.07, h * 0.025, 14),
    limeWedge(w * 0.73, h * 0.76, w * 0.04, -12),
  ].join("");
};

/** Deep red stew surface with floating meat, fat droplets and garnish. */
function stewSurface(rng: Rng, cx: number, cy: number, rx: number, ry: number, broth: string, meat: MeatTone, fat: string): string {
  const parts = [liquid(cx, cy, rx, ry, broth)];
  for (const p of heap(rng, cx, cy, rx * 0.8, ry * 0.75, ry * 0.15, 12, rx * 0.14)) parts.push(porkChunk(rng, p.x, p.y, p.s, meat));
  parts.push(specks(rng, cx, cy + ry * 0.1, rx * 0.8, ry * 0.7, 18, fat, rx * 0.025, 0.8));
  return parts.join("");
}

const birriaMotif: Motif = (ctx) => {
  const { rng, w, h } = ctx;
  const meat: MeatTone = { base: "#8E3220", dark: "#5A1A10", light: "#C05A3A", accent: "#3C0F08" };
  const cx = w * 0.5;
  const cy = h * 0.58;
  return [
    driedChile(w * 0.06, h * 0.52, w * 0.14, -10),
    driedChile(w * 0.1, h * 0.6, w * 0.13, 5, "#7A1410"),
    servilleta(w * 0.88, h * 0.52, w * 0.22, h * 0.17, C.turquoise),
    tortillaStack(rng, w * 0.88, h * 0.52, w * 0.075, 6),
    bowl(ctx, cx, cy, w * 0.3, h * 0.24, "#B5532E", (inner) =>
      stewSurface(rng, cx, cy, inner.rx, inner.ry, "#9C2218", meat, "#F08A3A") + onionCilantro(rng, cx + inner.rx * 0.05, cy - inner.ry * 0.1, inner.rx * 0.3, inner.ry * 0.3, 26), C.cream),
    limeHalf(w * 0.15, h * 0.87, w * 0.05),
    limeWedge(w * 0.26, h * 0.93, w * 0.04, 15),
    cilantro(rng, w * 0.84, h * 0.9, w * 0.06, 30),
  ].join("");
};

/** A tamal wrapped in its husk, pointing right. */
function tamal(x: number, y: number, len: number, wid: number, rot: number): string {
  const body = `M${n(-len / 2)} ${n(-wid / 2)}L${n(len * 0.18)} ${n(-wid / 2)}Q${n(len * 0.42)} ${n(-wid * 0.42)} ${n(len / 2)} ${n(-wid * 0.08)}L${n(len / 2)} ${n(wid * 0.08)}Q${n(len * 0.42)} ${n(wid * 0.42)} ${n(len * 0.18)} ${n(wid / 2)}L${n(-len / 2)} ${n(wid / 2)}Q${n(-len / 2 - wid * 0.35)} 0 ${n(-len / 2)} ${n(-wid / 2)}Z`;
  const veins: string[] = [];
  for (let i = -2; i <= 2; i++) veins.push(`M${n(-len * 0.48)} ${n(i * wid * 0.18)}Q${n(0)} ${n(i * wid * 0.2)} ${n(len * 0.45)} ${n(i * wid * 0.04)}`);
  return g(
    { transform: `${translate(x, y)} rotate(${n(rot)})` },
    pathEl(body, { fill: "#A88A4A", transform: translate(0, wid * 0.16) }),
    pathEl(body, { fill: "#E6CF92" }),
    pathEl(veins.join(""), { fill: "none", stroke: "#C4A865", "stroke-width": wid * 0.03 }),
    pathEl(`M${n(-len * 0.2)} ${n(-wid / 2)}Q${n(-len * 0.05)} 0 ${n(-len * 0.22)} ${n(wid / 2)}L${n(-len * 0.12)} ${n(wid / 2)}Q${n(len * 0.05)} 0 ${n(-len * 0.1)} ${n(-wid / 2)}Z`, { fill: "#D4B974" }),
    ellipse(-len * 0.1, -wid * 0.28, len * 0.3, wid * 0.08, { fill: "#F6E6B8", opacity: 0.8 }),
  );
}

/** An opened tamal: husk spread flat, masa with red chile pork showing. */
function openTamal(rng: Rng, x: number, y: number, len: number, wid: number, rot: number): string {
  return g(
    { transform: `${translate(x, y)} rotate(${n(rot)})` },
    g({ transform: translate(-len * 0.55, 0) }, husk(len * 1.15, wid * 1.7)),
    g({ transform: translate(-len * 0.55, 0) }, husk(len * 1.05, wid * 1.2, "#F0DDA6")),
    pathEl(roundRect(-len * 0.42, -wid * 0.42, len * 0.72, wid * 0.84, wid * 0.3), { fill: "#E2B85A", transform: translate(0, wid * 0.08) }),
    pathEl(roundRect(-len * 0.42, -wid * 0.42, len * 0.72, wid * 0.84, wid * 0.3), { fill: "#F3D589" }),
    pathEl(roundRect(-len * 0.34, -wid * 0.14, len * 0.56, wid * 0.3, wid * 0.14), { fill: "#A82E1E" }),
    specks(rng, -len * 0.06, 0, len * 0.24, wid * 0.1, 8, "#6A1A10", wid * 0.05),
    ellipse(-len * 0.15, -wid * 0.28, len * 0.2, wid * 0.06, { fill: "#FCEBB8", opacity: 0.9 }),
  );
}

const tamalesMotif: Motif = (ctx) => {
  const { rng, w, h } = ctx;
  return [
    g({ transform: `${translate(w * 0.02, h * 0.5)} rotate(-12)` }, husk(w * 0.3, h * 0.1)),
    g({ transform: `${translate(w * 0.05, h * 0.56)} rotate(-4)` }, husk(w * 0.26, h * 0.08, "#DCC386")),
    salsaBowl(ctx, w * 0.86, h * 0.5, w * 0.075, "#A82A1E"),
    plate(w * 0.5, h * 0.7, w * 0.4, C.turquoise),
    tamal(w * 0.4, h * 0.6, w * 0.3, h * 0.095, -6),
    tamal(w * 0.6, h * 0.62, w * 0.3, h * 0.095, 8),
    tamal(w * 0.32, h * 0.72, w * 0.28, h * 0.09, 4),
    openTamal(rng, w * 0.6, h * 0.78, w * 0.3, h * 0.1, -4),
    cilantro(rng, w * 0.15, h * 0.9, w * 0.05, -40),
  ].join("");
};

const chileVerdeMotif: Motif = (ctx) => {
  const { rng, w, h } = ctx;
  const meat: MeatTone = { base: "#B98A4A", dark: "#6E6A2A", light: "#DDBB80", accent: "#4E5A1E" };
  const cx = w * 0.48;
  const cy = h * 0.58;
  return [
    tomatillo(w * 0.1, h * 0.52, w * 0.045),
    tomatillo(w * 0.17, h * 0.56, w * 0.04),
    servilleta(w * 0.87, h * 0.5, w * 0.22, h * 0.17, C.saffron),
    tortillaStack(rng, w * 0.87, h * 0.5, w * 0.075, 6),
    bowl(ctx, cx, cy, w * 0.3, h * 0.24, "#F3EEE2", (inner) =>
      stewSurface(rng, cx, cy, inner.rx, inner.ry, "#6E9A34", meat, "#A9C95A") +
      specks(rng, cx, cy, inner.rx * 0.7, inner.ry * 0.6, 20, "#3E7A25", inner.rx * 0.03, 0.9) +
      cilantro(rng, cx + inner.rx * 0.15, cy + inner.ry * 0.1, inner.rx * 0.25, 15), C.turquoise),
    chile(w * 0.16, h * 0.85, w * 0.13, "#3E8A2A", -10),
    chile(w * 0.22, h * 0.92, w * 0.12, "#4E9A30", 5),
    limeWedge(w * 0.82, h * 0.9, w * 0.045, -10),
  ].join("");
};

/** Olla de barro: round-bellied clay pot with a painted band and two small handles. */
function olla(ctx: Ctx, cx: number, cy: number, r: number, contents: (inner: { rx: number; ry: number }) => string): string {
  const nr = r * 0.62;
  const body =
    `M${n(cx - nr)} ${n(cy)}C${n(cx - nr * 1.02)} ${n(cy + r * 0.2)} ${n(cx - r)} ${n(cy + r * 0.3)} ${n(cx - r)} ${n(cy + r * 0.85)}` +
    `C${n(cx - r)} ${n(cy + r * 1.35)} ${n(cx - r * 0.55)} ${n(cy + r * 1.6)} ${n(cx)} ${n(cy + r * 1.6)}` +
    `C${n(cx + r * 0.55)} ${n(cy + r * 1.6)} ${n(cx + r)} ${n(cy + r * 1.35)} ${n(cx + r)} ${n(cy + r * 0.85)}` +
    `C${n(cx + r)} ${n(cy + r * 0.3)} ${n(cx + nr * 1.02)} ${n(cy + r * 0.2)} ${n(cx + nr)} ${n(cy)}Z`;
  const ry = nr * K;
  const handle = (side: -1 | 1): string =>
    pathEl(`M${n(cx + side * r * 0.72)} ${n(cy + r * 0.28)}c${n(side * r * 0.25)} ${n(-r * 0.05)} ${n(side * r * 0.32)} ${n(r * 0.25)} ${n(side * r * 0.24)} ${n(r * 0.4)}`, { fill: "none", stroke: "#8A3E1C", "stroke-width": r * 0.08, "stroke-linecap": "round" });
  const dots: string[] = [];
  for (let i = 0; i < 9; i++) {
    const t = -0.8 + (i / 8) * 1.6;
    const x = cx + t * r * 0.92;
    const y = cy + r * 0.85 + Math.sqrt(1 - t * t) * r * 0.22;
    dots.push(circle(x, y, r * 0.035, { fill: C.cream, opacity: 0.9 }));
  }
  const innerClip = clip(ctx, `M${n(cx - nr * 0.9)} ${n(cy)}V${n(cy - r)}H${n(cx + nr * 0.9)}V${n(cy)}A${n(nr * 0.9)} ${n(ry * 0.85)} 0 0 1 ${n(cx - nr * 0.9)} ${n(cy)}Z`);
  return [
    shadow(cx, cy + r * 1.55, r * 0.95, r * 0.16, 0.45),
    handle(-1),
    handle(1),
    pathEl(body, { fill: "url(#clay)" }),
    pathEl(`M${n(cx - r * 0.99)} ${n(cy + r * 0.7)}A${n(r)} ${n(r * 0.25)} 0 0 0 ${n(cx + r * 0.99)} ${n(cy + r * 0.7)}`, { fill: "none", stroke: C.cream, "stroke-width": r * 0.03, opacity: 0.85 }),
    pathEl(`M${n(cx - r * 0.97)} ${n(cy + r * 1.0)}A${n(r)} ${n(r * 0.25)} 0 0 0 ${n(cx + r * 0.97)} ${n(cy + r * 1.0)}`, { fill: "none", stroke: C.cream, "stroke-width": r * 0.03, opacity: 0.85 }),
    ...dots,
    ellipse(cx, cy, nr * 1.08, ry * 1.1, { fill: "#CF7848" }),
    ellipse(cx, cy, nr * 0.9, ry * 0.85, { fill: "#3A1A0C" }),
    g({ "clip-path": innerClip }, contents({ rx: nr * 0.9, ry: ry * 0.85 })),
  ].join("");
}

function pintoBean(rng: Rng, x: number, y: number, s: number): string {
  const rot = rng() * 180;
  return g(
    { transform: `${translate(x, y)} rotate(${n(rot)})` },
    ellipse(0, s * 0.2, s, s * 0.6, { fill: "#5A3020" }),
    ellipse(0, 0, s, s * 0.6, { fill: "#C9A07A" }),
    ellipse(-s * 0.3, -s * 0.1, s * 0.3, s * 0.15, { fill: "#7A4A2A" }),
    ellipse(s * 0.35, s * 0.1, s * 0.25, s * 0.14, { fill: "#7A4A2A" }),
    ellipse(s * 0.05, -s * 0.25, s * 0.2, s * 0.08, { fill: C.white, opacity: 0.5 }),
  );
}

const frijolesMotif: Motif = (ctx) => {
  const { rng, w, h } = ctx;
  const cx = w * 0.47;
  const cy = h * 0.4;
  const r = w * 0.24;
  const parts = [
    onionHalf(w * 0.1, h * 0.62, w * 0.06),
    garlicBulb(w * 0.86, h * 0.6, w * 0.04),
    olla(ctx, cx, cy, r, ({ rx, ry }) => {
      const beans: string[] = [ellipse(cx, cy + ry * 0.1, rx, ry, { fill: "#5A2E1A" })];
      for (const p of heap(rng, cx, cy + ry * 0.1, rx * 0.95, ry * 0.85, 0, 30, rx * 0.1)) beans.push(pintoBean(rng, p.x, p.y, p.s));
      beans.push(cilantro(rng, cx + rx * 0.35, cy + ry * 0.2, rx * 0.3, 40));
      return beans.join("");
    }),
    // wooden spoon leaning out of the pot
    pathEl(`M${n(cx + r * 0.05)} ${n(cy - r * 0.02)}L${n(cx + r * 0.85)} ${n(cy - r * 0.85)}`, { stroke: "#7A4A26", "stroke-width": r * 0.09, "stroke-linecap": "round" }),
    pathEl(`M${n(cx + r * 0.05)} ${n(cy - r * 0.02)}L${n(cx + r * 0.85)} ${n(cy - r * 0.85)}`, { stroke: "#C89462", "stroke-width": r * 0.05, "stroke-linecap": "round" }),
  ];
  for (let i = 0; i < 12; i++) parts.push(pintoBean(rng, w * between(rng, 0.12, 0.88), h * between(rng, 0.9, 0.97), w * 0.014));
  return parts.join("");
};

/** Chiquihuite: woven tortilla basket lined with an embroidered cloth. */
function chiquihuite(ctx: Ctx, cx: number, cy: number, rx: number, depth: number, inside: string): string {
  const ry = rx * K;
  const body =
    `M${n(cx - rx)} ${n(cy)}C${n(cx - rx * 0.98)} ${n(cy + depth * 0.8)} ${n(cx - rx * 0.6)} ${n(cy + depth)} ${n(cx)} ${n(cy + depth)}` +
    `C${n(cx + rx * 0.6)} ${n(cy + depth)} ${n(cx + rx * 0.98)} ${n(cy + depth * 0.8)} ${n(cx + rx)} ${n(cy)}Z`;
  const weaveId = ctx.id("weave");
  const t = rx * 0.09;
  ctx.defs.push(
    el(
      "pattern",
      { id: weaveId, width: t * 2, height: t, patternUnits: "userSpaceOnUse" },
      rect(0, 0, t * 2, t, { fill: "#B9803C" }) +
        ellipse(t * 0.5, t * 0.5, t * 0.45, t * 0.32, { fill: "#D9A458" }) +
        ellipse(t * 1.5, t * 0.5, t * 0.45, t * 0.32, { fill: "#C8903F" }),
    ),
  );
  const flap = (side: -1 | 1): string => {
    const fx = cx + side * rx * 0.55;
    const pts: Pt[] = [
      { x: fx - rx * 0.28, y: cy + ry * 0.55 },
      { x: fx + rx * 0.28, y: cy + ry * 0.4 },
      { x: fx + side * rx * 0.05, y: cy + depth * 0.75 },
    ];
    const flowers: string[] = [];
    const fcx = pts.reduce((sum, p) => sum + p.x, 0) / pts.length;
    const fcy = pts.reduce((sum, p) => sum + p.y, 0) / pts.length;
    const colors = [C.pink, C.turquoise, C.saffron, C.purple];
    for (let i = 0; i < 5; i++) {
      const a = (i / 5) * Math.PI * 2;
      flowers.push(circle(fcx + Math.cos(a) * rx * 0.045, fcy + Math.sin(a) * rx * 0.045, rx * 0.035, { fill: at(colors, i + (side === 1 ? 1 : 0)) }));
    }
    flowers.push(circle(fcx, fcy, rx * 0.025, { fill: C.saffron }));
    return pathEl(polygon(pts), { fill: C.white, stroke: C.deepRed, "stroke-width": rx * 0.02, "stroke-dasharray": `${n(rx * 0.03)} ${n(rx * 0.015)}` }) + flowers.join("");
  };
  return [
    shadow(cx, cy + depth * 0.95, rx * 0.9, ry * 0.4, 0.4),
    ellipse(cx, cy, rx, ry, { fill: "#8A5A26" }),
    pathEl(blob(ctx.rng, cx, cy - ry * 0.35, rx * 0.95, ry * 0.9, 10, 0.08), { fill: C.white }),
    inside,
    pathEl(body, { fill: `url(#${weaveId})` }),
    pathEl(body, { fill: "url(#vignette)", opacity: 0.8 }),
    pathEl(`M${n(cx - rx)} ${n(cy)}A${n(rx)} ${n(ry)} 0 0 0 ${n(cx + rx)} ${n(cy)}`, { fill: "none", stroke: "#8A5A26", "stroke-width": rx * 0.05 }),
    flap(-1),
    flap(1),
  ].join("");
}

const tortillasMotif: Motif = (ctx) => {
  const { rng, w, h } = ctx;
  const cx = w * 0.5;
  const cy = h * 0.56;
  return [
    chiquihuite(ctx, cx, cy, w * 0.3, h * 0.28, tortillaStack(rng, cx, cy - h * 0.02, w * 0.23, 12)),
    salsaBowl(ctx, w * 0.13, h * 0.88, w * 0.07, "#B5281F"),
    limeWedge(w * 0.86, h * 0.9, w * 0.045, 10),
    limeWedge(w * 0.78, h * 0.95, w * 0.04, -10),
  ].join("");
};

/** Molcajete: three-legged volcanic stone bowl, porous, with its pestle. */
function molcajete(ctx: Ctx, cx: number, cy: number, rx: number, depth: number, contents: (inner: { rx: number; ry: number }) => string): string {
  const { rng } = ctx;
  const ry = rx * K;
  const body =
    `M${n(cx - rx)} ${n(cy)}C${n(cx - rx)} ${n(cy + depth * 0.9)} ${n(cx - rx * 0.5)} ${n(cy + depth)} ${n(cx)} ${n(cy + depth)}` +
    `C${n(cx + rx * 0.5)} ${n(cy + depth)} ${n(cx + rx)} ${n(cy + depth * 0.9)} ${n(cx + rx)} ${n(cy)}Z`;
  const leg = (x: number, y: number): string => pathEl(`M${n(x - rx * 0.12)} ${n(y)}L${n(x - rx * 0.08)} ${n(y + depth * 0.35)}Q${n(x)} ${n(y + depth * 0.42)} ${n(x + rx * 0.08)} ${n(y + depth * 0.35)}L${n(x + rx * 0.12)} ${n(y)}Z`, { fill: "#2E2926" });
  const pores: string[] = [];
  for (let i = 0; i < 45; i++) {
    const u = between(rng, -0.92, 0.92);
    const v = between(rng, 0.1, 0.9);
    pores.push(circle(cx + u * rx * (1 - v * 0.3), cy + v * depth * (1 - u * u * 0.4), rx * between(rng, 0.012, 0.025), { fill: i % 4 ? "#1A1715" : "#7A726C", opacity: 0.8 }));
  }
  const innerClip = clip(ctx, `M${n(cx - rx * 0.86)} ${n(cy)}V${n(cy - rx)}H${n(cx + rx * 0.86)}V${n(cy)}A${n(rx * 0.86)} ${n(ry * 0.8)} 0 0 1 ${n(cx - rx * 0.86)} ${n(cy)}Z`);
  return [
    shadow(cx, cy + depth * 1.3, rx * 0.95, ry * 0.35, 0.45),
    leg(cx - rx * 0.55, cy + depth * 0.7),
    leg(cx + rx * 0.55, cy + depth * 0.7),
    leg(cx, cy + depth * 0.85),
    pathEl(body, { fill: "url(#stone)" }),
    ...pores,
    ellipse(cx, cy, rx, ry, { fill: "#5E5752" }),
    ellipse(cx, cy, rx * 0.86, ry * 0.8, { fill: "#2A2522" }),
    g({ "clip-path": innerClip }, contents({ rx: rx * 0.86, ry: ry * 0.8 })),
    // the tejolote (pestle) resting in the salsa
    pathEl(`M${n(cx + rx * 0.2)} ${n(cy - ry * 0.1)}L${n(cx + rx * 0.72)} ${n(cy - ry * 1.3)}`, { stroke: "#3A3431", "stroke-width": rx * 0.2, "stroke-linecap": "round" }),
    pathEl(`M${n(cx + rx * 0.24)} ${n(cy - ry * 0.25)}L${n(cx + rx * 0.68)} ${n(cy - ry * 1.25)}`, { stroke: "#6A625D", "stroke-width": rx * 0.05, "stroke-linecap": "round", opacity: 0.8 }),
  ].join("");
}

const salsaRojaMotif: Motif = (ctx) => {
  const { rng, w, h } = ctx;
  const cx = w * 0.47;
  const cy = h * 0.55;
  return [
    tomato(w * 0.1, h * 0.52, w * 0.06),
    tomato(w * 0.85, h * 0.5, w * 0.065, "#CF2E24"),
    molcajete(ctx, cx, cy, w * 0.28, h * 0.2, ({ rx, ry }) =>
      liquid(cx, cy, rx, ry, "#B3261E") +
      specks(rng, cx, cy + ry * 0.1, rx * 0.75, ry * 0.65, 26, "#E05A3A", rx * 0.035) +
      specks(rng, cx, cy + ry * 0.1, rx * 0.75, ry * 0.65, 14, "#F4D68A", rx * 0.018) +
      specks(rng, cx, cy + ry * 0.1, rx * 0.75, ry * 0.65, 10, "#3A0E08", rx * 0.02) +
      cilantro(rng, cx - rx * 0.3, cy + ry * 0.2, rx * 0.25, -30)),
    tomato(w * 0.2, h * 0.88, w * 0.06),
    driedChile(w * 0.62, h * 0.9, w * 0.12, 10, "#C22A1A"),
    driedChile(w * 0.7, h * 0.86, w * 0.11, -15, "#B0221A"),
    garlicBulb(w * 0.88, h * 0.82, w * 0.045),
    garlicClove(w * 0.36, h * 0.95, w * 0.025, 10),
  ].join("");
};

function cinnamonStick(x: number, y: number, len: number, rot: number): string {
  const wd = len * 0.11;
  return g(
    { transform: `${translate(x, y)} rotate(${n(rot)})` },
    rect(-len / 2, -wd / 2, len, wd, { fill: "#8A4A22", rx: wd * 0.3 }),
    rect(-len / 2, -wd / 2, len, wd * 0.35, { fill: "#B36A36", rx: wd * 0.2 }),
    pathEl(`M${n(-len * 0.2)} ${n(-wd / 2)}v${n(wd)}M${n(len * 0.15)} ${n(-wd / 2)}v${n(wd)}`, { stroke: "#6A3418", "stroke-width": wd * 0.08 }),
    ellipse(-len / 2, 0, wd * 0.25, wd * 0.5, { fill: "#C47A42" }),
    pathEl(`M${n(-len / 2)} ${n(-wd * 0.3)}a${n(wd * 0.15)} ${n(wd * 0.3)} 0 1 1 0 ${n(wd * 0.6)}`, { fill: "none", stroke: "#6A3418", "stroke-width": wd * 0.08 }),
  );
}

/** A tall glass of horchata with ice and a cinnamon stick. */
function horchataGlass(ctx: Ctx, cx: number, top: number, bottom: number, topW: number, botW: number): string {
  const { rng } = ctx;
  const glass = `M${n(cx - topW)} ${n(top)}L${n(cx - botW)} ${n(bottom)}A${n(botW)} ${n(botW * 0.3)} 0 0 0 ${n(cx + botW)} ${n(bottom)}L${n(cx + topW)} ${n(top)}Z`;
  const level = top + (bottom - top) * 0.1;
  const levelW = topW - (topW - botW) * 0.1;
  const drinkId = ctx.id("drink");
  ctx.defs.push(
    linear(drinkId, [
      [0, "#DCC5A0"],
      [0.35, "#F7EBD6"],
      [0.7, "#EEDDC0"],
      [1, "#CDB690"],
    ]),
  );
  const drink = `M${n(cx - levelW)} ${n(level)}L${n(cx - botW * 0.94)} ${n(bottom - 4)}A${n(botW * 0.94)} ${n(botW * 0.28)} 0 0 0 ${n(cx + botW * 0.94)} ${n(bottom - 4)}L${n(cx + levelW)} ${n(level)}Z`;
  const ice: string[] = [];
  for (const [dx, dy, s, r] of [
    [-0.45, -0.05, 0.42, -12],
    [0.3, -0.08, 0.45, 15],
    [-0.05, 0.05, 0.38, 5],
  ] as const) {
    const x = cx + dx * levelW;
    const y = level + dy * levelW;
    ice.push(pathEl(roundRect(x - s * levelW * 0.5, y - s * levelW * 0.4, s * levelW, s * levelW * 0.8, s * levelW * 0.15), { fill: "#FFFFFF", opacity: 0.55, stroke: "#FFFFFF", "stroke-width": 2, transform: `rotate(${r} ${n(x)} ${n(y)})` }));
  }
  return [
    shadow(cx, bottom + botW * 0.25, botW * 1.3, botW * 0.25, 0.4),
    pathEl(glass, { fill: "#FFFFFF", opacity: 0.25 }),
    pathEl(drink, { fill: `url(#${drinkId})` }),
    ellipse(cx, level, levelW, levelW * 0.28, { fill: "#F4E6CE" }),
    specks(rng, cx, level, levelW * 0.7, levelW * 0.18, 40, "#9A5A2A", levelW * 0.022, 0.85),
    ...ice,
    cinnamonStick(cx + topW * 0.35, top - (bottom - top) * 0.1, (bottom - top) * 0.55, -70),
    pathEl(glass, { fill: "url(#glass)" }),
    ellipse(cx, top, topW, topW * 0.28, { fill: "none", stroke: "#FFFFFF", "stroke-width": 3, opacity: 0.8 }),
    pathEl(`M${n(cx - topW * 0.78)} ${n(top + (bottom - top) * 0.1)}L${n(cx - botW * 0.8)} ${n(bottom - (bottom - top) * 0.1)}`, { stroke: "#FFFFFF", "stroke-width": topW * 0.07, opacity: 0.6, "stroke-linecap": "round" }),
  ].join("");
}

/** Vitrolero: the big barrel jar aguas frescas are served from. */
function vitrolero(ctx: Ctx, cx: number, top: number, bottom: number, rw: number, fill: string): string {
  const h = bottom - top;
  const jar = `M${n(cx - rw * 0.85)} ${n(top)}C${n(cx - rw * 1.05)} ${n(top + h * 0.3)} ${n(cx - rw * 1.05)} ${n(top + h * 0.75)} ${n(cx - rw * 0.9)} ${n(bottom)}A${n(rw * 0.9)} ${n(rw * 0.25)} 0 0 0 ${n(cx + rw * 0.9)} ${n(bottom)}C${n(cx + rw * 1.05)} ${n(top + h * 0.75)} ${n(cx + rw * 1.05)} ${n(top + h * 0.3)} ${n(cx + rw * 0.85)} ${n(top)}Z`;
  const level = top + h * 0.25;
  return [
    shadow(cx, bottom + rw * 0.2, rw * 1.1, rw * 0.2, 0.35),
    g({ "clip-path": clip(ctx, jar) }, rect(cx - rw * 1.2, level, rw * 2.4, h, { fill: fill }), ellipse(cx, level, rw * 1.0, rw * 0.25, { fill: lighten(fill, 0.4) })),
    cinnamonStick(cx - rw * 0.3, level + rw * 0.08, rw * 0.7, 8),
    pathEl(jar, { fill: "url(#glass)", stroke: "#FFFFFF", "stroke-width": 3, "stroke-opacity": 0.6 }),
    // the moulded ridges of the glass
    ...[0.45, 0.8].map((t) =>
      pathEl(`M${n(cx - rw * 1.0)} ${n(top + h * t)}A${n(rw)} ${n(rw * 0.25)} 0 0 0 ${n(cx + rw * 1.0)} ${n(top + h * t)}`, { fill: "none", stroke: "#FFFFFF", "stroke-width": rw * 0.05, opacity: 0.45 }),
    ),
    ellipse(cx, top, rw * 0.85, rw * 0.22, { fill: "none", stroke: "#FFFFFF", "stroke-width": rw * 0.07, opacity: 0.85 }),
    pathEl(`M${n(cx + rw * 0.3)} ${n(level)}L${n(cx + rw * 0.6)} ${n(top - h * 0.15)}`, { stroke: "#B87A3E", "stroke-width": rw * 0.08, "stroke-linecap": "round" }),
  ].join("");
}

const horchataMotif: Motif = (ctx) => {
  const { rng, w, h } = ctx;
  const grains: string[] = [];
  for (let i = 0; i < 24; i++) {
    const x = w * between(rng, 0.62, 0.95);
    const y = h * between(rng, 0.86, 0.97);
    grains.push(ellipse(x, y, w * 0.008, w * 0.004, { fill: C.white, transform: `rotate(${n(rng() * 180)} ${n(x)} ${n(y)})` }));
  }
  return [
    vitrolero(ctx, w * 0.76, h * 0.16, h * 0.68, w * 0.17, "#EAD8B8"),
    bowl(ctx, w * 0.16, h * 0.8, w * 0.09, w * 0.05, C.terracotta, (inner) => ellipse(w * 0.16, h * 0.8, inner.rx, inner.ry, { fill: "#FBF6EC" }) + specks(rng, w * 0.16, h * 0.8, inner.rx * 0.8, inner.ry * 0.7, 30, "#E6DCCB", w * 0.005, 1)),
    horchataGlass(ctx, w * 0.44, h * 0.3, h * 0.86, w * 0.13, w * 0.1),
    cinnamonStick(w * 0.74, h * 0.86, w * 0.2, -8),
    cinnamonStick(w * 0.8, h * 0.92, w * 0.18, 6),
    ...grains,
  ].join("");
};

// --- blog, hero and about scenes -------------------------------------------------------------

/** A gold trophy cup on a wooden plinth, with a star instead of an inscription. */
function trophy(cx: number, base: number, s: number): string {
  const star = (x: number, y: number, r: number): string => {
    const pts: Pt[] = [];
    for (let i = 0; i < 10; i++) {
      const a = -Math.PI / 2 + (i * Math.PI) / 5;
      const rr = i % 2 ? r * 0.45 : r;
      pts.push({ x: x + Math.cos(a) * rr, y: y + Math.sin(a) * rr });
    }
    return polygon(pts);
  };
  const cupTop = base - s * 2.1;
  const cup = `M${n(cx - s * 0.75)} ${n(cupTop)}H${n(cx + s * 0.75)}C${n(cx + s * 0.75)} ${n(cupTop + s * 0.7)} ${n(cx + s * 0.45)} ${n(cupTop + s * 1.05)} ${n(cx + s * 0.12)} ${n(cupTop + s * 1.15)}H${n(cx - s * 0.12)}C${n(cx - s * 0.45)} ${n(cupTop + s * 1.05)} ${n(cx - s * 0.75)} ${n(cupTop + s * 0.7)} ${n(cx - s * 0.75)} ${n(cupTop)}Z`;
  const handle = (side: -1 | 1): string =>
    pathEl(`M${n(cx + side * s * 0.72)} ${n(cupTop + s * 0.15)}c${n(side * s * 0.45)} ${n(-s * 0.05)} ${n(side * s * 0.45)} ${n(s * 0.55)} ${n(side * -s * 0.05)} ${n(s * 0.7)}`, { fill: "none", stroke: "#C8921E", "stroke-width": s * 0.11, "stroke-linecap": "round" });
  return [
    shadow(cx, base + s * 0.05, s * 0.9, s * 0.12, 0.45),
    handle(-1),
    handle(1),
    pathEl(roundRect(cx - s * 0.6, base - s * 0.45, s * 1.2, s * 0.45, s * 0.05), { fill: "#5A3018" }),
    rect(cx - s * 0.6, base - s * 0.45, s * 1.2, s * 0.08, { fill: "#7A4A26" }),
    rect(cx - s * 0.3, base - s * 0.3, s * 0.6, s * 0.12, { fill: "url(#gold)" }),
    pathEl(`M${n(cx - s * 0.35)} ${n(base - s * 0.45)}L${n(cx - s * 0.2)} ${n(base - s * 0.6)}H${n(cx + s * 0.2)}L${n(cx + s * 0.35)} ${n(base - s * 0.45)}Z`, { fill: "url(#gold)" }),
    rect(cx - s * 0.08, cupTop + s * 1.1, s * 0.16, s * 0.42, { fill: "url(#gold)" }),
    ellipse(cx, cupTop + s * 1.15, s * 0.2, s * 0.06, { fill: "#C8921E" }),
    pathEl(cup, { fill: "url(#gold)" }),
    ellipse(cx, cupTop, s * 0.75, s * 0.14, { fill: "#B07A18" }),
    ellipse(cx, cupTop + s * 0.02, s * 0.66, s * 0.1, { fill: "#6E4A0E" }),
    pathEl(star(cx, cupTop + s * 0.5, s * 0.24), { fill: "#FFF3C4", opacity: 0.9 }),
    ellipse(cx - s * 0.45, cupTop + s * 0.35, s * 0.06, s * 0.2, { fill: C.white, opacity: 0.6 }),
  ].join("");
}

/** A prize rosette: pleated ring, gold centre with a star, two notched tails. */
function rosette(cx: number, cy: number, r: number, color: string, tails: string): string {
  const pleats: string[] = [];
  for (let i = 0; i < 24; i++) {
    const a = (i / 24) * Math.PI * 2;
    const b = ((i + 0.5) / 24) * Math.PI * 2;
    const c = ((i + 1) / 24) * Math.PI * 2;
    pleats.push(polygon([
      { x: cx + Math.cos(a) * r * 0.6, y: cy + Math.sin(a) * r * 0.6 },
      { x: cx + Math.cos(b) * r, y: cy + Math.sin(b) * r },
      { x: cx + Math.cos(c) * r * 0.6, y: cy + Math.sin(c) * r * 0.6 },
    ]));
  }
  const tail = (dx: number, rot: number): string =>
    pathEl(`M${n(-r * 0.22)} 0H${n(r * 0.22)}V${n(r * 1.5)}L0 ${n(r * 1.25)}L${n(-r * 0.22)} ${n(r * 1.5)}Z`, { fill: tails, transform: `${translate(cx + dx, cy + r * 0.3)} rotate(${rot})` });
  const starPts: Pt[] = [];
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 ? r * 0.13 : r * 0.28;
    starPts.push({ x: cx + Math.cos(a) * rr, y: cy + Math.sin(a) * rr });
  }
  return [
    tail(-r * 0.25, 14),
    tail(r * 0.25, -14),
    circle(cx, cy, r * 0.98, { fill: darken(color, 0.25) }),
    pathEl(pleats.join(""), { fill: color }),
    circle(cx, cy, r * 0.62, { fill: C.cream }),
    circle(cx, cy, r * 0.5, { fill: "url(#gold)" }),
    pathEl(polygon(starPts), { fill: "#FFF3C4" }),
  ].join("");
}

const carnitasAwardScene: Motif = (ctx) => {
  const { rng, w, h } = ctx;
  const cx = w * 0.63;
  const cy = h * 0.6;
  const rx = w * 0.25;
  return [
    steam(rng, cx, cy - rx * 0.3, h * 0.22),
    cazo(ctx, cx, cy, rx, h * 0.28, (inner) => carnitasHeap(rng, cx, cy, inner.rx, inner.ry, false, 52)),
    trophy(w * 0.26, h * 0.84, w * 0.085),
    rosette(w * 0.4, h * 0.66, w * 0.045, C.turquoise, C.deepRed),
    limeWedge(w * 0.89, h * 0.93, w * 0.03, -10),
    limeWedge(w * 0.94, h * 0.88, w * 0.028, 15),
    cilantro(rng, w * 0.08, h * 0.92, w * 0.04, -30),
  ].join("");
};

const carnitasGuideScene: Motif = (ctx) => {
  const { rng, w, h } = ctx;
  const plateAt = (x: number, mixed: boolean, rim: string): string => {
    const y = h * 0.68;
    const prx = w * 0.2;
    return plate(x, y, prx, rim) + carnitasHeap(rng, x, y + prx * 0.03, prx * 0.64, prx * K * 0.6, mixed, 34, false) + onionCilantro(rng, x, y - prx * 0.1, prx * 0.22, prx * 0.06, 16);
  };
  return [
    salsaBowl(ctx, w * 0.5, h * 0.58, w * 0.05, "#B5281F"),
    plateAt(w * 0.26, false, C.cobalt),
    plateAt(w * 0.74, true, C.terracotta),
    limeWedge(w * 0.47, h * 0.86, w * 0.028, -10),
    limeWedge(w * 0.53, h * 0.9, w * 0.028, 12),
    servilleta(w * 0.94, h * 0.55, w * 0.12, h * 0.16, C.deepRed),
    tortillaStack(rng, w * 0.94, h * 0.55, w * 0.045, 6),
  ].join("");
};

/** A charcoal grill in 3/4 view: glowing coals, a grate, and whatever is grilling. */
function grill(ctx: Ctx, cx: number, top: number, halfBack: number, halfFront: number, depth: number, bodyH: number, food: string): string {
  const { rng } = ctx;
  const bl = { x: cx - halfBack, y: top };
  const br = { x: cx + halfBack, y: top };
  const fr = { x: cx + halfFront, y: top + depth };
  const fl = { x: cx - halfFront, y: top + depth };
  const topFace = polygon([bl, br, fr, fl]);
  const coals: string[] = [rect(fl.x, top, fr.x - fl.x, depth, { fill: "#2A1510" })];
  for (let i = 0; i < 60; i++) {
    const t = rng();
    const u = rng();
    const y = top + t * depth;
    const half = halfBack + (halfFront - halfBack) * t;
    const x = cx + (u * 2 - 1) * half * 0.95;
    const r = depth * between(rng, 0.05, 0.09);
    coals.push(ellipse(x, y, r, r * 0.6, { fill: i % 3 ? "url(#ember)" : "#4A2A22" }));
  }
  const bars: string[] = [];
  for (let i = 0; i <= 16; i++) {
    const t = i / 16;
    bars.push(`M${n(bl.x + (br.x - bl.x) * t)} ${n(top)}L${n(fl.x + (fr.x - fl.x) * t)} ${n(top + depth)}`);
  }
  return [
    shadow(cx, top + depth + bodyH, halfFront * 1.05, depth * 0.18, 0.45),
    // legs
    rect(fl.x + halfFront * 0.08, top + depth, halfFront * 0.05, bodyH * 1.15, { fill: "#1E1E1E" }),
    rect(fr.x - halfFront * 0.13, top + depth, halfFront * 0.05, bodyH * 1.15, { fill: "#1E1E1E" }),
    pathEl(polygon([fl, fr, { x: fr.x - halfFront * 0.04, y: fr.y + bodyH }, { x: fl.x + halfFront * 0.04, y: fl.y + bodyH }]), { fill: "#2B2B2B" }),
    rect(fl.x, fl.y, fr.x - fl.x, bodyH * 0.12, { fill: "#3C3C3C" }),
    g({ "clip-path": clip(ctx, topFace) }, ...coals, rect(fl.x, top, fr.x - fl.x, depth, { fill: "url(#glow)", opacity: 0.6 })),
    pathEl(topFace, { fill: "none", stroke: "#3A3A3A", "stroke-width": depth * 0.05 }),
    pathEl(bars.join(""), { stroke: "#8D969C", "stroke-width": depth * 0.018, "stroke-linecap": "round" }),
    food,
  ].join("");
}

const asadaTipsScene: Motif = (ctx) => {
  const { rng, w, h } = ctx;
  const top = h * 0.5;
  const food = [
    grilledSlice(ctx, w * 0.38, h * 0.58, w * 0.12, h * 0.065, -0.1, TONES.grilledBeef),
    grilledSlice(ctx, w * 0.6, h * 0.6, w * 0.13, h * 0.07, 0.12, TONES.grilledBeef),
    cebollita(w * 0.3, h * 0.7, w * 0.028, -6),
    cebollita(w * 0.34, h * 0.74, w * 0.027, 2),
    jalapenoToreado(w * 0.62, h * 0.72, w * 0.08, -10),
    jalapenoToreado(w * 0.7, h * 0.69, w * 0.075, 12),
  ].join("");
  return [
    steam(rng, w * 0.42, h * 0.5, h * 0.3, 2),
    steam(rng, w * 0.62, h * 0.52, h * 0.26, 2),
    grill(ctx, w * 0.5, top, w * 0.3, w * 0.36, h * 0.28, h * 0.16, food),
    limeHalf(w * 0.1, h * 0.86, w * 0.035),
    limeWedge(w * 0.18, h * 0.93, w * 0.03, 10),
    board(w * 0.9, h * 0.86, w * 0.16, h * 0.14, C.woodLight, "none"),
    rawSteak(ctx, w * 0.9, h * 0.85, w * 0.06, h * 0.045, 0.1, TONES.rawBeef, true, 6),
  ].join("");
};

/** A little pig, the shop's emblem on the hanging sign (no lettering). */
function pigIcon(cx: number, cy: number, s: number, color: string): string {
  return g(
    { fill: color },
    ellipse(cx, cy, s, s * 0.62),
    circle(cx + s * 0.85, cy - s * 0.15, s * 0.45),
    pathEl(`M${n(cx + s * 0.7)} ${n(cy - s * 0.5)}l${n(s * 0.1)} ${n(-s * 0.35)}l${n(s * 0.22)} ${n(s * 0.3)}Z`),
    pathEl(roundRect(cx + s * 1.15, cy - s * 0.3, s * 0.3, s * 0.3, s * 0.1)),
    rect(cx - s * 0.65, cy + s * 0.4, s * 0.22, s * 0.45, { rx: s * 0.06 }),
    rect(cx + s * 0.35, cy + s * 0.4, s * 0.22, s * 0.45, { rx: s * 0.06 }),
    pathEl(`M${n(cx - s * 0.95)} ${n(cy - s * 0.1)}c${n(-s * 0.3)} ${n(-s * 0.05)} ${n(-s * 0.3)} ${n(-s * 0.4)} ${n(-s * 0.1)} ${n(-s * 0.35)}`, { fill: "none", stroke: color, "stroke-width": s * 0.1, "stroke-linecap": "round" }),
  );
}

const familyStoryScene: Motif = (ctx) => {
  const { rng, w, h } = ctx;
  const parts: string[] = [];
  // facade
  parts.push(rect(0, 0, w, h, { fill: "#C9673F" }), rect(0, 0, w, h, { fill: "url(#vignette)", opacity: 0.5 }));
  // sidewalk
  parts.push(rect(0, h * 0.9, w, h * 0.1, { fill: "#CDBBA4" }), rect(0, h * 0.9, w, h * 0.012, { fill: "#8E7A64" }));
  for (let i = 1; i < 8; i++) parts.push(rect((w * i) / 8, h * 0.9, 3, h * 0.1, { fill: "#A8957E" }));
  // shop window with the butcher counter inside
  const wx = w * 0.06;
  const wy = h * 0.36;
  const ww = w * 0.56;
  const wh = h * 0.48;
  const tileId = ctx.id("shoptile");
  const interior: string[] = [
    rect(wx, wy, ww, wh, { fill: "#F3E3C6" }),
    rect(wx, wy, ww, wh * 0.45, { fill: `url(#${tileId})` }),
    // the counter: display case with trays of meat
    rect(wx, wy + wh * 0.55, ww, wh * 0.45, { fill: "#E9E4DA" }),
    rect(wx, wy + wh * 0.52, ww, wh * 0.05, { fill: "#8D969C" }),
  ];
  const trays: [number, string, string][] = [
    [0.12, "#B8343A", "#F4E3D7"],
    [0.32, "#E39A95", "#FBF0E6"],
    [0.52, "#A82A22", "#F0C9A8"],
    [0.72, "#C06F2A", "#F5BC68"],
  ];
  for (const [t, meat, hl] of trays) {
    const tx = wx + ww * t;
    const ty = wy + wh * 0.66;
    interior.push(rect(tx, ty, ww * 0.17, wh * 0.16, { fill: "#C9D0D4", rx: 6 }));
    for (let k = 0; k < 3; k++) interior.push(pathEl(blob(rng, tx + ww * (0.035 + k * 0.05), ty + wh * 0.08, ww * 0.03, wh * 0.05, 8, 0.12), { fill: meat }), ellipse(tx + ww * (0.03 + k * 0.05), ty + wh * 0.06, ww * 0.01, wh * 0.015, { fill: hl, opacity: 0.8 }));
  }
  interior.push(
    // glass front of the case
    rect(wx, wy + wh * 0.57, ww, wh * 0.43, { fill: "#DFF3F0", opacity: 0.25 }),
    pathEl(`M${n(wx + ww * 0.1)} ${n(wy + wh * 0.98)}L${n(wx + ww * 0.3)} ${n(wy + wh * 0.6)}M${n(wx + ww * 0.55)} ${n(wy + wh * 0.98)}L${n(wx + ww * 0.7)} ${n(wy + wh * 0.6)}`, { stroke: C.white, "stroke-width": 10, opacity: 0.35 }),
    // a copper cazo on the back counter
    ellipse(wx + ww * 0.82, wy + wh * 0.42, ww * 0.09, ww * 0.025, { fill: "url(#copperRim)" }),
    pathEl(`M${n(wx + ww * 0.73)} ${n(wy + wh * 0.42)}Q${n(wx + ww * 0.74)} ${n(wy + wh * 0.53)} ${n(wx + ww * 0.82)} ${n(wy + wh * 0.53)}Q${n(wx + ww * 0.9)} ${n(wy + wh * 0.53)} ${n(wx + ww * 0.91)} ${n(wy + wh * 0.42)}Z`, { fill: "url(#copper)" }),
    // chorizo hanging from a rail
    rect(wx + ww * 0.05, wy + wh * 0.06, ww * 0.4, 5, { fill: "#8D969C" }),
  );
  for (let i = 0; i < 7; i++) {
    const x = wx + ww * (0.08 + i * 0.055);
    interior.push(pathEl(roundRect(x - 9, wy + wh * 0.08, 18, wh * (0.16 + (i % 3) * 0.03), 9), { fill: i % 2 ? "#A82A22" : "#8E2018" }));
  }
  ctx.defs.push(el("pattern", { id: tileId, width: 40, height: 40, patternUnits: "userSpaceOnUse" }, rect(0, 0, 40, 40, { fill: "#F3E3C6" }) + circle(20, 20, 9, { fill: C.turquoise, opacity: 0.35 }) + rect(0, 0, 40, 40, { fill: "none", stroke: "#D9C4A0", "stroke-width": 2 })));
  parts.push(
    g({ "clip-path": clip(ctx, roundRect(wx, wy, ww, wh, 8)) }, ...interior),
    pathEl(roundRect(wx, wy, ww, wh, 8), { fill: "none", stroke: C.turquoise, "stroke-width": 18 }),
    rect(wx + ww / 2 - 6, wy, 12, wh, { fill: C.turquoise }),
    rect(wx - 16, wy + wh, ww + 32, 20, { fill: "#8A3E1C" }),
  );
  // door
  const dx = w * 0.7;
  const dy = h * 0.36;
  const dw = w * 0.2;
  const dh = h * 0.54;
  parts.push(
    rect(dx - 14, dy - 14, dw + 28, dh + 14, { fill: C.turquoise }),
    rect(dx, dy, dw, dh, { fill: "#7A4A26" }),
    rect(dx + dw * 0.1, dy + dh * 0.07, dw * 0.8, dh * 0.45, { fill: "#F3E3C6" }),
    rect(dx + dw * 0.1, dy + dh * 0.07, dw * 0.8, dh * 0.45, { fill: "#DFF3F0", opacity: 0.35 }),
    picadoGarland(rng, dx + dw * 0.12, dx + dw * 0.88, dy + dh * 0.09, dh * 0.03, dw * 0.12, 0.9),
    rect(dx + dw * 0.1, dy + dh * 0.6, dw * 0.8, dh * 0.33, { fill: "#6A3E1E" }),
    circle(dx + dw * 0.84, dy + dh * 0.56, dw * 0.035, { fill: "url(#gold)" }),
  );
  // hanging sign with the pig
  const sx = w * 0.655;
  parts.push(
    rect(sx - w * 0.005, h * 0.38, w * 0.05, 8, { fill: "#2B2B2B" }),
    pathEl(`M${n(sx + w * 0.005)} ${n(h * 0.385)}V${n(h * 0.43)}M${n(sx + w * 0.04)} ${n(h * 0.385)}V${n(h * 0.43)}`, { stroke: "#2B2B2B", "stroke-width": 3 }),
  );
  // awning with scalloped edge and stripes
  const aw = rect(0, 0, w, h * 0.08, { fill: "#8A3E1C" });
  const stripes: string[] = [];
  const sw = w / 16;
  for (let i = 0; i < 16; i++) stripes.push(pathEl(polygon([{ x: i * sw, y: h * 0.08 }, { x: (i + 1) * sw, y: h * 0.08 }, { x: (i + 1) * sw + sw * 0.02, y: h * 0.24 }, { x: i * sw + sw * 0.02, y: h * 0.24 }]), { fill: i % 2 ? C.cream : C.deepRed }));
  const scallops: string[] = [];
  for (let i = 0; i < 16; i++) scallops.push(pathEl(`M${n(i * sw)} ${n(h * 0.24)}A${n(sw / 2)} ${n(sw * 0.35)} 0 0 0 ${n((i + 1) * sw)} ${n(h * 0.24)}Z`, { fill: i % 2 ? C.cream : C.deepRed }));
  parts.push(aw, rect(0, h * 0.08, w, h * 0.2, { fill: "#000", opacity: 0.15, filter: "url(#blurBig)" }), ...stripes, ...scallops, rect(0, h * 0.08, w, h * 0.02, { fill: "#000", opacity: 0.12 }));
  parts.push(picadoGarland(rng, -10, w + 10, h * 0.29, h * 0.04, w * 0.05, 0.95));
  // potted plants by the door
  const pot = (x: number): string =>
    [
      shadow(x, h * 0.93, w * 0.045, h * 0.015, 0.4),
      pathEl(`M${n(x - w * 0.04)} ${n(h * 0.8)}H${n(x + w * 0.04)}L${n(x + w * 0.03)} ${n(h * 0.93)}H${n(x - w * 0.03)}Z`, { fill: "url(#clay)" }),
      rect(x - w * 0.044, h * 0.79, w * 0.088, h * 0.025, { fill: "#D98256" }),
      ...[-50, -25, 0, 25, 50].map((a) => pathEl(`M${n(x)} ${n(h * 0.8)}q${n(a * 0.6)} ${n(-h * 0.08)} ${n(a * 1.6)} ${n(-h * 0.2 + Math.abs(a) * 1.2)}q${n(-a * 0.5)} ${n(h * 0.1)} ${n(-a * 1.2)} ${n(h * 0.2 - Math.abs(a) * 1.2)}Z`, { fill: a === 0 ? "#4E8F5A" : "#3E7A4A" })),
    ].join("");
  parts.push(pot(w * 0.655), pot(w * 0.955));
  // the sign hangs in front of the awning shadow
  parts.push(
    circle(sx + w * 0.022, h * 0.48, w * 0.045, { fill: C.cream, stroke: "#5A3018", "stroke-width": 6 }),
    pigIcon(sx + w * 0.015, h * 0.485, w * 0.02, C.terracotta),
  );
  return parts.join("");
};

/** The home page hero: counter, cazo of carnitas, tortillas, salsas, papel picado. */
const heroScene: Motif = (ctx) => {
  const { rng, w, h } = ctx;
  const cx = w * 0.68;
  const cy = h * 0.66;
  const rx = w * 0.21;
  return [
    ellipse(w * 0.75, h * 0.25, w * 0.35, h * 0.3, { fill: "url(#glow)" }),
    picadoGarland(rng, -20, w * 0.5, -8, h * 0.07, w * 0.05, 0.9),
    picadoGarland(rng, w * 0.5, w + 20, -8, h * 0.06, w * 0.05, 0.9),
    // dried chiles hanging on the wall, right
    ...[0, 1, 2, 3].map((i) => driedChile(w * 0.94, h * (0.22 + i * 0.07), w * 0.06, 80 + (i % 2 ? 10 : -10), "#8E1A16")),
    pathEl(`M${n(w * 0.94)} ${n(h * 0.12)}V${n(h * 0.22)}`, { stroke: "#D9C4A0", "stroke-width": 3 }),
    steam(rng, cx, cy - rx * 0.35, h * 0.22),
    cazo(ctx, cx, cy, rx, h * 0.26, (inner) => carnitasHeap(rng, cx, cy, inner.rx, inner.ry, false, 56)),
    servilleta(w * 0.93, h * 0.8, w * 0.14, h * 0.2, C.deepRed),
    tortillaStack(rng, w * 0.93, h * 0.8, w * 0.055, 9),
    salsaBowl(ctx, w * 0.47, h * 0.82, w * 0.05, "#B5281F"),
    salsaBowl(ctx, w * 0.58, h * 0.92, w * 0.045, "#5F8F2E", C.turquoise),
    limeWedge(w * 0.79, h * 0.95, w * 0.026, -10),
    limeWedge(w * 0.84, h * 0.97, w * 0.024, 12),
    cilantro(rng, w * 0.38, h * 0.93, w * 0.035, -40),
    // a few quiet things on the left of the counter, under where the headline sits
    driedChile(w * 0.06, h * 0.92, w * 0.07, -8),
    limeHalf(w * 0.16, h * 0.95, w * 0.025),
  ].join("");
};

/** A burner ring with flames, seen at an angle. */
function burner(rng: Rng, cx: number, cy: number, rx: number): string {
  const flames: string[] = [];
  for (let i = 0; i < 15; i++) {
    const t = i / 14;
    const x = cx + (t * 2 - 1) * rx * 0.85;
    const fh = rx * between(rng, 0.45, 0.7) * (1 - Math.abs(t * 2 - 1) * 0.3);
    const fw = rx * 0.07;
    flames.push(pathEl(`M${n(x - fw)} ${n(cy)}Q${n(x - fw)} ${n(cy - fh * 0.5)} ${n(x)} ${n(cy - fh)}Q${n(x + fw)} ${n(cy - fh * 0.5)} ${n(x + fw)} ${n(cy)}Z`, { fill: "url(#flame)" }));
    flames.push(pathEl(`M${n(x - fw * 0.5)} ${n(cy)}Q${n(x - fw * 0.5)} ${n(cy - fh * 0.2)} ${n(x)} ${n(cy - fh * 0.35)}Q${n(x + fw * 0.5)} ${n(cy - fh * 0.2)} ${n(x + fw * 0.5)} ${n(cy)}Z`, { fill: "#4A8BE0", opacity: 0.85 }));
  }
  return [ellipse(cx, cy, rx * 1.05, rx * 0.2, { fill: "#2B2B2B" }), ellipse(cx, cy - 3, rx * 0.95, rx * 0.15, { fill: "#4A4A4A" }), ellipse(cx, cy - 20, rx, rx * 0.35, { fill: "url(#glow)" }), ...flames].join("");
}

const aboutKitchenScene: Motif = (ctx) => {
  const { rng, w, h } = ctx;
  const cx = w * 0.5;
  const cy = h * 0.38;
  const rx = w * 0.33;
  const depth = h * 0.24;
  const ringY = cy + depth * 0.72;
  const ringRx = rx * 0.8;
  const floorY = h * 0.95;
  const utensil = (x: number, kind: "ladle" | "skimmer" | "spoon"): string => {
    const top = h * 0.08;
    const len = h * 0.2;
    const head =
      kind === "ladle"
        ? ellipse(x, top + len, w * 0.03, w * 0.022, { fill: "url(#copper)" })
        : kind === "skimmer"
          ? circle(x, top + len, w * 0.03, { fill: "#8D969C" }) + specks(rng, x, top + len, w * 0.022, w * 0.022, 10, "#4A4A4A", w * 0.003, 1)
          : ellipse(x, top + len, w * 0.022, w * 0.032, { fill: C.woodLight });
    return pathEl(`M${n(x)} ${n(top)}V${n(top + len)}`, { stroke: kind === "spoon" ? C.woodLight : "#8D969C", "stroke-width": w * 0.008, "stroke-linecap": "round" }) + head + circle(x, top - 4, 5, { fill: "none", stroke: "#5A5A5A", "stroke-width": 2 });
  };
  const leg = (side: -1 | 1): string => pathEl(`M${n(cx + side * ringRx * 0.95)} ${n(ringY)}L${n(cx + side * ringRx * 1.12)} ${n(floorY)}`, { stroke: "#2B2B2B", "stroke-width": w * 0.014, "stroke-linecap": "round" });
  return [
    rect(w * 0.04, h * 0.06, w * 0.3, 8, { fill: "#7A4A26" }),
    utensil(w * 0.09, "ladle"),
    utensil(w * 0.18, "skimmer"),
    utensil(w * 0.27, "spoon"),
    // a shelf with clay jarros
    rect(w * 0.7, h * 0.2, w * 0.27, 10, { fill: "#7A4A26" }),
    ...[0.74, 0.81, 0.88, 0.94].map((x, i) =>
      pathEl(`M${n(w * x - 14)} ${n(h * 0.2)}C${n(w * x - 20)} ${n(h * 0.14)} ${n(w * x - 10)} ${n(h * 0.12)} ${n(w * x - 6)} ${n(h * 0.11)}H${n(w * x + 6)}C${n(w * x + 10)} ${n(h * 0.12)} ${n(w * x + 20)} ${n(h * 0.14)} ${n(w * x + 14)} ${n(h * 0.2)}Z`, { fill: i % 2 ? "#B5532E" : "#C8703F" }),
    ),
    shadow(cx, floorY, rx * 0.9, h * 0.03, 0.4),
    // back half of the stand ring, then the fire, then the pot, then the front of the ring
    pathEl(`M${n(cx - ringRx)} ${n(ringY)}A${n(ringRx)} ${n(ringRx * 0.16)} 0 0 1 ${n(cx + ringRx)} ${n(ringY)}`, { fill: "none", stroke: "#2B2B2B", "stroke-width": 7 }),
    leg(-1),
    leg(1),
    pathEl(`M${n(cx)} ${n(ringY + ringRx * 0.16)}V${n(floorY)}`, { stroke: "#2B2B2B", "stroke-width": w * 0.014, "stroke-linecap": "round" }),
    burner(rng, cx, h * 0.72, rx * 0.5),
    steam(rng, cx - rx * 0.2, cy - rx * 0.3, h * 0.2),
    steam(rng, cx + rx * 0.3, cy - rx * 0.28, h * 0.18, 2),
    cazo(ctx, cx, cy, rx, depth, (inner) => carnitasHeap(rng, cx, cy, inner.rx, inner.ry, false, 40)),
    pathEl(`M${n(cx - ringRx)} ${n(ringY)}A${n(ringRx)} ${n(ringRx * 0.16)} 0 0 0 ${n(cx + ringRx)} ${n(ringY)}`, { fill: "none", stroke: "#2B2B2B", "stroke-width": 8 }),
    // the wooden paddle (pala) used to stir the carnitas
    pathEl(`M${n(cx - rx * 0.2)} ${n(cy - rx * 0.05)}L${n(cx - rx * 0.75)} ${n(cy - rx * 0.78)}`, { stroke: "#7A4A26", "stroke-width": w * 0.02, "stroke-linecap": "round" }),
    pathEl(`M${n(cx - rx * 0.2)} ${n(cy - rx * 0.05)}L${n(cx - rx * 0.75)} ${n(cy - rx * 0.78)}`, { stroke: "#C89462", "stroke-width": w * 0.009, "stroke-linecap": "round" }),
  ].join("");
};

// ---------------------------------------------------------------------------------------------
// The catalogue of pictures
// ---------------------------------------------------------------------------------------------

const STYLE = {
  warmTiles: { wall: "talavera", wallColor: "#F6E6C8", accent: C.cobalt, table: "wood" },
  turquoiseTiles: { wall: "talavera", wallColor: "#EFE3CC", accent: C.turquoise, table: "darkwood" },
  terracottaPicado: { wall: "picado", wallColor: "#C86540", accent: C.saffron, table: "wood" },
  saffronPicado: { wall: "picado", wallColor: "#E6A548", accent: C.terracotta, table: "darkwood" },
  redRosette: { wall: "rosette", wallColor: "#A33A2E", accent: C.saffronLight, table: "linen" },
  tealRosette: { wall: "rosette", wallColor: "#2F8A80", accent: C.cream, table: "wood" },
  creamPlaster: { wall: "plaster", wallColor: "#F3E3C6", accent: C.turquoise, table: "saltillo" },
  serape: { wall: "rosette", wallColor: "#E9D4B0", accent: C.terracotta, table: "serape" },
  hero: { wall: "plaster", wallColor: "#B4502D", accent: C.saffron, table: "darkwood" },
  kitchen: { wall: "talavera", wallColor: "#F3E6CC", accent: C.turquoise, table: "saltillo" },
} satisfies Record<string, SceneStyle>;

/** slug → motif + palette, for the menu (4:3). */
const MENU: { slug: string; motif: Motif; style: SceneStyle }[] = [
  { slug: "carnitas-maciza", motif: carnitasInCazo(false), style: STYLE.terracottaPicado },
  { slug: "carnitas-mixed", motif: carnitasInCazo(true), style: STYLE.turquoiseTiles },
  { slug: "chicharron", motif: chicharronMotif, style: STYLE.tealRosette },
  { slug: "carnitas-family-pack", motif: familyPackMotif, style: STYLE.saffronPicado },
  { slug: "arrachera", motif: arracheraMotif, style: STYLE.warmTiles },
  { slug: "carne-asada", motif: carneAsadaMotif, style: STYLE.terracottaPicado },
  { slug: "diezmillo", motif: diezmilloMotif, style: STYLE.turquoiseTiles },
  { slug: "beef-short-ribs", motif: shortRibsMotif, style: STYLE.redRosette },
  { slug: "ground-beef", motif: groundBeefMotif, style: STYLE.warmTiles },
  { slug: "al-pastor", motif: alPastorMotif, style: STYLE.saffronPicado },
  { slug: "pork-chops", motif: porkChopsMotif, style: STYLE.tealRosette },
  { slug: "pork-spare-ribs", motif: spareRibsMotif, style: STYLE.creamPlaster },
  { slug: "chorizo", motif: chorizoMotif, style: STYLE.redRosette },
  { slug: "pollo-asado", motif: polloAsadoMotif, style: STYLE.turquoiseTiles },
  { slug: "chicken-breast", motif: chickenBreastMotif, style: STYLE.warmTiles },
  { slug: "whole-chicken", motif: wholeChickenMotif, style: STYLE.tealRosette },
  { slug: "carnitas-plate", motif: carnitasPlateMotif, style: STYLE.serape },
  { slug: "birria", motif: birriaMotif, style: STYLE.turquoiseTiles },
  { slug: "tamales", motif: tamalesMotif, style: STYLE.terracottaPicado },
  { slug: "chile-verde", motif: chileVerdeMotif, style: STYLE.redRosette },
  { slug: "frijoles", motif: frijolesMotif, style: STYLE.creamPlaster },
  { slug: "tortillas", motif: tortillasMotif, style: STYLE.tealRosette },
  { slug: "salsa-roja", motif: salsaRojaMotif, style: STYLE.warmTiles },
  { slug: "horchata", motif: horchataMotif, style: STYLE.tealRosette },
];

/** slug → scene + palette, for blog covers (16:9). A null style means the scene paints its own backdrop. */
const BLOG: { slug: string; motif: Motif; style: SceneStyle | null }[] = [
  { slug: "carnitas-award", motif: carnitasAwardScene, style: STYLE.saffronPicado },
  { slug: "carnitas-guide", motif: carnitasGuideScene, style: { ...STYLE.warmTiles, table: "linen", accent: C.turquoise } },
  { slug: "asada-tips", motif: asadaTipsScene, style: STYLE.terracottaPicado },
  { slug: "family-story", motif: familyStoryScene, style: null },
];

/** One drawing, rendered at several widths to `public/<name>-<width>w.webp`. */
interface Picture {
  name: string;
  motif: Motif;
  style: SceneStyle | null;
  /** viewBox the motif draws in; the aspect ratio of the output */
  box: { w: number; h: number };
  /** y of the back edge of the table, as a fraction of the height */
  horizon: number;
  widths: readonly number[];
}

const MENU_BOX = { w: 800, h: 600 };
const WIDE_BOX = { w: 1600, h: 900 };
const CARD_WIDTHS = [320, 640, 960] as const;

const HERO: Picture = { name: "images/hero", motif: heroScene, style: STYLE.hero, box: WIDE_BOX, horizon: 0.6, widths: [640, 1280, 1920] };

const PICTURES: Picture[] = [
  ...MENU.map((m) => ({ name: `images/menu/${m.slug}`, motif: m.motif, style: m.style, box: MENU_BOX, horizon: 0.42, widths: CARD_WIDTHS })),
  ...BLOG.map((b) => ({ name: `images/blog/${b.slug}`, motif: b.motif, style: b.style, box: WIDE_BOX, horizon: 0.5, widths: CARD_WIDTHS })),
  HERO,
  { name: "images/about-kitchen", motif: aboutKitchenScene, style: STYLE.kitchen, box: MENU_BOX, horizon: 0.66, widths: CARD_WIDTHS },
];

// ---------------------------------------------------------------------------------------------
// Icons
// ---------------------------------------------------------------------------------------------

/** The favicon: a bold copper cazo with steam, terracotta on cream. Legible at 16 px. */
function faviconSvg(): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">`,
    rect(0, 0, 64, 64, { rx: 14, fill: C.cream }),
    pathEl("M24 7c-4 4 4 7 0 12M40 7c-4 4 4 7 0 12", { fill: "none", stroke: C.terracotta, "stroke-width": 4.5, "stroke-linecap": "round" }),
    pathEl("M9 28H55C55 44 46 55 32 55C18 55 9 44 9 28Z", { fill: C.terracotta }),
    pathEl("M17 35C18 42 22 47 28 49", { fill: "none", stroke: "#E99A6A", "stroke-width": 3.5, "stroke-linecap": "round" }),
    rect(5, 24, 54, 8, { rx: 4, fill: C.terracottaDark }),
    `</svg>`,
  ].join("");
}

// ---------------------------------------------------------------------------------------------
// Rendering
// ---------------------------------------------------------------------------------------------

function renderSvg(picture: Pick<Picture, "name" | "motif" | "style" | "box" | "horizon">): string {
  const ctx = makeCtx(picture.name, picture.box.w, picture.box.h, picture.box.h * picture.horizon);
  const back = picture.style ? backdrop(ctx, picture.style) : "";
  const motif = picture.motif(ctx);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${ctx.w} ${ctx.h}" width="${ctx.w}" height="${ctx.h}">` +
    `<defs>${SHARED_DEFS}${ctx.defs.join("")}</defs>${back}${motif}${vignette(ctx)}</svg>`
  );
}

interface Output {
  file: string;
  bytes: number;
}

/** Rasterises an SVG at exactly `width` pixels wide (vector scaling, not resampling). */
function raster(svg: string, viewBoxWidth: number, width: number): Sharp {
  return sharp(Buffer.from(svg), { density: (72 * width) / viewBoxWidth });
}

async function save(file: string, data: Buffer | string): Promise<Output> {
  const target = path.join(PUBLIC_DIR, file);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, data);
  return { file, bytes: Buffer.byteLength(data) };
}

async function renderPicture(picture: Picture): Promise<Output[]> {
  const svg = renderSvg(picture);
  const outputs: Output[] = [];
  for (const width of picture.widths) {
    const height = Math.round((width * picture.box.h) / picture.box.w);
    const webp = await raster(svg, picture.box.w, width)
      .resize(width, height, { fit: "fill" })
      .webp({ quality: 78, effort: 6 })
      .toBuffer();
    outputs.push(await save(`${picture.name}-${width}w.webp`, webp));
  }
  return outputs;
}

async function renderIcons(): Promise<Output[]> {
  const favicon = faviconSvg();
  const apple = await sharp(Buffer.from(favicon), { density: (72 * 180) / 64 })
    .resize(180, 180)
    .flatten({ background: C.cream })
    .png({ compressionLevel: 9 })
    .toBuffer();
  const og = await raster(renderSvg(HERO), HERO.box.w, 1200)
    .resize(1200, 630, { fit: "cover", position: "centre" })
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer();
  return [await save("favicon.svg", favicon), await save("apple-touch-icon.png", apple), await save("og-default.jpg", og)];
}

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1).padStart(7)} KB`;

async function main(): Promise<void> {
  const filter = process.argv[2] ?? "";
  const outputs: Output[] = [];
  for (const picture of PICTURES) {
    if (picture.name.includes(filter)) outputs.push(...(await renderPicture(picture)));
  }
  if ("favicon apple-touch-icon og-default".includes(filter) || filter === "") outputs.push(...(await renderIcons()));
  for (const o of outputs) console.log(`${kb(o.bytes)}  public/${o.file}`);
  const total = outputs.reduce((sum, o) => sum + o.bytes, 0);
  console.log(`${kb(total)}  total, ${outputs.length} files`);
}

await main();
