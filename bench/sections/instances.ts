import { preferredTime } from "../../support/checkout";
import { cleanUp } from "../../support/child-processes";
import { HttpClient, signIn, SIMULATED_CLIENTS_ENV } from "../../support/http-client";
import { startNginx, type Nginx } from "../../support/nginx";
import { createScratchDatabase } from "../../support/postgres";
import { freePort, startShop, stopShop, tempDataDir, waitForHealthy } from "../../support/shop-process";
import { args, CONNECTIONS, DURATION, rows, results, percentile, round, load, orderableItems, placeOrders, pgUrl } from "../lib";

/**
 * Several instances (ADR 0018): the menu API (autocannon) and checkout orders/s against one
 * instance directly, one behind nginx (deploy/nginx/proxy.conf) and two behind nginx, all on one
 * PostgreSQL database, in this run; ratios against the direct instance. Both instances run
 * throughout (the second idles while the first is measured alone), and the setups are loaded in
 * alternating rounds whose medians are compared.
 */
export async function benchInstances() {
  const database = await createScratchDatabase(pgUrl, "shop_bench");
  const ports = [await freePort(), await freePort()];
  const proxyPorts = [await freePort(), await freePort()];
  // The shop's address is the two-instance proxy's; clients send it as their Origin wherever they go.
  const publicUrl = `http://127.0.0.1:${proxyPorts[1]}`;
  const env = { DATABASE_URL: database.url, ...SIMULATED_CLIENTS_ENV, PUBLIC_URL: publicUrl, LOG_LEVEL: "warn" };
  const shops = ports.map((port) => startShop({ ...env, DATA_DIR: tempDataDir() }, port, { keepOutput: false }));
  const proxies: Nginx[] = [];
  const customers = Number(args.get("customers") ?? 20);
  const seconds = Number(args.get("checkout-seconds") ?? 10);
  try {
    // One after the other: the first runs the migrations and the seed.
    for (const shop of shops) await waitForHealthy(shop, 60_000);
    proxies.push(await startNginx([ports[0]!], { port: proxyPorts[0] }), await startNginx(ports, { port: proxyPorts[1] }));
    const setups = [
      { label: "one instance, direct", base: shops[0]!.url },
      { label: "one instance behind nginx", base: proxies[0]!.url },
      { label: "two instances behind nginx", base: proxies[1]!.url },
    ];
    for (const { label, base } of setups) process.stdout.write(`  ${label}: ${base}\n`);
    const pickupTime = preferredTime();
    const items = await orderableItems(publicUrl);
    // Signed in once through the proxy: the sessions are in the database, valid at every address.
    const clients = await Promise.all(
      Array.from({ length: customers }, async (_, i) => {
        const client = new HttpClient(publicUrl, `10.50.0.${i + 1}`);
        await signIn(client, `bench-${i}@example.com`);
        return client;
      }),
    );

    // Warm-up: both instances (through the two-instance proxy) and every address, untimed.
    for (const { base } of setups) await load(`${base}/api/menu`, CONNECTIONS, 3);
    await placeOrders(
      clients.map((client) => client.at(publicUrl)),
      5,
      items,
      pickupTime,
    );
    // Alternating rounds (direct, one behind nginx, two behind nginx, again…), medians compared,
    // so the machine's other load hits every setup alike.
    const rounds = Number(args.get("rounds") ?? 3);
    const samples = setups.map(() => ({
      menu: [] as number[],
      menuP99: [] as number[],
      orders: [] as number[],
      latencies: [] as number[],
    }));
    for (let round = 0; round < rounds; round++) {
      for (const [i, { base }] of setups.entries()) {
        const menu = await load(`${base}/api/menu`);
        samples[i]!.menu.push(menu.requests.average);
        samples[i]!.menuP99.push(menu.latency.p99);
        const latencies = await placeOrders(
          clients.map((client) => client.at(base)),
          seconds,
          items,
          pickupTime,
        );
        samples[i]!.orders.push(latencies.length / seconds);
        samples[i]!.latencies.push(...latencies);
      }
    }
    const measured = setups.map(({ label }, i) => ({
      label,
      menu: percentile(samples[i]!.menu, 50),
      menuP99: percentile(samples[i]!.menuP99, 50),
      orders: percentile(samples[i]!.orders, 50),
      p50: percentile(samples[i]!.latencies, 50),
      p99: percentile(samples[i]!.latencies, 99),
      rounds: { menu: samples[i]!.menu, orders: samples[i]!.orders },
    }));
    const [direct] = measured;
    for (const row of measured) {
      rows.push({
        section: "instances",
        measure: `${row.label}: menu API req/s (${CONNECTIONS} connections, median of ${rounds} × ${DURATION} s, p99 ${round(row.menuP99)} ms)`,
        value: String(round(row.menu)),
        baseline: `${round(direct!.menu)} one instance, direct`,
        ratio: String(round(row.menu / direct!.menu, 2)),
      });
      rows.push({
        section: "instances",
        measure: `${row.label}: orders/s, ${customers} customers, median of ${rounds} × ${seconds} s (p50 ${round(row.p50)} ms, p99 ${round(row.p99)} ms)`,
        value: String(round(row.orders)),
        baseline: `${round(direct!.orders)} one instance, direct`,
        ratio: String(round(row.orders / direct!.orders, 2)),
      });
    }
    results.instances = { customers, seconds, rounds, connections: CONNECTIONS, duration: DURATION, setups: measured };
  } catch (error) {
    // What nginx saw is the first thing to read when a load through it failed.
    for (const proxy of proxies) process.stderr.write(`nginx ${proxy.url} error log:\n${proxy.errorLog().slice(-4000)}\n`);
    throw error;
  } finally {
    await cleanUp({
      nginx: () => Promise.all(proxies.map((proxy) => proxy.stop())),
      "the shops": () => Promise.all(shops.map((shop) => stopShop(shop))),
      "their database": () => database.drop(),
    });
  }
}
