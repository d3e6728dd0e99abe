// Colours: mixing helpers, the warm Mexican-market palette, and the tones of each kind of meat.

/** Mixes two #rrggbb colours; t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const pa = [1, 3, 5].map((i) => parseInt(a.slice(i, i + 2), 16));
  const pb = [1, 3, 5].map((i) => parseInt(b.slice(i, i + 2), 16));
  return `#${pa
    .map((v, i) => Math.round(v + ((pb[i] ?? v) - v) * t))
    .map((v) => v.toString(16).padStart(2, "0"))
    .join("")}`;
}
export const darken = (c: string, t: number): string => mix(c, "#1a0d08", t);
export const lighten = (c: string, t: number): string => mix(c, "#fffaf0", t);

export const C = {
  cream: "#FBF1DE",
  creamDeep: "#F0DDBC",
  terracotta: "#C65B35",
  terracottaDark: "#97401F",
  saffron: "#EFA531",
  saffronLight: "#F8CB6B",
  deepRed: "#9B2427",
  red: "#C9362C",
  turquoise: "#2A9D8F",
  turquoiseLight: "#7CCBBF",
  cobalt: "#2D5F8B",
  pink: "#D9507A",
  purple: "#7A4E9C",
  chocolate: "#4A2A1C",
  wood: "#A9713F",
  woodDark: "#7A4A26",
  woodLight: "#C99060",
  leaf: "#3C8C3F",
  leafLight: "#74BD4A",
  lime: "#8CC63F",
  limeDark: "#4F8F2A",
  onion: "#FBF6F2",
  paper: "#F2E2CE",
  paperShade: "#DCC4A6",
  white: "#FFFDF8",
  ink: "#2B1710",
} as const;

/** Colours of a kind of meat: base, shadow side, lit side and one accent (fat, char). */
export interface MeatTone {
  base: string;
  dark: string;
  light: string;
  accent: string;
}

export const TONES = {
  carnitas: { base: "#C06F2A", dark: "#7A3712", light: "#F5BC68", accent: "#4E220B" },
  crackling: { base: "#D9A046", dark: "#A8661F", light: "#F5D48A", accent: "#8C4F16" },
  rawBeef: { base: "#B8343A", dark: "#82202A", light: "#D9575A", accent: "#F4E3D7" },
  rawPork: { base: "#E39A95", dark: "#C0706E", light: "#F3C0B8", accent: "#FBF0E6" },
  rawChicken: { base: "#F2C2AE", dark: "#D9997F", light: "#FADBCB", accent: "#FFF1E6" },
  grilledBeef: { base: "#A05A34", dark: "#6A3018", light: "#C98050", accent: "#3A180B" },
  adobo: { base: "#C8402B", dark: "#8E2418", light: "#E86A40", accent: "#F2A03A" },
  chorizo: { base: "#A82A22", dark: "#6E1712", light: "#D0503A", accent: "#F0C9A8" },
  achiote: { base: "#D45A26", dark: "#8E3212", light: "#F29A50", accent: "#5A2810" },
} satisfies Record<string, MeatTone>;
