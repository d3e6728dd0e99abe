/**
 * The floor's server: React Router's request handler behind Hono, with the static files served as
 * the shop serves its own (pre-compressed, hashed assets cached for a year), so that the two
 * differ in their pages only. The picture comes from the shop's public/ folder.
 */
import path from "node:path";
import { serve } from "@hono/node-server";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { compress } from "hono/compress";
import { createRequestHandler, type ServerBuild } from "react-router";

const root = path.resolve(import.meta.dirname, "../..");
const client = path.relative(process.cwd(), path.join(root, "build/floor/client"));
const pictures = path.relative(process.cwd(), path.join(root, "public"));
const build = (await import(path.join(root, "build/floor/server/index.js"))) as ServerBuild;
const handle = createRequestHandler(build, "production");

const app = new Hono();
app.use(compress());
app.use("/assets/*", serveStatic({ root: client, precompressed: true }), async (c, next) => {
  await next();
  c.header("Cache-Control", "public, max-age=31536000, immutable");
});
app.use("/images/*", serveStatic({ root: pictures }), async (c, next) => {
  await next();
  c.header("Cache-Control", "public, max-age=86400");
});
// No icon: answered here rather than by a router error for every page load.
app.get("/favicon.ico", (c) => c.body(null, 404));
app.all("*", (c) => handle(c.req.raw));

const server = serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: "127.0.0.1" }, () => process.send?.("listening"));
process.on("SIGTERM", () => server.close(() => process.exit(0)));
