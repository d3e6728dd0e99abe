// Menu pictures of the Sides & Drinks category: frijoles de la olla, arroz rojo, tortillas, salsa roja, horchata.

import { at, between, type Rng } from "./random";
import { blob, circle, el, ellipse, g, n, pathEl, polygon, rect, roundRect, translate, type Pt } from "./svg";
import { C, lighten } from "./palette";
import { linear } from "./shared-defs";
import { clip, shadow, type Ctx, type Motif } from "./scene-context";
import { K, bowl, heap, liquid } from "./vessels";
import {
  cilantro,
  driedChile,
  garlicBulb,
  garlicClove,
  limeWedge,
  onionHalf,
  salsaBowl,
  specks,
  tomato,
  tortillaStack,
} from "./garnishes-and-props";

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
    pathEl(
      `M${n(cx + side * r * 0.72)} ${n(cy + r * 0.28)}c${n(side * r * 0.25)} ${n(-r * 0.05)} ${n(side * r * 0.32)} ${n(r * 0.25)} ${n(side * r * 0.24)} ${n(r * 0.4)}`,
      { fill: "none", stroke: "#8A3E1C", "stroke-width": r * 0.08, "stroke-linecap": "round" },
    );
  const dots: string[] = [];
  for (let i = 0; i < 9; i++) {
    const t = -0.8 + (i / 8) * 1.6;
    const x = cx + t * r * 0.92;
    const y = cy + r * 0.85 + Math.sqrt(1 - t * t) * r * 0.22;
    dots.push(circle(x, y, r * 0.035, { fill: C.cream, opacity: 0.9 }));
  }
  const innerClip = clip(
    ctx,
    `M${n(cx - nr * 0.9)} ${n(cy)}V${n(cy - r)}H${n(cx + nr * 0.9)}V${n(cy)}A${n(nr * 0.9)} ${n(ry * 0.85)} 0 0 1 ${n(cx - nr * 0.9)} ${n(cy)}Z`,
  );
  return [
    shadow(cx, cy + r * 1.55, r * 0.95, r * 0.16, 0.45),
    handle(-1),
    handle(1),
    pathEl(body, { fill: "url(#clay)" }),
    pathEl(`M${n(cx - r * 0.99)} ${n(cy + r * 0.7)}A${n(r)} ${n(r * 0.25)} 0 0 0 ${n(cx + r * 0.99)} ${n(cy + r * 0.7)}`, {
      fill: "none",
      stroke: C.cream,
      "stroke-width": r * 0.03,
      opacity: 0.85,
    }),
    pathEl(`M${n(cx - r * 0.97)} ${n(cy + r * 1.0)}A${n(r)} ${n(r * 0.25)} 0 0 0 ${n(cx + r * 0.97)} ${n(cy + r * 1.0)}`, {
      fill: "none",
      stroke: C.cream,
      "stroke-width": r * 0.03,
      opacity: 0.85,
    }),
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

export const frijolesMotif: Motif = (ctx) => {
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
    pathEl(`M${n(cx + r * 0.05)} ${n(cy - r * 0.02)}L${n(cx + r * 0.85)} ${n(cy - r * 0.85)}`, {
      stroke: "#7A4A26",
      "stroke-width": r * 0.09,
      "stroke-linecap": "round",
    }),
    pathEl(`M${n(cx + r * 0.05)} ${n(cy - r * 0.02)}L${n(cx + r * 0.85)} ${n(cy - r * 0.85)}`, {
      stroke: "#C89462",
      "stroke-width": r * 0.05,
      "stroke-linecap": "round",
    }),
  ];
  for (let i = 0; i < 12; i++) parts.push(pintoBean(rng, w * between(rng, 0.12, 0.88), h * between(rng, 0.9, 0.97), w * 0.014));
  return parts.join("");
};

/** Arroz rojo: tomato rice in the same olla, with peas, diced carrot and a sprig of cilantro. */
export const arrozMotif: Motif = (ctx) => {
  const { rng, w, h } = ctx;
  const cx = w * 0.5;
  const cy = h * 0.4;
  const r = w * 0.24;
  const grain = (x: number, y: number, s: number) =>
    ellipse(x, y, s, s * 0.38, {
      fill: at(["#E58A4B", "#D9773A", "#EFA066"], Math.floor(rng() * 3)),
      transform: `rotate(${n(between(rng, 0, 180))} ${n(x)} ${n(y)})`,
    });
  const parts = [
    limeWedge(w * 0.12, h * 0.64, w * 0.05),
    tomato(w * 0.86, h * 0.62, w * 0.05),
    olla(ctx, cx, cy, r, ({ rx, ry }) => {
      const rice: string[] = [ellipse(cx, cy + ry * 0.1, rx, ry, { fill: "#C8642C" })];
      for (const p of heap(rng, cx, cy + ry * 0.1, rx * 0.95, ry * 0.85, 0, 90, rx * 0.05)) rice.push(grain(p.x, p.y, p.s));
      for (let i = 0; i < 9; i++) {
        const x = cx + between(rng, -0.7, 0.7) * rx;
        const y = cy + ry * 0.1 + between(rng, -0.5, 0.5) * ry;
        rice.push(i % 3 === 0 ? rect(x, y, rx * 0.07, rx * 0.07, { fill: "#F08A24" }) : circle(x, y, rx * 0.045, { fill: "#6FA83A" }));
      }
      rice.push(cilantro(rng, cx - rx * 0.3, cy + ry * 0.1, rx * 0.3, -30));
      return rice.join("");
    }),
  ];
  for (let i = 0; i < 14; i++) parts.push(grain(w * between(rng, 0.15, 0.85), h * between(rng, 0.9, 0.97), w * 0.01));
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
      flowers.push(
        circle(fcx + Math.cos(a) * rx * 0.045, fcy + Math.sin(a) * rx * 0.045, rx * 0.035, { fill: at(colors, i + (side === 1 ? 1 : 0)) }),
      );
    }
    flowers.push(circle(fcx, fcy, rx * 0.025, { fill: C.saffron }));
    return (
      pathEl(polygon(pts), {
        fill: C.white,
        stroke: C.deepRed,
        "stroke-width": rx * 0.02,
        "stroke-dasharray": `${n(rx * 0.03)} ${n(rx * 0.015)}`,
      }) + flowers.join("")
    );
  };
  return [
    shadow(cx, cy + depth * 0.95, rx * 0.9, ry * 0.4, 0.4),
    ellipse(cx, cy, rx, ry, { fill: "#8A5A26" }),
    pathEl(blob(ctx.rng, cx, cy - ry * 0.35, rx * 0.95, ry * 0.9, 10, 0.08), { fill: C.white }),
    inside,
    pathEl(body, { fill: `url(#${weaveId})` }),
    pathEl(body, { fill: "url(#vignette)", opacity: 0.8 }),
    pathEl(`M${n(cx - rx)} ${n(cy)}A${n(rx)} ${n(ry)} 0 0 0 ${n(cx + rx)} ${n(cy)}`, {
      fill: "none",
      stroke: "#8A5A26",
      "stroke-width": rx * 0.05,
    }),
    flap(-1),
    flap(1),
  ].join("");
}

export const tortillasMotif: Motif = (ctx) => {
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
function molcajete(
  ctx: Ctx,
  cx: number,
  cy: number,
  rx: number,
  depth: number,
  contents: (inner: { rx: number; ry: number }) => string,
): string {
  const { rng } = ctx;
  const ry = rx * K;
  const body =
    `M${n(cx - rx)} ${n(cy)}C${n(cx - rx)} ${n(cy + depth * 0.9)} ${n(cx - rx * 0.5)} ${n(cy + depth)} ${n(cx)} ${n(cy + depth)}` +
    `C${n(cx + rx * 0.5)} ${n(cy + depth)} ${n(cx + rx)} ${n(cy + depth * 0.9)} ${n(cx + rx)} ${n(cy)}Z`;
  const leg = (x: number, y: number): string =>
    pathEl(
      `M${n(x - rx * 0.12)} ${n(y)}L${n(x - rx * 0.08)} ${n(y + depth * 0.35)}Q${n(x)} ${n(y + depth * 0.42)} ${n(x + rx * 0.08)} ${n(y + depth * 0.35)}L${n(x + rx * 0.12)} ${n(y)}Z`,
      { fill: "#2E2926" },
    );
  const pores: string[] = [];
  for (let i = 0; i < 45; i++) {
    const u = between(rng, -0.92, 0.92);
    const v = between(rng, 0.1, 0.9);
    pores.push(
      circle(cx + u * rx * (1 - v * 0.3), cy + v * depth * (1 - u * u * 0.4), rx * between(rng, 0.012, 0.025), {
        fill: i % 4 ? "#1A1715" : "#7A726C",
        opacity: 0.8,
      }),
    );
  }
  const innerClip = clip(
    ctx,
    `M${n(cx - rx * 0.86)} ${n(cy)}V${n(cy - rx)}H${n(cx + rx * 0.86)}V${n(cy)}A${n(rx * 0.86)} ${n(ry * 0.8)} 0 0 1 ${n(cx - rx * 0.86)} ${n(cy)}Z`,
  );
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
    pathEl(`M${n(cx + rx * 0.2)} ${n(cy - ry * 0.1)}L${n(cx + rx * 0.72)} ${n(cy - ry * 1.3)}`, {
      stroke: "#3A3431",
      "stroke-width": rx * 0.2,
      "stroke-linecap": "round",
    }),
    pathEl(`M${n(cx + rx * 0.24)} ${n(cy - ry * 0.25)}L${n(cx + rx * 0.68)} ${n(cy - ry * 1.25)}`, {
      stroke: "#6A625D",
      "stroke-width": rx * 0.05,
      "stroke-linecap": "round",
      opacity: 0.8,
    }),
  ].join("");
}

export const salsaRojaMotif: Motif = (ctx) => {
  const { rng, w, h } = ctx;
  const cx = w * 0.47;
  const cy = h * 0.55;
  return [
    tomato(w * 0.1, h * 0.52, w * 0.06),
    tomato(w * 0.85, h * 0.5, w * 0.065, "#CF2E24"),
    molcajete(
      ctx,
      cx,
      cy,
      w * 0.28,
      h * 0.2,
      ({ rx, ry }) =>
        liquid(cx, cy, rx, ry, "#B3261E") +
        specks(rng, cx, cy + ry * 0.1, rx * 0.75, ry * 0.65, 26, "#E05A3A", rx * 0.035) +
        specks(rng, cx, cy + ry * 0.1, rx * 0.75, ry * 0.65, 14, "#F4D68A", rx * 0.018) +
        specks(rng, cx, cy + ry * 0.1, rx * 0.75, ry * 0.65, 10, "#3A0E08", rx * 0.02) +
        cilantro(rng, cx - rx * 0.3, cy + ry * 0.2, rx * 0.25, -30),
    ),
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
    pathEl(`M${n(-len * 0.2)} ${n(-wd / 2)}v${n(wd)}M${n(len * 0.15)} ${n(-wd / 2)}v${n(wd)}`, {
      stroke: "#6A3418",
      "stroke-width": wd * 0.08,
    }),
    ellipse(-len / 2, 0, wd * 0.25, wd * 0.5, { fill: "#C47A42" }),
    pathEl(`M${n(-len / 2)} ${n(-wd * 0.3)}a${n(wd * 0.15)} ${n(wd * 0.3)} 0 1 1 0 ${n(wd * 0.6)}`, {
      fill: "none",
      stroke: "#6A3418",
      "stroke-width": wd * 0.08,
    }),
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
    ice.push(
      pathEl(roundRect(x - s * levelW * 0.5, y - s * levelW * 0.4, s * levelW, s * levelW * 0.8, s * levelW * 0.15), {
        fill: "#FFFFFF",
        opacity: 0.55,
        stroke: "#FFFFFF",
        "stroke-width": 2,
        transform: `rotate(${r} ${n(x)} ${n(y)})`,
      }),
    );
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
    pathEl(`M${n(cx - topW * 0.78)} ${n(top + (bottom - top) * 0.1)}L${n(cx - botW * 0.8)} ${n(bottom - (bottom - top) * 0.1)}`, {
      stroke: "#FFFFFF",
      "stroke-width": topW * 0.07,
      opacity: 0.6,
      "stroke-linecap": "round",
    }),
  ].join("");
}

/** Vitrolero: the big barrel jar aguas frescas are served from. */
function vitrolero(ctx: Ctx, cx: number, top: number, bottom: number, rw: number, fill: string): string {
  const h = bottom - top;
  const jar = `M${n(cx - rw * 0.85)} ${n(top)}C${n(cx - rw * 1.05)} ${n(top + h * 0.3)} ${n(cx - rw * 1.05)} ${n(top + h * 0.75)} ${n(cx - rw * 0.9)} ${n(bottom)}A${n(rw * 0.9)} ${n(rw * 0.25)} 0 0 0 ${n(cx + rw * 0.9)} ${n(bottom)}C${n(cx + rw * 1.05)} ${n(top + h * 0.75)} ${n(cx + rw * 1.05)} ${n(top + h * 0.3)} ${n(cx + rw * 0.85)} ${n(top)}Z`;
  const level = top + h * 0.25;
  return [
    shadow(cx, bottom + rw * 0.2, rw * 1.1, rw * 0.2, 0.35),
    g(
      { "clip-path": clip(ctx, jar) },
      rect(cx - rw * 1.2, level, rw * 2.4, h, { fill: fill }),
      ellipse(cx, level, rw * 1.0, rw * 0.25, { fill: lighten(fill, 0.4) }),
    ),
    cinnamonStick(cx - rw * 0.3, level + rw * 0.08, rw * 0.7, 8),
    pathEl(jar, { fill: "url(#glass)", stroke: "#FFFFFF", "stroke-width": 3, "stroke-opacity": 0.6 }),
    // the moulded ridges of the glass
    ...[0.45, 0.8].map((t) =>
      pathEl(`M${n(cx - rw * 1.0)} ${n(top + h * t)}A${n(rw)} ${n(rw * 0.25)} 0 0 0 ${n(cx + rw * 1.0)} ${n(top + h * t)}`, {
        fill: "none",
        stroke: "#FFFFFF",
        "stroke-width": rw * 0.05,
        opacity: 0.45,
      }),
    ),
    ellipse(cx, top, rw * 0.85, rw * 0.22, { fill: "none", stroke: "#FFFFFF", "stroke-width": rw * 0.07, opacity: 0.85 }),
    pathEl(`M${n(cx + rw * 0.3)} ${n(level)}L${n(cx + rw * 0.6)} ${n(top - h * 0.15)}`, {
      stroke: "#B87A3E",
      "stroke-width": rw * 0.08,
      "stroke-linecap": "round",
    }),
  ].join("");
}

export const horchataMotif: Motif = (ctx) => {
  const { rng, w, h } = ctx;
  const grains: string[] = [];
  for (let i = 0; i < 24; i++) {
    const x = w * between(rng, 0.62, 0.95);
    const y = h * between(rng, 0.86, 0.97);
    grains.push(ellipse(x, y, w * 0.008, w * 0.004, { fill: C.white, transform: `rotate(${n(rng() * 180)} ${n(x)} ${n(y)})` }));
  }
  return [
    vitrolero(ctx, w * 0.76, h * 0.16, h * 0.68, w * 0.17, "#EAD8B8"),
    bowl(
      ctx,
      w * 0.16,
      h * 0.8,
      w * 0.09,
      w * 0.05,
      C.terracotta,
      (inner) =>
        ellipse(w * 0.16, h * 0.8, inner.rx, inner.ry, { fill: "#FBF6EC" }) +
        specks(rng, w * 0.16, h * 0.8, inner.rx * 0.8, inner.ry * 0.7, 30, "#E6DCCB", w * 0.005, 1),
    ),
    horchataGlass(ctx, w * 0.44, h * 0.3, h * 0.86, w * 0.13, w * 0.1),
    cinnamonStick(w * 0.74, h * 0.86, w * 0.2, -8),
    cinnamonStick(w * 0.8, h * 0.92, w * 0.18, 6),
    ...grains,
  ].join("");
};
