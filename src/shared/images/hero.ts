/**
 * The home page's hero is drawn wider than the other pictures. Apart from images.ts, which every
 * page's menu cards load with the layout (ADR 0019), so that only home carries it (ADR 0026).
 */
export const HERO_IMAGE = {
  src: "/images/hero-1280w.webp",
  widths: [640, 1280, 1920],
  width: 1280,
  height: 720,
} as const;
