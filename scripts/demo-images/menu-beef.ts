// Menu pictures of the Beef category: arrachera, carne asada, diezmillo, short ribs, ground beef.

import { between } from "./random";
import { ellipse, g, n, pathEl, rect, smoothClosed, smoothOpen, translate, type Pt } from "./svg";
import { C, TONES, darken, lighten, type MeatTone } from "./palette";
import { linear } from "./shared-defs";
import { clip, shadow, type Ctx, type Motif } from "./scene-context";
import { K, board, butcherPaper } from "./vessels";
import { grilledSlice, marbling, rawSteak } from "./meat-pieces";
import {
  cebollita,
  cilantro,
  cleaver,
  driedChile,
  garlicBulb,
  garlicClove,
  jalapenoToreado,
  limeHalf,
  limeWedge,
  onionHalf,
  specks,
} from "./garnishes-and-props";

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
    pathEl(smoothOpen(top.slice(1, -1).map((p) => ({ x: p.x, y: p.y + width * 0.35 }))), {
      fill: "none",
      stroke: tone.light,
      "stroke-width": width * 0.14,
      "stroke-linecap": "round",
      opacity: 0.55,
    }),
    specks(rng, cx, cy, len * 0.42, width * 0.5, 26, "#2A120A", width * 0.035),
    specks(rng, cx, cy, len * 0.42, width * 0.5, 14, C.leafLight, width * 0.04),
    specks(rng, cx, cy, len * 0.42, width * 0.5, 10, tone.accent, width * 0.06, 0.9),
  ].join("");
}

export const arracheraMotif: Motif = (ctx) => {
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

export const carneAsadaMotif: Motif = (ctx) => {
  const { rng, w, h } = ctx;
  const parts = [board(w * 0.5, h * 0.67, w * 0.82, h * 0.44, "#B97E4C", "left")];
  for (let i = 0; i < 6; i++) {
    const t = i / 5;
    parts.push(
      grilledSlice(
        ctx,
        w * (0.3 + 0.36 * t),
        h * (0.57 + 0.05 * Math.sin(t * Math.PI)) + (i % 2) * h * 0.06,
        w * 0.13,
        h * 0.07,
        between(rng, -0.25, 0.25),
        TONES.grilledBeef,
      ),
    );
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

export const diezmilloMotif: Motif = (ctx) => {
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
    pts.push({
      x: Math.sign(c) * Math.pow(Math.abs(c), 0.45) * len * 0.5 * k,
      y: Math.sign(s) * Math.pow(Math.abs(s), 0.6) * wid * 0.5 * k,
    });
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
    g(
      { "clip-path": clip(ctx, d) },
      rect(-len, wid * 0.22, len * 2, wid * 0.12, { fill: tone.accent, opacity: 0.85 }),
      rect(-len, -wid * 0.5, len * 2, wid * 0.1, { fill: tone.accent, opacity: 0.7 }),
    ),
    marbling(rng, 0, wid * 0.05, len * 0.45, wid * 0.35, 6, lighten(tone.accent, 0.2)),
    ...bones,
    ellipse(-len * 0.2, -wid * 0.3, len * 0.12, wid * 0.05, { fill: C.white, opacity: 0.35 }),
  );
}

export const shortRibsMotif: Motif = (ctx) => {
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

export const groundBeefMotif: Motif = (ctx) => {
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
    linear(
      shadeId,
      [
        [0, "#E27A74"],
        [0.5, "#C7444A"],
        [1, "#8E2630"],
      ],
      0.3,
      1,
    ),
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
