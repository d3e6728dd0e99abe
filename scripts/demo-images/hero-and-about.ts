// The home page hero and the about page's kitchen scene.

import { between, type Rng } from "./random";
import { circle, ellipse, n, pathEl, rect } from "./svg";
import { C } from "./palette";
import { shadow, type Motif } from "./scene-context";
import { picadoGarland } from "./backdrops";
import { cazo } from "./vessels";
import { carnitasHeap } from "./meat-pieces";
import { cilantro, driedChile, limeHalf, limeWedge, salsaBowl, servilleta, specks, steam, tortillaStack } from "./garnishes-and-props";

/** The home page hero: counter, cazo of carnitas, tortillas, salsas, papel picado. */
export const heroScene: Motif = (ctx) => {
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
    flames.push(
      pathEl(
        `M${n(x - fw)} ${n(cy)}Q${n(x - fw)} ${n(cy - fh * 0.5)} ${n(x)} ${n(cy - fh)}Q${n(x + fw)} ${n(cy - fh * 0.5)} ${n(x + fw)} ${n(cy)}Z`,
        { fill: "url(#flame)" },
      ),
    );
    flames.push(
      pathEl(
        `M${n(x - fw * 0.5)} ${n(cy)}Q${n(x - fw * 0.5)} ${n(cy - fh * 0.2)} ${n(x)} ${n(cy - fh * 0.35)}Q${n(x + fw * 0.5)} ${n(cy - fh * 0.2)} ${n(x + fw * 0.5)} ${n(cy)}Z`,
        { fill: "#4A8BE0", opacity: 0.85 },
      ),
    );
  }
  return [
    ellipse(cx, cy, rx * 1.05, rx * 0.2, { fill: "#2B2B2B" }),
    ellipse(cx, cy - 3, rx * 0.95, rx * 0.15, { fill: "#4A4A4A" }),
    ellipse(cx, cy - 20, rx, rx * 0.35, { fill: "url(#glow)" }),
    ...flames,
  ].join("");
}

export const aboutKitchenScene: Motif = (ctx) => {
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
          ? circle(x, top + len, w * 0.03, { fill: "#8D969C" }) +
            specks(rng, x, top + len, w * 0.022, w * 0.022, 10, "#4A4A4A", w * 0.003, 1)
          : ellipse(x, top + len, w * 0.022, w * 0.032, { fill: C.woodLight });
    return (
      pathEl(`M${n(x)} ${n(top)}V${n(top + len)}`, {
        stroke: kind === "spoon" ? C.woodLight : "#8D969C",
        "stroke-width": w * 0.008,
        "stroke-linecap": "round",
      }) +
      head +
      circle(x, top - 4, 5, { fill: "none", stroke: "#5A5A5A", "stroke-width": 2 })
    );
  };
  const leg = (side: -1 | 1): string =>
    pathEl(`M${n(cx + side * ringRx * 0.95)} ${n(ringY)}L${n(cx + side * ringRx * 1.12)} ${n(floorY)}`, {
      stroke: "#2B2B2B",
      "stroke-width": w * 0.014,
      "stroke-linecap": "round",
    });
  return [
    rect(w * 0.04, h * 0.06, w * 0.3, 8, { fill: "#7A4A26" }),
    utensil(w * 0.09, "ladle"),
    utensil(w * 0.18, "skimmer"),
    utensil(w * 0.27, "spoon"),
    // a shelf with clay jarros
    rect(w * 0.7, h * 0.2, w * 0.27, 10, { fill: "#7A4A26" }),
    ...[0.74, 0.81, 0.88, 0.94].map((x, i) =>
      pathEl(
        `M${n(w * x - 14)} ${n(h * 0.2)}C${n(w * x - 20)} ${n(h * 0.14)} ${n(w * x - 10)} ${n(h * 0.12)} ${n(w * x - 6)} ${n(h * 0.11)}H${n(w * x + 6)}C${n(w * x + 10)} ${n(h * 0.12)} ${n(w * x + 20)} ${n(h * 0.14)} ${n(w * x + 14)} ${n(h * 0.2)}Z`,
        { fill: i % 2 ? "#B5532E" : "#C8703F" },
      ),
    ),
    shadow(cx, floorY, rx * 0.9, h * 0.03, 0.4),
    // back half of the stand ring, then the fire, then the pot, then the front of the ring
    pathEl(`M${n(cx - ringRx)} ${n(ringY)}A${n(ringRx)} ${n(ringRx * 0.16)} 0 0 1 ${n(cx + ringRx)} ${n(ringY)}`, {
      fill: "none",
      stroke: "#2B2B2B",
      "stroke-width": 7,
    }),
    leg(-1),
    leg(1),
    pathEl(`M${n(cx)} ${n(ringY + ringRx * 0.16)}V${n(floorY)}`, {
      stroke: "#2B2B2B",
      "stroke-width": w * 0.014,
      "stroke-linecap": "round",
    }),
    burner(rng, cx, h * 0.72, rx * 0.5),
    steam(rng, cx - rx * 0.2, cy - rx * 0.3, h * 0.2),
    steam(rng, cx + rx * 0.3, cy - rx * 0.28, h * 0.18, 2),
    cazo(ctx, cx, cy, rx, depth, (inner) => carnitasHeap(rng, cx, cy, inner.rx, inner.ry, false, 40)),
    pathEl(`M${n(cx - ringRx)} ${n(ringY)}A${n(ringRx)} ${n(ringRx * 0.16)} 0 0 0 ${n(cx + ringRx)} ${n(ringY)}`, {
      fill: "none",
      stroke: "#2B2B2B",
      "stroke-width": 8,
    }),
    // the wooden paddle (pala) used to stir the carnitas
    pathEl(`M${n(cx - rx * 0.2)} ${n(cy - rx * 0.05)}L${n(cx - rx * 0.75)} ${n(cy - rx * 0.78)}`, {
      stroke: "#7A4A26",
      "stroke-width": w * 0.02,
      "stroke-linecap": "round",
    }),
    pathEl(`M${n(cx - rx * 0.2)} ${n(cy - rx * 0.05)}L${n(cx - rx * 0.75)} ${n(cy - rx * 0.78)}`, {
      stroke: "#C89462",
      "stroke-width": w * 0.009,
      "stroke-linecap": "round",
    }),
  ].join("");
};
