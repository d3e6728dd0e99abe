// Blog cover scenes: the carnitas award, the carnitas guide, asada tips on the grill, the family shop front.

import { between } from "./random";
import { blob, circle, el, ellipse, g, n, pathEl, polygon, rect, roundRect, translate, type Pt } from "./svg";
import { C, TONES, darken } from "./palette";
import { clip, shadow, type Ctx, type Motif } from "./scene-context";
import { picadoGarland } from "./backdrops";
import { K, board, cazo, plate } from "./vessels";
import { carnitasHeap, grilledSlice, rawSteak } from "./meat-pieces";
import {
  cebollita,
  cilantro,
  jalapenoToreado,
  limeHalf,
  limeWedge,
  onionCilantro,
  salsaBowl,
  servilleta,
  steam,
  tortillaStack,
} from "./garnishes-and-props";

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
    pathEl(
      `M${n(cx + side * s * 0.72)} ${n(cupTop + s * 0.15)}c${n(side * s * 0.45)} ${n(-s * 0.05)} ${n(side * s * 0.45)} ${n(s * 0.55)} ${n(side * -s * 0.05)} ${n(s * 0.7)}`,
      { fill: "none", stroke: "#C8921E", "stroke-width": s * 0.11, "stroke-linecap": "round" },
    );
  return [
    shadow(cx, base + s * 0.05, s * 0.9, s * 0.12, 0.45),
    handle(-1),
    handle(1),
    pathEl(roundRect(cx - s * 0.6, base - s * 0.45, s * 1.2, s * 0.45, s * 0.05), { fill: "#5A3018" }),
    rect(cx - s * 0.6, base - s * 0.45, s * 1.2, s * 0.08, { fill: "#7A4A26" }),
    rect(cx - s * 0.3, base - s * 0.3, s * 0.6, s * 0.12, { fill: "url(#gold)" }),
    pathEl(
      `M${n(cx - s * 0.35)} ${n(base - s * 0.45)}L${n(cx - s * 0.2)} ${n(base - s * 0.6)}H${n(cx + s * 0.2)}L${n(cx + s * 0.35)} ${n(base - s * 0.45)}Z`,
      { fill: "url(#gold)" },
    ),
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
    pleats.push(
      polygon([
        { x: cx + Math.cos(a) * r * 0.6, y: cy + Math.sin(a) * r * 0.6 },
        { x: cx + Math.cos(b) * r, y: cy + Math.sin(b) * r },
        { x: cx + Math.cos(c) * r * 0.6, y: cy + Math.sin(c) * r * 0.6 },
      ]),
    );
  }
  const tail = (dx: number, rot: number): string =>
    pathEl(`M${n(-r * 0.22)} 0H${n(r * 0.22)}V${n(r * 1.5)}L0 ${n(r * 1.25)}L${n(-r * 0.22)} ${n(r * 1.5)}Z`, {
      fill: tails,
      transform: `${translate(cx + dx, cy + r * 0.3)} rotate(${rot})`,
    });
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

export const carnitasAwardScene: Motif = (ctx) => {
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

export const carnitasGuideScene: Motif = (ctx) => {
  const { rng, w, h } = ctx;
  const plateAt = (x: number, mixed: boolean, rim: string): string => {
    const y = h * 0.68;
    const prx = w * 0.2;
    return (
      plate(x, y, prx, rim) +
      carnitasHeap(rng, x, y + prx * 0.03, prx * 0.64, prx * K * 0.6, mixed, 34, false) +
      onionCilantro(rng, x, y - prx * 0.1, prx * 0.22, prx * 0.06, 16)
    );
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
    pathEl(polygon([fl, fr, { x: fr.x - halfFront * 0.04, y: fr.y + bodyH }, { x: fl.x + halfFront * 0.04, y: fl.y + bodyH }]), {
      fill: "#2B2B2B",
    }),
    rect(fl.x, fl.y, fr.x - fl.x, bodyH * 0.12, { fill: "#3C3C3C" }),
    g({ "clip-path": clip(ctx, topFace) }, ...coals, rect(fl.x, top, fr.x - fl.x, depth, { fill: "url(#glow)", opacity: 0.6 })),
    pathEl(topFace, { fill: "none", stroke: "#3A3A3A", "stroke-width": depth * 0.05 }),
    pathEl(bars.join(""), { stroke: "#8D969C", "stroke-width": depth * 0.018, "stroke-linecap": "round" }),
    food,
  ].join("");
}

export const asadaTipsScene: Motif = (ctx) => {
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
    pathEl(
      `M${n(cx - s * 0.95)} ${n(cy - s * 0.1)}c${n(-s * 0.3)} ${n(-s * 0.05)} ${n(-s * 0.3)} ${n(-s * 0.4)} ${n(-s * 0.1)} ${n(-s * 0.35)}`,
      { fill: "none", stroke: color, "stroke-width": s * 0.1, "stroke-linecap": "round" },
    ),
  );
}

export const familyStoryScene: Motif = (ctx) => {
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
    for (let k = 0; k < 3; k++)
      interior.push(
        pathEl(blob(rng, tx + ww * (0.035 + k * 0.05), ty + wh * 0.08, ww * 0.03, wh * 0.05, 8, 0.12), { fill: meat }),
        ellipse(tx + ww * (0.03 + k * 0.05), ty + wh * 0.06, ww * 0.01, wh * 0.015, { fill: hl, opacity: 0.8 }),
      );
  }
  interior.push(
    // glass front of the case
    rect(wx, wy + wh * 0.57, ww, wh * 0.43, { fill: "#DFF3F0", opacity: 0.25 }),
    pathEl(
      `M${n(wx + ww * 0.1)} ${n(wy + wh * 0.98)}L${n(wx + ww * 0.3)} ${n(wy + wh * 0.6)}M${n(wx + ww * 0.55)} ${n(wy + wh * 0.98)}L${n(wx + ww * 0.7)} ${n(wy + wh * 0.6)}`,
      { stroke: C.white, "stroke-width": 10, opacity: 0.35 },
    ),
    // a copper cazo on the back counter
    ellipse(wx + ww * 0.82, wy + wh * 0.42, ww * 0.09, ww * 0.025, { fill: "url(#copperRim)" }),
    pathEl(
      `M${n(wx + ww * 0.73)} ${n(wy + wh * 0.42)}Q${n(wx + ww * 0.74)} ${n(wy + wh * 0.53)} ${n(wx + ww * 0.82)} ${n(wy + wh * 0.53)}Q${n(wx + ww * 0.9)} ${n(wy + wh * 0.53)} ${n(wx + ww * 0.91)} ${n(wy + wh * 0.42)}Z`,
      { fill: "url(#copper)" },
    ),
    // chorizo hanging from a rail
    rect(wx + ww * 0.05, wy + wh * 0.06, ww * 0.4, 5, { fill: "#8D969C" }),
  );
  for (let i = 0; i < 7; i++) {
    const x = wx + ww * (0.08 + i * 0.055);
    interior.push(pathEl(roundRect(x - 9, wy + wh * 0.08, 18, wh * (0.16 + (i % 3) * 0.03), 9), { fill: i % 2 ? "#A82A22" : "#8E2018" }));
  }
  ctx.defs.push(
    el(
      "pattern",
      { id: tileId, width: 40, height: 40, patternUnits: "userSpaceOnUse" },
      rect(0, 0, 40, 40, { fill: "#F3E3C6" }) +
        circle(20, 20, 9, { fill: C.turquoise, opacity: 0.35 }) +
        rect(0, 0, 40, 40, { fill: "none", stroke: "#D9C4A0", "stroke-width": 2 }),
    ),
  );
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
    pathEl(`M${n(sx + w * 0.005)} ${n(h * 0.385)}V${n(h * 0.43)}M${n(sx + w * 0.04)} ${n(h * 0.385)}V${n(h * 0.43)}`, {
      stroke: "#2B2B2B",
      "stroke-width": 3,
    }),
  );
  // awning with scalloped edge and stripes
  const aw = rect(0, 0, w, h * 0.08, { fill: "#8A3E1C" });
  const stripes: string[] = [];
  const sw = w / 16;
  for (let i = 0; i < 16; i++)
    stripes.push(
      pathEl(
        polygon([
          { x: i * sw, y: h * 0.08 },
          { x: (i + 1) * sw, y: h * 0.08 },
          { x: (i + 1) * sw + sw * 0.02, y: h * 0.24 },
          { x: i * sw + sw * 0.02, y: h * 0.24 },
        ]),
        { fill: i % 2 ? C.cream : C.deepRed },
      ),
    );
  const scallops: string[] = [];
  for (let i = 0; i < 16; i++)
    scallops.push(
      pathEl(`M${n(i * sw)} ${n(h * 0.24)}A${n(sw / 2)} ${n(sw * 0.35)} 0 0 0 ${n((i + 1) * sw)} ${n(h * 0.24)}Z`, {
        fill: i % 2 ? C.cream : C.deepRed,
      }),
    );
  parts.push(
    aw,
    rect(0, h * 0.08, w, h * 0.2, { fill: "#000", opacity: 0.15, filter: "url(#blurBig)" }),
    ...stripes,
    ...scallops,
    rect(0, h * 0.08, w, h * 0.02, { fill: "#000", opacity: 0.12 }),
  );
  parts.push(picadoGarland(rng, -10, w + 10, h * 0.29, h * 0.04, w * 0.05, 0.95));
  // potted plants by the door
  const pot = (x: number): string =>
    [
      shadow(x, h * 0.93, w * 0.045, h * 0.015, 0.4),
      pathEl(`M${n(x - w * 0.04)} ${n(h * 0.8)}H${n(x + w * 0.04)}L${n(x + w * 0.03)} ${n(h * 0.93)}H${n(x - w * 0.03)}Z`, {
        fill: "url(#clay)",
      }),
      rect(x - w * 0.044, h * 0.79, w * 0.088, h * 0.025, { fill: "#D98256" }),
      ...[-50, -25, 0, 25, 50].map((a) =>
        pathEl(
          `M${n(x)} ${n(h * 0.8)}q${n(a * 0.6)} ${n(-h * 0.08)} ${n(a * 1.6)} ${n(-h * 0.2 + Math.abs(a) * 1.2)}q${n(-a * 0.5)} ${n(h * 0.1)} ${n(-a * 1.2)} ${n(h * 0.2 - Math.abs(a) * 1.2)}Z`,
          { fill: a === 0 ? "#4E8F5A" : "#3E7A4A" },
        ),
      ),
    ].join("");
  parts.push(pot(w * 0.655), pot(w * 0.955));
  // the sign hangs in front of the awning shadow
  parts.push(
    circle(sx + w * 0.022, h * 0.48, w * 0.045, { fill: C.cream, stroke: "#5A3018", "stroke-width": 6 }),
    pigIcon(sx + w * 0.015, h * 0.485, w * 0.02, C.terracotta),
  );
  return parts.join("");
};
