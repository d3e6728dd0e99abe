// Gradient helpers and the <defs> (gradients, blur filters) every picture shares.

import { el } from "./svg";

export function linear(id: string, stops: [number, string, number?][], x2 = 1, y2 = 0): string {
  return el(
    "linearGradient",
    { id, x1: 0, y1: 0, x2, y2 },
    stops.map(([o, c, op]) => el("stop", { offset: o, "stop-color": c, "stop-opacity": op })).join(""),
  );
}

export function radial(id: string, stops: [number, string, number?][], cx = 0.5, cy = 0.5, r = 0.5): string {
  return el(
    "radialGradient",
    { id, cx, cy, r },
    stops.map(([o, c, op]) => el("stop", { offset: o, "stop-color": c, "stop-opacity": op })).join(""),
  );
}

export const SHARED_DEFS = [
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
  linear(
    "potInside",
    [
      [0, "#3A1A0C"],
      [1, "#6A3216"],
    ],
    0,
    1,
  ),
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
  radial(
    "vignette",
    [
      [0.55, "#000000", 0],
      [1, "#1A0A04", 0.38],
    ],
    0.5,
    0.45,
    0.75,
  ),
  radial("glow", [
    [0, "#FFF4D6", 0.55],
    [1, "#FFF4D6", 0],
  ]),
  radial(
    "flame",
    [
      [0, "#FFF3B0"],
      [0.45, "#FFB030"],
      [1, "#E2461E"],
    ],
    0.5,
    0.8,
    0.7,
  ),
  radial("ember", [
    [0, "#FFD36A"],
    [0.5, "#F06A22"],
    [1, "#7A1E0E"],
  ]),
].join("");
