/**
 * Entry of the demo-picture generator: what is drawn, where it is written, how sharp encodes it.
 *
 * Draws the demo pictures of the menu, the blog, the home hero and the about page, plus the
 * favicon, the Apple touch icon and the default Open Graph image.
 *
 * Everything is drawn as SVG (flat "food illustration" style, warm Mexican-market palette) by the
 * modules in this folder and rendered here with sharp. No picture is downloaded. Randomness comes
 * from a PRNG seeded with the picture's name, so re-running the script writes byte-identical files.
 * Imports flow one way: random, svg, palette, shared-defs, scene-context, backdrops (helpers) ←
 * vessels, meat-pieces, garnishes-and-props (pieces) ← menu-*, blog-covers, hero-and-about
 * (pictures) ← this file.
 *
 *   npx tsx scripts/demo-images/index.ts            # write everything
 *   npx tsx scripts/demo-images/index.ts carnitas   # only outputs whose name contains "carnitas"
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp, { type Sharp } from "sharp";
import { pathEl, rect } from "./svg";
import { C } from "./palette";
import { SHARED_DEFS } from "./shared-defs";
import { makeCtx, type Motif } from "./scene-context";
import { backdrop, vignette, type SceneStyle } from "./backdrops";
import { carnitasInCazo, chicharronMotif, familyPackMotif } from "./menu-carnitas";
import { arracheraMotif, carneAsadaMotif, diezmilloMotif, groundBeefMotif, shortRibsMotif } from "./menu-beef";
import { alPastorMotif, chorizoMotif, porkChopsMotif, spareRibsMotif } from "./menu-pork";
import { chickenBreastMotif, polloAsadoMotif, wholeChickenMotif } from "./menu-chicken";
import { birriaMotif, carnitasPlateMotif, chileVerdeMotif, tamalesMotif } from "./menu-prepared-dishes";
import { arrozMotif, frijolesMotif, horchataMotif, salsaRojaMotif, tortillasMotif } from "./menu-sides-and-drinks";
import { asadaTipsScene, carnitasAwardScene, carnitasGuideScene, familyStoryScene } from "./blog-covers";
import { aboutKitchenScene, heroScene } from "./hero-and-about";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const PUBLIC_DIR = path.join(ROOT, "public");

const STYLE = {
  warmTiles: { wall: "talavera", wallColor: "#F6E6C8", accent: C.cobalt, table: "wood" },
  turquoiseTiles: { wall: "talavera", wallColor: "#EFE3CC", accent: C.turquoise, table: "darkwood" },
  terracottaPicado: { wall: "picado", wallColor: "#C86540", accent: C.saffron, table: "wood" },
  saffronPicado: { wall: "picado", wallColor: "#E6A548", accent: C.terracotta, table: "darkwood" },
  redRosette: { wall: "rosette", wallColor: "#A33A2E", accent: C.saffronLight, table: "linen" },
  tealRosette: { wall: "rosette", wallColor: "#2F8A80", accent: C.cream, table: "wood" },
  creamPlaster: { wall: "plaster", wallColor: "#F3E3C6", accent: C.turquoise, table: "saltillo" },
  serape: { wall: "rosette", wallColor: "#E9D4B0", accent: C.terracotta, table: "serape" },
  hero: { wall: "plaster", wallColor: "#B4502D", accent: C.saffron, table: "darkwood" },
  kitchen: { wall: "talavera", wallColor: "#F3E6CC", accent: C.turquoise, table: "saltillo" },
} satisfies Record<string, SceneStyle>;

/** slug → motif + palette, for the menu (4:3). */
const MENU: { slug: string; motif: Motif; style: SceneStyle }[] = [
  { slug: "carnitas-maciza", motif: carnitasInCazo(false), style: STYLE.terracottaPicado },
  { slug: "carnitas-mixed", motif: carnitasInCazo(true), style: STYLE.turquoiseTiles },
  { slug: "chicharron", motif: chicharronMotif, style: STYLE.tealRosette },
  { slug: "carnitas-family-pack", motif: familyPackMotif, style: STYLE.saffronPicado },
  { slug: "arrachera", motif: arracheraMotif, style: STYLE.warmTiles },
  { slug: "carne-asada", motif: carneAsadaMotif, style: STYLE.terracottaPicado },
  { slug: "diezmillo", motif: diezmilloMotif, style: STYLE.turquoiseTiles },
  { slug: "beef-short-ribs", motif: shortRibsMotif, style: STYLE.redRosette },
  { slug: "ground-beef", motif: groundBeefMotif, style: STYLE.warmTiles },
  { slug: "al-pastor", motif: alPastorMotif, style: STYLE.saffronPicado },
  { slug: "pork-chops", motif: porkChopsMotif, style: STYLE.tealRosette },
  { slug: "pork-spare-ribs", motif: spareRibsMotif, style: STYLE.creamPlaster },
  { slug: "chorizo", motif: chorizoMotif, style: STYLE.redRosette },
  { slug: "pollo-asado", motif: polloAsadoMotif, style: STYLE.turquoiseTiles },
  { slug: "chicken-breast", motif: chickenBreastMotif, style: STYLE.warmTiles },
  { slug: "whole-chicken", motif: wholeChickenMotif, style: STYLE.tealRosette },
  { slug: "carnitas-plate", motif: carnitasPlateMotif, style: STYLE.serape },
  { slug: "birria", motif: birriaMotif, style: STYLE.turquoiseTiles },
  { slug: "tamales", motif: tamalesMotif, style: STYLE.terracottaPicado },
  { slug: "chile-verde", motif: chileVerdeMotif, style: STYLE.redRosette },
  { slug: "frijoles", motif: frijolesMotif, style: STYLE.creamPlaster },
  { slug: "arroz", motif: arrozMotif, style: STYLE.creamPlaster },
  { slug: "tortillas", motif: tortillasMotif, style: STYLE.tealRosette },
  { slug: "salsa-roja", motif: salsaRojaMotif, style: STYLE.warmTiles },
  { slug: "horchata", motif: horchataMotif, style: STYLE.tealRosette },
];

/** slug → scene + palette, for blog covers (16:9). A null style means the scene paints its own backdrop. */
const BLOG: { slug: string; motif: Motif; style: SceneStyle | null }[] = [
  { slug: "carnitas-award", motif: carnitasAwardScene, style: STYLE.saffronPicado },
  { slug: "carnitas-guide", motif: carnitasGuideScene, style: { ...STYLE.warmTiles, table: "linen", accent: C.turquoise } },
  { slug: "asada-tips", motif: asadaTipsScene, style: STYLE.terracottaPicado },
  { slug: "family-story", motif: familyStoryScene, style: null },
];

/** One drawing, rendered at several widths to `public/<name>-<width>w.webp`. */
interface Picture {
  name: string;
  motif: Motif;
  style: SceneStyle | null;
  /** viewBox the motif draws in; the aspect ratio of the output */
  box: { w: number; h: number };
  /** y of the back edge of the table, as a fraction of the height */
  horizon: number;
  widths: readonly number[];
}

const MENU_BOX = { w: 800, h: 600 };
const WIDE_BOX = { w: 1600, h: 900 };
const CARD_WIDTHS = [320, 640, 960] as const;

const HERO: Picture = { name: "images/hero", motif: heroScene, style: STYLE.hero, box: WIDE_BOX, horizon: 0.6, widths: [640, 1280, 1920] };

const PICTURES: Picture[] = [
  ...MENU.map((m) => ({
    name: `images/menu/${m.slug}`,
    motif: m.motif,
    style: m.style,
    box: MENU_BOX,
    horizon: 0.42,
    widths: CARD_WIDTHS,
  })),
  ...BLOG.map((b) => ({ name: `images/blog/${b.slug}`, motif: b.motif, style: b.style, box: WIDE_BOX, horizon: 0.5, widths: CARD_WIDTHS })),
  HERO,
  { name: "images/about-kitchen", motif: aboutKitchenScene, style: STYLE.kitchen, box: MENU_BOX, horizon: 0.66, widths: CARD_WIDTHS },
];

/** The favicon: a bold copper cazo with steam, terracotta on cream. Legible at 16 px. */
function faviconSvg(): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">`,
    rect(0, 0, 64, 64, { rx: 14, fill: C.cream }),
    pathEl("M24 7c-4 4 4 7 0 12M40 7c-4 4 4 7 0 12", {
      fill: "none",
      stroke: C.terracotta,
      "stroke-width": 4.5,
      "stroke-linecap": "round",
    }),
    pathEl("M9 28H55C55 44 46 55 32 55C18 55 9 44 9 28Z", { fill: C.terracotta }),
    pathEl("M17 35C18 42 22 47 28 49", { fill: "none", stroke: "#E99A6A", "stroke-width": 3.5, "stroke-linecap": "round" }),
    rect(5, 24, 54, 8, { rx: 4, fill: C.terracottaDark }),
    `</svg>`,
  ].join("");
}

function renderSvg(picture: Pick<Picture, "name" | "motif" | "style" | "box" | "horizon">): string {
  const ctx = makeCtx(picture.name, picture.box.w, picture.box.h, picture.box.h * picture.horizon);
  const back = picture.style ? backdrop(ctx, picture.style) : "";
  const motif = picture.motif(ctx);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${ctx.w} ${ctx.h}" width="${ctx.w}" height="${ctx.h}">` +
    `<defs>${SHARED_DEFS}${ctx.defs.join("")}</defs>${back}${motif}${vignette(ctx)}</svg>`
  );
}

interface Output {
  file: string;
  bytes: number;
}

/** Rasterises an SVG at exactly `width` pixels wide (vector scaling, not resampling). */
function raster(svg: string, viewBoxWidth: number, width: number): Sharp {
  return sharp(Buffer.from(svg), { density: (72 * width) / viewBoxWidth });
}

async function save(file: string, data: Buffer | string): Promise<Output> {
  const target = path.join(PUBLIC_DIR, file);
  await mkdir(path.dirname(target), { recursive: true });
  await writeFile(target, data);
  return { file, bytes: Buffer.byteLength(data) };
}

async function renderPicture(picture: Picture): Promise<Output[]> {
  const svg = renderSvg(picture);
  const outputs: Output[] = [];
  for (const width of picture.widths) {
    const height = Math.round((width * picture.box.h) / picture.box.w);
    const webp = await raster(svg, picture.box.w, width).resize(width, height, { fit: "fill" }).webp({ quality: 78, effort: 6 }).toBuffer();
    outputs.push(await save(`${picture.name}-${width}w.webp`, webp));
  }
  return outputs;
}

async function renderIcons(): Promise<Output[]> {
  const favicon = faviconSvg();
  const apple = await sharp(Buffer.from(favicon), { density: (72 * 180) / 64 })
    .resize(180, 180)
    .flatten({ background: C.cream })
    .png({ compressionLevel: 9 })
    .toBuffer();
  const og = await raster(renderSvg(HERO), HERO.box.w, 1200)
    .resize(1200, 630, { fit: "cover", position: "centre" })
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer();
  return [await save("favicon.svg", favicon), await save("apple-touch-icon.png", apple), await save("og-default.jpg", og)];
}

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1).padStart(7)} KB`;

async function main(): Promise<void> {
  const filter = process.argv[2] ?? "";
  const outputs: Output[] = [];
  for (const picture of PICTURES) {
    if (picture.name.includes(filter)) outputs.push(...(await renderPicture(picture)));
  }
  if ("favicon apple-touch-icon og-default".includes(filter) || filter === "") outputs.push(...(await renderIcons()));
  for (const o of outputs) console.log(`${kb(o.bytes)}  public/${o.file}`);
  const total = outputs.reduce((sum, o) => sum + o.bytes, 0);
  console.log(`${kb(total)}  total, ${outputs.length} files`);
}

await main();
