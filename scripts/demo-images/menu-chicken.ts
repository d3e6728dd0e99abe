// Menu pictures of the Chicken category: pollo asado, chicken breast, whole chicken.

import { between } from "./random";
import { blob, circle, ellipse, g, limb, n, pathEl, smoothClosed, translate, type Pt } from "./svg";
import { C, TONES, type MeatTone } from "./palette";
import { radial } from "./shared-defs";
import { shadow, type Ctx, type Motif } from "./scene-context";
import { board, plate } from "./vessels";
import { stripesIn } from "./meat-pieces";
import {
  cilantro,
  driedChile,
  garlicBulb,
  garlicClove,
  jalapenoToreado,
  limeHalf,
  limeWedge,
  onionHalf,
  servilleta,
  specks,
  tortillaStack,
} from "./garnishes-and-props";

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
    pathEl(`M${n(s * 1.8)} ${n(s * 0.08)}L${n(s * 2.05)} ${n(s * 0.1)}`, {
      stroke: "#F1E0C8",
      "stroke-width": s * 0.12,
      "stroke-linecap": "round",
    }),
    circle(s * 2.12, s * 0.0, s * 0.12, { fill: "#F4E6D2" }),
    circle(s * 2.14, s * 0.2, s * 0.11, { fill: "#E9D6BC" }),
    ellipse(-s * 0.35, -s * 0.35, s * 0.2, s * 0.07, { fill: C.white, opacity: 0.5 }),
  );
}

export const polloAsadoMotif: Motif = (ctx) => {
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
    pathEl(
      `M${n(-s * 0.6)} ${n(s * 0.1)}Q0 ${n(s * 0.3)} ${n(s * 0.7)} ${n(s * 0.05)}M${n(-s * 0.4)} ${n(-s * 0.2)}Q${n(s * 0.1)} ${n(-s * 0.05)} ${n(s * 0.6)} ${n(-s * 0.12)}`,
      { fill: "none", stroke: "#E8A994", "stroke-width": s * 0.03, opacity: 0.6 },
    ),
    ellipse(-s * 0.45, -s * 0.25, s * 0.18, s * 0.06, { fill: C.white, opacity: 0.7 }),
  );
}

export const chickenBreastMotif: Motif = (ctx) => {
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

export const wholeChickenMotif: Motif = (ctx) => {
  const { rng, w, h } = ctx;
  const tone = TONES.rawChicken;
  const cx = w * 0.48;
  const cy = h * 0.6;
  const s = w * 0.22;
  const skinId = ctx.id("skin");
  ctx.defs.push(
    radial(
      skinId,
      [
        [0, "#FCE3D4"],
        [0.6, tone.base],
        [1, tone.dark],
      ],
      0.45,
      0.35,
      0.65,
    ),
  );
  const line = { stroke: "#C98A72", "stroke-width": s * 0.02 };
  const wing = (side: -1 | 1): string =>
    pathEl(
      `M${n(cx + side * s * 0.75)} ${n(cy - s * 0.35)}Q${n(cx + side * s * 1.15)} ${n(cy - s * 0.3)} ${n(cx + side * s * 1.08)} ${n(cy + s * 0.1)}Q${n(cx + side * s * 0.95)} ${n(cy + s * 0.2)} ${n(cx + side * s * 0.8)} ${n(cy + s * 0.05)}Z`,
      { fill: tone.base, ...line },
    );
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
    pathEl(`M${n(cx)} ${n(cy - s * 0.52)}Q${n(cx + s * 0.03)} ${n(cy - s * 0.1)} ${n(cx)} ${n(cy + s * 0.3)}`, {
      fill: "none",
      stroke: tone.dark,
      "stroke-width": s * 0.018,
      opacity: 0.8,
    }),
    ellipse(cx - s * 0.35, cy - s * 0.25, s * 0.12, s * 0.04, { fill: C.white, opacity: 0.7 }),
    leg(-1),
    leg(1),
    // kitchen twine around the crossed drumsticks
    pathEl(`M${n(cx - s * 0.2)} ${n(cy - s * 0.04)}Q${n(cx)} ${n(cy + s * 0.08)} ${n(cx + s * 0.2)} ${n(cy - s * 0.04)}`, {
      fill: "none",
      stroke: "#FFFDF6",
      "stroke-width": s * 0.035,
      "stroke-linecap": "round",
    }),
    pathEl(
      `M${n(cx)} ${n(cy + s * 0.04)}q${n(-s * 0.06)} ${n(s * 0.1)} ${n(-s * 0.14)} ${n(s * 0.12)}M${n(cx)} ${n(cy + s * 0.04)}q${n(s * 0.06)} ${n(s * 0.1)} ${n(s * 0.14)} ${n(s * 0.12)}`,
      { fill: "none", stroke: "#FFFDF6", "stroke-width": s * 0.028, "stroke-linecap": "round" },
    ),
    garlicBulb(w * 0.14, h * 0.6, w * 0.045),
    limeHalf(w * 0.84, h * 0.84, w * 0.05),
    cilantro(rng, w * 0.18, h * 0.88, w * 0.06, -30),
    driedChile(w * 0.8, h * 0.55, w * 0.12, 170),
  ].join("");
};
