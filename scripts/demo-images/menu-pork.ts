// Menu pictures of the Pork category: al pastor on its trompo, pork chops, spare ribs, chorizo.

import { between } from "./random";
import { circle, ellipse, g, limb, n, pathEl, rect, roundRect, smoothClosed, translate, type Pt } from "./svg";
import { C, TONES, darken, mix, type MeatTone } from "./palette";
import { linear } from "./shared-defs";
import { clip, shadow, type Ctx, type Motif } from "./scene-context";
import { board, butcherPaper, plate } from "./vessels";
import { taco } from "./meat-pieces";
import { cilantro, driedChile, garlicBulb, garlicClove, limeWedge, pineapple, salsaBowl, specks } from "./garnishes-and-props";

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
      flaps.push(
        ellipse(fx, y + h * 0.01, half * 0.12, h * 0.028, {
          fill: i % 2 ? "#6A1C0E" : tone.dark,
          transform: `rotate(${n(side * between(rng, 5, 20))} ${n(fx)} ${n(y)})`,
        }),
      );
    }
  }
  return [
    shadow(cx, baseY + h * 0.12, botW * 2.4, h * 0.05, 0.45),
    rect(cx - botW * 0.1, baseY, botW * 0.2, h * 0.1, { fill: "url(#steel)" }),
    ellipse(cx, baseY + h * 0.12, botW * 1.8, botW * 0.45, { fill: "#6D767B" }),
    ellipse(cx, baseY + h * 0.1, botW * 1.8, botW * 0.45, { fill: "url(#steel)" }),
    ...flaps,
    pathEl(shape, { fill: `url(#${gradId})` }),
    g(
      { "clip-path": clip(ctx, shape) },
      pathEl(layers.join(""), { fill: "none", stroke: "#5A140A", "stroke-width": h * 0.012, opacity: 0.6 }),
      ...char,
    ),
    ellipse(cx, topY, topW, topW * er, { fill: tone.light }),
    ellipse(cx, topY, topW * 0.8, topW * er * 0.7, { fill: tone.base }),
    rect(cx - h * 0.012, topY - h * 0.35, h * 0.024, h * 0.35, { fill: "url(#steel)" }),
    pineapple(ctx, cx, topY - h * 0.27, topW * 1.25, h * 0.3),
  ].join("");
}

export const alPastorMotif: Motif = (ctx) => {
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
    pathEl(`M${n(-s * 0.3)} ${n(-s * 0.4)}Q${n(-s * 0.15)} 0 ${n(-s * 0.32)} ${n(s * 0.4)}`, {
      fill: "none",
      stroke: "#F0D4CC",
      "stroke-width": s * 0.05,
      "stroke-linecap": "round",
      opacity: 0.8,
    }),
    ellipse(-s * 0.55, s * 0.08, s * 0.13, s * 0.11, { fill: "#F3E6D6", stroke: "#D9C2AA", "stroke-width": s * 0.02 }),
    ellipse(s * 0.5, -s * 0.45, s * 0.16, s * 0.05, { fill: C.white, opacity: 0.6 }),
  );
}

export const porkChopsMotif: Motif = (ctx) => {
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
  parts.push(
    pathEl(`M${n(-len / 2)} ${n(-wid * 0.36)}Q0 ${n(-wid * 0.3)} ${n(len / 2)} ${n(-wid * 0.22)}`, {
      fill: "none",
      stroke: tone.accent,
      "stroke-width": wid * 0.08,
      opacity: 0.55,
      "stroke-linecap": "round",
    }),
  );
  return g({ transform: `${translate(x, y)} rotate(${n(rot)})` }, shadow(0, wid * 0.45, len * 0.52, wid * 0.15, 0.35), ...parts, ...ends);
}

export const spareRibsMotif: Motif = (ctx) => {
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

export const chorizoMotif: Motif = (ctx) => {
  const { w, h } = ctx;
  const parts = [board(w * 0.5, h * 0.69, w * 0.84, h * 0.44, C.woodLight, "left")];
  const point = (t: number): Pt => ({ x: w * (0.18 + 0.62 * t), y: h * (0.68 + 0.09 * Math.sin(t * Math.PI * 2)) });
  const links = 5;
  const ties: string[] = [];
  for (let i = 0; i < links; i++) {
    const a = point(i / links);
    const b = point((i + 1) / links);
    const len = Math.hypot(b.x - a.x, b.y - a.y);
    parts.push(
      chorizoLink(ctx, (a.x + b.x) / 2, (a.y + b.y) / 2, len * 0.96, h * 0.095, (Math.atan2(b.y - a.y, b.x - a.x) * 180) / Math.PI),
    );
    if (i > 0) {
      ties.push(
        circle(a.x, a.y, h * 0.016, { fill: "#5A140E" }),
        pathEl(
          `M${n(a.x)} ${n(a.y)}q${n(h * 0.02)} ${n(-h * 0.05)} ${n(h * 0.045)} ${n(-h * 0.035)}M${n(a.x)} ${n(a.y)}q${n(-h * 0.03)} ${n(-h * 0.04)} ${n(-h * 0.05)} ${n(-h * 0.02)}`,
          { fill: "none", stroke: "#EDE2C8", "stroke-width": 3.5, "stroke-linecap": "round" },
        ),
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
