// Everything around the meat: limes, herbs, chiles, produce, husks, tortillas, cloth, salsas, specks, steam, a cleaver.

import { between, type Rng } from "./random";
import { circle, el, ellipse, ellipsePath, g, n, pathEl, polygon, rect, roundRect, smoothOpen, translate, type Pt } from "./svg";
import { C, darken, lighten } from "./palette";
import { clip, shadow, type Ctx } from "./scene-context";
import { K, bowl, liquid } from "./vessels";

/** Wisps of steam rising from (x, y). */
export function steam(rng: Rng, x: number, y: number, height: number, count = 3): string {
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    const sx = x + (i - (count - 1) / 2) * height * 0.35;
    const pts: Pt[] = [];
    for (let k = 0; k <= 4; k++) {
      pts.push({ x: sx + Math.sin(k * 1.6 + i) * height * 0.08 + between(rng, -3, 3), y: y - (k / 4) * height });
    }
    parts.push(
      pathEl(smoothOpen(pts), { fill: "none", stroke: C.white, "stroke-width": height * 0.06, "stroke-linecap": "round", opacity: 0.35 }),
    );
  }
  return parts.join("");
}

export function limeWedge(x: number, y: number, s: number, rot = 0): string {
  // half-moon wedge: rind arc, pith, flesh with segments
  const seg: string[] = [];
  for (let i = 1; i < 4; i++) {
    const a = Math.PI + (i / 4) * Math.PI;
    seg.push(
      el("line", { x1: 0, y1: 0, x2: Math.cos(a) * s * 0.78, y2: Math.sin(a) * s * 0.78, stroke: "#E9F5C7", "stroke-width": s * 0.06 }),
    );
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

export function limeHalf(x: number, y: number, s: number): string {
  const seg: string[] = [];
  for (let i = 0; i < 8; i++) {
    const a = (i / 8) * Math.PI * 2;
    seg.push(
      el("line", {
        x1: x,
        y1: y,
        x2: x + Math.cos(a) * s * 0.78,
        y2: y + Math.sin(a) * s * 0.78 * K * 1.3,
        stroke: "#E9F5C7",
        "stroke-width": s * 0.06,
      }),
    );
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
export function cilantro(rng: Rng, x: number, y: number, s: number, rot = 0): string {
  const parts: string[] = [
    pathEl(`M0 ${n(s * 0.6)}Q${n(s * 0.05)} ${n(s * 0.1)} 0 ${n(-s * 0.3)}`, {
      fill: "none",
      stroke: C.limeDark,
      "stroke-width": s * 0.06,
      "stroke-linecap": "round",
    }),
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
export function onionCilantro(rng: Rng, cx: number, cy: number, rx: number, ry: number, count: number): string {
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
      parts.push(
        rect(x - s / 2, y - s / 2, s, s * 0.8, {
          fill: C.onion,
          stroke: "#E6DCE4",
          "stroke-width": 1,
          rx: s * 0.15,
          transform: `rotate(${n(rng() * 90)} ${n(x)} ${n(y)})`,
        }),
      );
    }
  }
  return parts.join("");
}

/** A chile (fresh or dried) as a curved, tapering pod with a stem. */
export function chile(x: number, y: number, len: number, color: string, rot = 0, stem: string = C.limeDark): string {
  const w = len * 0.22;
  const d = `M0 ${n(-w / 2)}C${n(len * 0.45)} ${n(-w * 0.7)} ${n(len * 0.8)} ${n(-w * 0.2)} ${n(len)} ${n(w * 0.5)}C${n(len * 0.75)} ${n(w * 0.35)} ${n(len * 0.4)} ${n(w * 0.7)} 0 ${n(w / 2)}Z`;
  return g(
    { transform: `${translate(x, y)} rotate(${n(rot)})` },
    pathEl(d, { fill: darken(color, 0.25), transform: translate(0, w * 0.18) }),
    pathEl(d, { fill: color }),
    pathEl(
      `M${n(len * 0.1)} ${n(-w * 0.25)}C${n(len * 0.4)} ${n(-w * 0.45)} ${n(len * 0.6)} ${n(-w * 0.3)} ${n(len * 0.75)} ${n(-w * 0.05)}`,
      {
        fill: "none",
        stroke: lighten(color, 0.45),
        "stroke-width": w * 0.16,
        "stroke-linecap": "round",
        opacity: 0.8,
      },
    ),
    pathEl(`M0 ${n(-w * 0.45)}q${n(-w * 0.5)} ${n(w * 0.45)} 0 ${n(w * 0.9)}z`, { fill: stem }),
    pathEl(`M${n(-w * 0.2)} 0q${n(-w * 0.5)} ${n(-w * 0.1)} ${n(-w * 0.7)} ${n(-w * 0.5)}`, {
      fill: "none",
      stroke: stem,
      "stroke-width": w * 0.2,
      "stroke-linecap": "round",
    }),
  );
}

/** A stack of corn tortillas seen from the front, the top one with toasted spots. */
export function tortillaStack(rng: Rng, cx: number, cy: number, rx: number, count: number): string {
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
    parts.push(
      ellipse(cx + Math.cos(a) * rx * r, topY + Math.sin(a) * ry * r, rx * between(rng, 0.03, 0.07), ry * between(rng, 0.03, 0.06), {
        fill: "#A06A2A",
        opacity: 0.55,
      }),
    );
  }
  parts.push(ellipse(cx - rx * 0.25, topY - ry * 0.2, rx * 0.45, ry * 0.3, { fill: "#FBE3A8", opacity: 0.4 }));
  return parts.join("");
}

/** Embroidered cloth folded under tortillas: a square with a coloured border, tucked corners. */
export function servilleta(cx: number, cy: number, w: number, h: number, border: string): string {
  const pts: Pt[] = [
    { x: cx - w * 0.5, y: cy },
    { x: cx - w * 0.1, y: cy - h * 0.55 },
    { x: cx + w * 0.5, y: cy - h * 0.1 },
    { x: cx + w * 0.15, y: cy + h * 0.55 },
  ];
  return [
    shadow(cx, cy + h * 0.15, w * 0.5, h * 0.45, 0.3),
    pathEl(polygon(pts), { fill: C.white }),
    pathEl(polygon(pts), {
      fill: "none",
      stroke: border,
      "stroke-width": w * 0.025,
      "stroke-dasharray": `${n(w * 0.04)} ${n(w * 0.02)}`,
      transform: `translate(0 0)`,
    }),
    ...pts.map((p) => circle(p.x * 0.85 + cx * 0.15, p.y * 0.85 + cy * 0.15, w * 0.03, { fill: border })),
  ].join("");
}

export function garlicBulb(x: number, y: number, s: number): string {
  return g(
    { transform: translate(x, y) },
    ellipse(0, s * 0.55, s * 0.9, s * 0.25, { fill: "#000", opacity: 0.15 }),
    pathEl(
      `M0 ${n(-s * 1.05)}C${n(s * 0.3)} ${n(-s * 0.7)} ${n(s)} ${n(-s * 0.5)} ${n(s)} ${n(s * 0.05)}C${n(s)} ${n(s * 0.55)} ${n(s * 0.5)} ${n(s * 0.7)} 0 ${n(s * 0.7)}C${n(-s * 0.5)} ${n(s * 0.7)} ${n(-s)} ${n(s * 0.55)} ${n(-s)} ${n(s * 0.05)}C${n(-s)} ${n(-s * 0.5)} ${n(-s * 0.3)} ${n(-s * 0.7)} 0 ${n(-s * 1.05)}Z`,
      { fill: "#F6EEE2" },
    ),
    pathEl(
      `M0 ${n(-s * 0.8)}Q${n(-s * 0.55)} 0 ${n(-s * 0.25)} ${n(s * 0.68)}M0 ${n(-s * 0.8)}Q${n(s * 0.55)} 0 ${n(s * 0.25)} ${n(s * 0.68)}M0 ${n(-s * 0.8)}V${n(s * 0.7)}`,
      { fill: "none", stroke: "#D9C8B4", "stroke-width": s * 0.07 },
    ),
    ellipse(-s * 0.45, -s * 0.1, s * 0.15, s * 0.3, { fill: C.white, opacity: 0.7 }),
  );
}

export function garlicClove(x: number, y: number, s: number, rot = 0): string {
  return g(
    { transform: `${translate(x, y)} rotate(${n(rot)})` },
    pathEl(
      `M${n(-s)} ${n(s * 0.3)}Q${n(-s * 0.6)} ${n(-s * 0.6)} ${n(s)} ${n(-s * 0.2)}Q${n(s * 0.2)} ${n(s * 0.55)} ${n(-s)} ${n(s * 0.3)}Z`,
      { fill: "#F3E7D6", stroke: "#D6C2A8", "stroke-width": s * 0.08 },
    ),
  );
}

export function tomato(x: number, y: number, r: number, color: string = "#D8322A"): string {
  const star: string[] = [];
  for (let i = 0; i < 5; i++) {
    const a = (i / 5) * Math.PI * 2 - Math.PI / 2;
    star.push(
      pathEl(
        `M0 0Q${n(Math.cos(a + 0.4) * r * 0.2)} ${n(Math.sin(a + 0.4) * r * 0.12)} ${n(Math.cos(a) * r * 0.4)} ${n(Math.sin(a) * r * 0.22)}Q${n(Math.cos(a - 0.4) * r * 0.2)} ${n(Math.sin(a - 0.4) * r * 0.12)} 0 0Z`,
        { fill: C.limeDark },
      ),
    );
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

export function onionHalf(x: number, y: number, r: number, ring: string = "#EADDE8"): string {
  const rings: string[] = [];
  for (let i = 1; i < 5; i++)
    rings.push(ellipse(0, 0, r * (1 - i * 0.18), r * K * 1.2 * (1 - i * 0.18), { fill: "none", stroke: ring, "stroke-width": r * 0.05 }));
  return g(
    { transform: translate(x, y) },
    ellipse(0, r * 0.35, r, r * K * 1.2, { fill: "#C9A98F" }),
    ellipse(0, 0, r, r * K * 1.2, { fill: C.onion }),
    ...rings,
  );
}

/** A long dried chile (guajillo / árbol): dark red, glossy, brown stem. */
export const driedChile = (x: number, y: number, len: number, rot: number, color = "#8E1A16"): string =>
  chile(x, y, len, color, rot, "#6B5A2A");

/** A pineapple with a diamond-cut skin and a crown. */
export function pineapple(ctx: Ctx, x: number, y: number, w: number, h: number): string {
  const leaves: string[] = [];
  for (let i = -3; i <= 3; i++) {
    const a = i * 0.32;
    const len = h * (0.75 - Math.abs(i) * 0.08);
    const tx = Math.sin(a) * len;
    const ty = -Math.cos(a) * len;
    leaves.push(
      pathEl(
        `M${n(-w * 0.08)} 0Q${n(tx * 0.4 - w * 0.06)} ${n(ty * 0.6)} ${n(tx)} ${n(ty)}Q${n(tx * 0.4 + w * 0.06)} ${n(ty * 0.6)} ${n(w * 0.08)} 0Z`,
        { fill: i % 2 ? C.leaf : "#2F7A3A" },
      ),
    );
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
      pathEl(cross.join(""), {
        stroke: "#9A6416",
        "stroke-width": w * 0.035,
        "clip-path": clip(ctx, ellipsePath(0, bodyY, w * 0.5, h * 0.5)),
      }),
    ),
    ellipse(-w * 0.15, bodyY - h * 0.15, w * 0.14, h * 0.25, { fill: "#F8D46A", opacity: 0.7 }),
  );
}

/** Corn husk leaf, pointing right: a long tapering shape with veins. */
export function husk(len: number, wid: number, color: string = "#E8D49A"): string {
  const d = `M0 ${n(-wid / 2)}C${n(len * 0.5)} ${n(-wid * 0.6)} ${n(len * 0.85)} ${n(-wid * 0.3)} ${n(len)} 0C${n(len * 0.85)} ${n(wid * 0.3)} ${n(len * 0.5)} ${n(wid * 0.6)} 0 ${n(wid / 2)}Q${n(-wid * 0.2)} 0 0 ${n(-wid / 2)}Z`;
  const veins: string[] = [];
  for (let i = -2; i <= 2; i++)
    veins.push(`M${n(len * 0.05)} ${n(i * wid * 0.15)}Q${n(len * 0.6)} ${n(i * wid * 0.18)} ${n(len * 0.95)} ${n(i * wid * 0.03)}`);
  return (
    pathEl(d, { fill: color }) +
    pathEl(veins.join(""), { fill: "none", stroke: darken(color, 0.2), "stroke-width": wid * 0.025, opacity: 0.7 })
  );
}

/** A steel butcher's cleaver lying on its side. */
export function cleaver(x: number, y: number, s: number, rot: number): string {
  return g(
    { transform: `${translate(x, y)} rotate(${n(rot)})` },
    pathEl(roundRect(-s * 0.05, s * 0.06, s * 1.3, s * 0.62, s * 0.06), {
      fill: "#000",
      opacity: 0.2,
      transform: translate(s * 0.04, s * 0.08),
    }),
    pathEl(`M0 0H${n(s * 1.2)}Q${n(s * 1.28)} 0 ${n(s * 1.28)} ${n(s * 0.08)}V${n(s * 0.6)}H0Z`, { fill: "url(#steel)" }),
    rect(0, s * 0.54, s * 1.28, s * 0.06, { fill: "#F4F7F8" }),
    circle(s * 1.05, s * 0.14, s * 0.06, { fill: "#5C656A" }),
    pathEl(roundRect(-s * 0.62, s * 0.12, s * 0.64, s * 0.2, s * 0.08), { fill: "#5A3018" }),
    circle(-s * 0.45, s * 0.22, s * 0.03, { fill: "#D9D9D9" }),
    circle(-s * 0.2, s * 0.22, s * 0.03, { fill: "#D9D9D9" }),
  );
}

/** A whole tomatillo in its papery husk. */
export function tomatillo(x: number, y: number, r: number): string {
  return g(
    { transform: translate(x, y) },
    ellipse(0, r * 0.8, r, r * 0.25, { fill: "#000", opacity: 0.15 }),
    circle(0, 0, r, { fill: "#8DBB4A" }),
    ellipse(-r * 0.35, -r * 0.3, r * 0.3, r * 0.2, { fill: "#D8EFA0", opacity: 0.6 }),
    pathEl(
      `M${n(-r * 1.1)} ${n(-r * 0.2)}Q${n(-r * 0.9)} ${n(-r * 1.3)} 0 ${n(-r * 1.2)}Q${n(r * 0.6)} ${n(-r * 1.3)} ${n(r * 1.15)} ${n(-r * 0.6)}Q${n(r * 0.4)} ${n(-r * 0.5)} ${n(r * 0.2)} ${n(-r * 0.85)}Q${n(-r * 0.4)} ${n(-r * 0.7)} ${n(-r * 1.1)} ${n(-r * 0.2)}Z`,
      { fill: "#D9D2A2", opacity: 0.95 },
    ),
  );
}

/** Specks (pepper, seeds, chile flakes) scattered over an ellipse. */
export function specks(
  rng: Rng,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  count: number,
  color: string,
  size: number,
  opacity = 0.85,
): string {
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    const a = rng() * Math.PI * 2;
    const r = Math.sqrt(rng());
    parts.push(circle(cx + Math.cos(a) * rx * r, cy + Math.sin(a) * ry * r, size * between(rng, 0.6, 1.2), { fill: color, opacity }));
  }
  return parts.join("");
}

export function salsaBowl(ctx: Ctx, x: number, y: number, r: number, sauce: string, outside: string = C.terracotta): string {
  const { rng } = ctx;
  return bowl(
    ctx,
    x,
    y,
    r,
    r * 0.55,
    outside,
    (inner) =>
      liquid(x, y, inner.rx, inner.ry, sauce) +
      specks(rng, x, y + inner.ry * 0.1, inner.rx * 0.7, inner.ry * 0.6, 14, lighten(sauce, 0.35), r * 0.04) +
      specks(rng, x, y + inner.ry * 0.1, inner.rx * 0.7, inner.ry * 0.6, 8, darken(sauce, 0.5), r * 0.03),
  );
}

/** Grilled green onion: white bulb with char, long green leaves. */
export function cebollita(x: number, y: number, s: number, rot: number): string {
  return g(
    { transform: `${translate(x, y)} rotate(${n(rot)})` },
    pathEl(`M${n(s * 0.3)} 0C${n(s * 1.5)} ${n(-s * 0.15)} ${n(s * 2.6)} ${n(-s * 0.05)} ${n(s * 3.6)} ${n(s * 0.25)}`, {
      fill: "none",
      stroke: "#3F7A25",
      "stroke-width": s * 0.3,
      "stroke-linecap": "round",
    }),
    pathEl(`M${n(s * 0.3)} ${n(s * 0.05)}C${n(s * 1.4)} ${n(s * 0.2)} ${n(s * 2.3)} ${n(s * 0.45)} ${n(s * 3.1)} ${n(s * 0.8)}`, {
      fill: "none",
      stroke: "#5C9A35",
      "stroke-width": s * 0.24,
      "stroke-linecap": "round",
    }),
    pathEl(`M${n(s * 1.2)} ${n(-s * 0.1)}l${n(s * 0.2)} ${n(s * 0.2)}M${n(s * 2.2)} ${n(-s * 0.05)}l${n(s * 0.2)} ${n(s * 0.25)}`, {
      stroke: "#2A3A12",
      "stroke-width": s * 0.12,
      "stroke-linecap": "round",
      opacity: 0.7,
    }),
    ellipse(0, 0, s * 0.55, s * 0.42, { fill: "#F4EBDD" }),
    ellipse(-s * 0.15, s * 0.05, s * 0.22, s * 0.14, { fill: "#5A3A1A", opacity: 0.55 }),
    ellipse(s * 0.2, -s * 0.15, s * 0.12, s * 0.08, { fill: "#5A3A1A", opacity: 0.5 }),
  );
}

/** Blistered, grilled jalapeño. */
export function jalapenoToreado(x: number, y: number, len: number, rot: number): string {
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
