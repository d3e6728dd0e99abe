import { createApp } from "@server/app";
import { createAppContext } from "@server/composition-root";
import { openPostgres } from "@server/db/postgres-client";
import { createLogger } from "@server/lib/logger";
import { testConfig } from "../setup/test-app";
import pageRoutes from "../../src/web/routes";

export interface RouteKey {
  method: string;
  path: string;
}

/**
 * The routes the shop serves, read from the code rather than listed by hand: the Hono app's
 * route table (with the sandbox provider and the dev mailbox, as a demo start has them),
 * better-auth's endpoints, and the pages of src/web/routes.ts. Building the app queries no
 * database, so it gets a pool that never connects (creating a PGlite costs seconds).
 */
export async function routesOfTheShop(): Promise<{ app: RouteKey[]; auth: RouteKey[]; pages: RouteKey[] }> {
  const database = openPostgres("postgres://nobody@127.0.0.1:9/never", 1);
  try {
    const ctx = await createAppContext(
      testConfig({ BETTER_AUTH_SECRET: "route-table-only-".padEnd(40, "x") }),
      database,
      createLogger("silent"),
    );
    const app = new Map<string, RouteKey>();
    // Middleware is registered as ALL; what answers requests is registered per method.
    for (const route of createApp(ctx).routes)
      if (route.method !== "ALL") app.set(`${route.method} ${route.path}`, { method: route.method, path: route.path });
    const auth = new Map<string, RouteKey>();
    for (const endpoint of Object.values(ctx.auth.api as Record<string, { path?: string; options?: { method?: string | string[] } }>)) {
      if (!endpoint.path) continue; // server-only calls, not reachable over HTTP
      const methods = endpoint.options?.method ?? "GET";
      for (const method of typeof methods === "string" ? [methods] : methods)
        auth.set(`${method} ${endpoint.path}`, { method, path: endpoint.path });
    }
    return { app: [...app.values()], auth: [...auth.values()], pages: pagePaths() };
  } finally {
    await database.close();
  }
}

type RouteEntry = { path?: string; index?: boolean; children?: RouteEntry[] };

function pagePaths(): RouteKey[] {
  const paths: RouteKey[] = [];
  const walk = (entries: RouteEntry[], parent: string) => {
    for (const entry of entries) {
      const path = entry.path === undefined ? parent : entry.path === "*" ? "*" : `${parent.replace(/\/$/, "")}/${entry.path}`;
      if (entry.index || (entry.path !== undefined && !entry.children?.length)) paths.push({ method: "GET", path: path || "/" });
      if (entry.children) walk(entry.children, path);
    }
  };
  walk(pageRoutes as RouteEntry[], "");
  return paths;
}
