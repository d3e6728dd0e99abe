import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startNginx, type Nginx } from "../../support/nginx";

/**
 * A rolling restart behind nginx (ADR 0020): for a while one instance runs the previous build
 * and another the new one, and a page from either may ask the other for a script only its own
 * build has. deploy/nginx/proxy.conf (included as deployed) then asks the next instance; a 404
 * elsewhere (a page that does not exist) is answered as it is. Two small servers stand in for
 * the instances: one has the file, the other does not.
 */
function instance(files: Record<string, string>) {
  const server = http.createServer((req, res) => {
    const body = req.url === "/healthz" ? "ok" : files[req.url ?? ""];
    res.writeHead(body === undefined ? 404 : 200, { "Content-Type": "text/plain", "X-Instance": Object.keys(files).join(",") || "none" });
    res.end(body ?? "Not Found");
  });
  return {
    server,
    listen: () => new Promise<number>((resolve) => server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port))),
  };
}

describe("a script only one build has, during a rolling restart behind nginx", () => {
  const previous = instance({ "/assets/c-previous.js": "export const build = 'previous';" });
  const next = instance({ "/assets/c-next.js": "export const build = 'next';" });
  let nginx: Nginx;

  beforeAll(async () => {
    nginx = await startNginx([await previous.listen(), await next.listen()]);
  });

  afterAll(async () => {
    await nginx?.stop();
    for (const { server } of [previous, next]) await new Promise((resolve) => server.close(resolve));
  });

  it("is fetched from whichever instance has it, every time; other 404s are not retried", async () => {
    for (let i = 0; i < 6; i++) {
      for (const build of ["previous", "next"]) {
        const res = await fetch(`${nginx.url}/assets/c-${build}.js`);
        expect(res.status).toBe(200);
        expect(await res.text()).toBe(`export const build = '${build}';`);
      }
    }
    const pages = await Promise.all(Array.from({ length: 4 }, () => fetch(`${nginx.url}/no-such-page`)));
    expect(pages.map((res) => res.status)).toEqual([404, 404, 404, 404]);
    // Each page's 404 came from the one instance asked: nginx did not try the other.
    const tried = nginx.accessLog().filter((line) => line.path === "/no-such-page");
    expect(tried.every((line) => !line.upstream.includes(","))).toBe(true);
  });
});
