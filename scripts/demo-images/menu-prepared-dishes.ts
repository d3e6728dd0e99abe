// Menu pictures of the Prepared Dishes category: carnitas plate, birria, tamales, chile verde.

import type { Rng } from "./random";
import { blob, ellipse, g, n, pathEl, roundRect, translate } from "./svg";
import { C, type MeatTone } from "./palette";
import type { Motif } from "./scene-context";
import { bowl, heap, liquid, plate } from "./vessels";
import { carnitasHeap, porkChunk } from "./meat-pieces";
import {
  chile,
  cilantro,
  driedChile,
  husk,
  limeHalf,
  limeWedge,
  onionCilantro,
  salsaBowl,
  servilleta,
  specks,
  tomatillo,
  tortillaStack,
} from "./garnishes-and-props";

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
    parts.push(
      ellipse(x, y, rx * 0.05, rx * 0.022, { fill: i % 2 ? "#F6A86A" : "#FBC58A", transform: `rotate(${n(rng() * 180)} ${n(x)} ${n(y)})` }),
    );
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
    parts.push(
      ellipse(x, y, rx * 0.1, rx * 0.06, {
        fill: i % 3 ? "#9A5E3A" : "#B57A52",
        stroke: "#4A2414",
        "stroke-width": 1.5,
        transform: `rotate(${n(rng() * 180)} ${n(x)} ${n(y)})`,
      }),
    );
  }
  if (cheese) parts.push(specks(rng, cx, cy - ry * 0.1, rx * 0.6, ry * 0.5, 12, "#FBF7EE", rx * 0.05, 1));
  return parts.join("");
}

export const carnitasPlateMotif: Motif = (ctx) => {
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

export const birriaMotif: Motif = (ctx) => {
  const { rng, w, h } = ctx;
  const meat: MeatTone = { base: "#8E3220", dark: "#5A1A10", light: "#C05A3A", accent: "#3C0F08" };
  const cx = w * 0.5;
  const cy = h * 0.58;
  return [
    driedChile(w * 0.06, h * 0.52, w * 0.14, -10),
    driedChile(w * 0.1, h * 0.6, w * 0.13, 5, "#7A1410"),
    servilleta(w * 0.88, h * 0.52, w * 0.22, h * 0.17, C.turquoise),
    tortillaStack(rng, w * 0.88, h * 0.52, w * 0.075, 6),
    bowl(
      ctx,
      cx,
      cy,
      w * 0.3,
      h * 0.24,
      "#B5532E",
      (inner) =>
        stewSurface(rng, cx, cy, inner.rx, inner.ry, "#9C2218", meat, "#F08A3A") +
        onionCilantro(rng, cx + inner.rx * 0.05, cy - inner.ry * 0.1, inner.rx * 0.3, inner.ry * 0.3, 26),
      C.cream,
    ),
    limeHalf(w * 0.15, h * 0.87, w * 0.05),
    limeWedge(w * 0.26, h * 0.93, w * 0.04, 15),
    cilantro(rng, w * 0.84, h * 0.9, w * 0.06, 30),
  ].join("");
};

/** A tamal wrapped in its husk, pointing right. */
function tamal(x: number, y: number, len: number, wid: number, rot: number): string {
  const body = `M${n(-len / 2)} ${n(-wid / 2)}L${n(len * 0.18)} ${n(-wid / 2)}Q${n(len * 0.42)} ${n(-wid * 0.42)} ${n(len / 2)} ${n(-wid * 0.08)}L${n(len / 2)} ${n(wid * 0.08)}Q${n(len * 0.42)} ${n(wid * 0.42)} ${n(len * 0.18)} ${n(wid / 2)}L${n(-len / 2)} ${n(wid / 2)}Q${n(-len / 2 - wid * 0.35)} 0 ${n(-len / 2)} ${n(-wid / 2)}Z`;
  const veins: string[] = [];
  for (let i = -2; i <= 2; i++)
    veins.push(`M${n(-len * 0.48)} ${n(i * wid * 0.18)}Q${n(0)} ${n(i * wid * 0.2)} ${n(len * 0.45)} ${n(i * wid * 0.04)}`);
  return g(
    { transform: `${translate(x, y)} rotate(${n(rot)})` },
    pathEl(body, { fill: "#A88A4A", transform: translate(0, wid * 0.16) }),
    pathEl(body, { fill: "#E6CF92" }),
    pathEl(veins.join(""), { fill: "none", stroke: "#C4A865", "stroke-width": wid * 0.03 }),
    pathEl(
      `M${n(-len * 0.2)} ${n(-wid / 2)}Q${n(-len * 0.05)} 0 ${n(-len * 0.22)} ${n(wid / 2)}L${n(-len * 0.12)} ${n(wid / 2)}Q${n(len * 0.05)} 0 ${n(-len * 0.1)} ${n(-wid / 2)}Z`,
      { fill: "#D4B974" },
    ),
    ellipse(-len * 0.1, -wid * 0.28, len * 0.3, wid * 0.08, { fill: "#F6E6B8", opacity: 0.8 }),
  );
}

/** An opened tamal: husk spread flat, masa with red chile pork showing. */
function openTamal(rng: Rng, x: number, y: number, len: number, wid: number, rot: number): string {
  return g(
    { transform: `${translate(x, y)} rotate(${n(rot)})` },
    g({ transform: translate(-len * 0.55, 0) }, husk(len * 1.15, wid * 1.7)),
    g({ transform: translate(-len * 0.55, 0) }, husk(len * 1.05, wid * 1.2, "#F0DDA6")),
    pathEl(roundRect(-len * 0.42, -wid * 0.42, len * 0.72, wid * 0.84, wid * 0.3), {
      fill: "#E2B85A",
      transform: translate(0, wid * 0.08),
    }),
    pathEl(roundRect(-len * 0.42, -wid * 0.42, len * 0.72, wid * 0.84, wid * 0.3), { fill: "#F3D589" }),
    pathEl(roundRect(-len * 0.34, -wid * 0.14, len * 0.56, wid * 0.3, wid * 0.14), { fill: "#A82E1E" }),
    specks(rng, -len * 0.06, 0, len * 0.24, wid * 0.1, 8, "#6A1A10", wid * 0.05),
    ellipse(-len * 0.15, -wid * 0.28, len * 0.2, wid * 0.06, { fill: "#FCEBB8", opacity: 0.9 }),
  );
}

export const tamalesMotif: Motif = (ctx) => {
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

export const chileVerdeMotif: Motif = (ctx) => {
  const { rng, w, h } = ctx;
  const meat: MeatTone = { base: "#B98A4A", dark: "#6E6A2A", light: "#DDBB80", accent: "#4E5A1E" };
  const cx = w * 0.48;
  const cy = h * 0.58;
  return [
    tomatillo(w * 0.1, h * 0.52, w * 0.045),
    tomatillo(w * 0.17, h * 0.56, w * 0.04),
    servilleta(w * 0.87, h * 0.5, w * 0.22, h * 0.17, C.saffron),
    tortillaStack(rng, w * 0.87, h * 0.5, w * 0.075, 6),
    bowl(
      ctx,
      cx,
      cy,
      w * 0.3,
      h * 0.24,
      "#F3EEE2",
      (inner) =>
        stewSurface(rng, cx, cy, inner.rx, inner.ry, "#6E9A34", meat, "#A9C95A") +
        specks(rng, cx, cy, inner.rx * 0.7, inner.ry * 0.6, 20, "#3E7A25", inner.rx * 0.03, 0.9) +
        cilantro(rng, cx + inner.rx * 0.15, cy + inner.ry * 0.1, inner.rx * 0.25, 15),
      C.turquoise,
    ),
    chile(w * 0.16, h * 0.85, w * 0.13, "#3E8A2A", -10),
    chile(w * 0.22, h * 0.92, w * 0.12, "#4E9A30", 5),
    limeWedge(w * 0.82, h * 0.9, w * 0.045, -10),
  ].join("");
};
