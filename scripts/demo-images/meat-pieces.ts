// Pieces of meat shared by several pictures: pulled pork, chicharrón, raw steak, grilled slices, tacos, carnitas heaps.

import { at, between, type Rng } from "./random";
import { blob, blobPoints, circle, ellipse, g, n, pathEl, rect, smoothClosed, smoothOpen, translate, type Pt } from "./svg";
import { C, TONES, darken, lighten, mix, type MeatTone } from "./palette";
import { clip, type Ctx } from "./scene-context";
import { heap } from "./vessels";

/** A chunk of pulled, browned pork: shadow, body, lit side, shreds and crisp spots. */
export function porkChunk(rng: Rng, x: number, y: number, s: number, tone: MeatTone): string {
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

/** A chicharrón: a big puffed sheet of fried skin, wavy-edged and full of bubbles. */
export function chicharronPiece(rng: Rng, x: number, y: number, s: number, rot = 0): string {
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

/** Parallel stripes (grill marks, fibres) across a shape, clipped to it. */
export function stripesIn(
  ctx: Ctx,
  shape: string,
  cx: number,
  cy: number,
  span: number,
  angle: number,
  gap: number,
  width: number,
  color: string,
  opacity: number,
): string {
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
export function marbling(rng: Rng, cx: number, cy: number, rx: number, ry: number, count: number, color: string): string {
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
    parts.push(
      pathEl(smoothOpen(pts), {
        fill: "none",
        stroke: color,
        "stroke-width": rx * between(rng, 0.012, 0.03),
        "stroke-linecap": "round",
        opacity: 0.6,
      }),
    );
  }
  return parts.join("");
}

/** A raw steak: optional rim of fat, marbling, a wet highlight. */
export function rawSteak(
  ctx: Ctx,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  rot: number,
  tone: MeatTone,
  fat: boolean,
  marble: number,
): string {
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
    ellipse(cx - rx * 0.35, cy - ry * 0.35, rx * 0.14, ry * 0.06, {
      fill: C.white,
      opacity: 0.45,
      transform: `rotate(${n((rot * 180) / Math.PI - 15)} ${n(cx - rx * 0.35)} ${n(cy - ry * 0.35)})`,
    }),
  ].join("");
}

/** A taco seen from the side: folded tortilla with filling and garnish. */
export function taco(rng: Rng, x: number, y: number, s: number, filling: MeatTone): string {
  const bits: string[] = [];
  for (let i = 0; i < 7; i++) {
    bits.push(
      ellipse(x + between(rng, -0.7, 0.7) * s, y - s * between(rng, 0.45, 0.6), s * 0.16, s * 0.1, {
        fill: i % 2 ? filling.base : filling.dark,
      }),
    );
  }
  for (let i = 0; i < 6; i++) {
    const bx = x + between(rng, -0.6, 0.6) * s;
    const by = y - s * between(rng, 0.55, 0.7);
    bits.push(i % 2 ? rect(bx, by, s * 0.08, s * 0.07, { fill: C.onion }) : circle(bx, by, s * 0.05, { fill: C.leafLight }));
  }
  return [
    pathEl(`M${n(x - s)} ${n(y - s * 0.45)}A${n(s)} ${n(s * 0.75)} 0 0 0 ${n(x + s)} ${n(y - s * 0.45)}Z`, { fill: "#D9AE5E" }),
    ...bits,
    pathEl(
      `M${n(x - s)} ${n(y - s * 0.45)}A${n(s)} ${n(s * 0.75)} 0 0 0 ${n(x + s)} ${n(y - s * 0.45)}L${n(x + s * 0.8)} ${n(y - s * 0.4)}A${n(s * 0.8)} ${n(s * 0.65)} 0 0 1 ${n(x - s * 0.8)} ${n(y - s * 0.4)}Z`,
      { fill: "#EFCB80" },
    ),
  ].join("");
}

/** Carnitas heaped in a cazo; the mixed kind has pieces of cuero among the meat. */
export function carnitasHeap(rng: Rng, cx: number, cy: number, rx: number, ry: number, mixed: boolean, count: number, bed = true): string {
  const lift = ry * 0.6;
  const pieces = heap(rng, cx, cy, rx * 1.02, ry * 0.95, lift, count, rx * 0.15);
  return (
    (bed ? meatBed(rng, cx, cy, rx, ry, lift, TONES.carnitas) : "") +
    // a first layer of smaller bits so the bed reads as meat too
    heap(rng, cx, cy + ry * 0.05, rx * 1.02, ry, lift * 0.4, Math.round(count * 0.5), rx * 0.1)
      .map((p) => porkChunk(rng, p.x, p.y, p.s, TONES.carnitas))
      .join("") +
    pieces
      .map((p, i) =>
        mixed && i % 4 === 2
          ? chicharronPiece(rng, p.x, p.y, p.s * 0.6, between(rng, -0.5, 0.5))
          : porkChunk(rng, p.x, p.y, p.s, TONES.carnitas),
      )
      .join("")
  );
}

/** A thin slice of grilled beef with char marks. */
export function grilledSlice(ctx: Ctx, x: number, y: number, rx: number, ry: number, rot: number, tone: MeatTone): string {
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
