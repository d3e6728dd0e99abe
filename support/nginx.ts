import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { trackProcess } from "./child-processes";
import { freePort, projectRoot } from "./shop-process";

/**
 * nginx in front of several shop instances, as deploy/nginx/shop.conf puts it in production:
 * the same proxy settings (deploy/nginx/proxy.conf is included, not copied), run unprivileged
 * from a temporary prefix, on a free loopback port, for the reliability suite and the bench.
 *
 * Like the load balancer in front of a real shop, it takes each simulated customer's
 * X-Forwarded-For as the client address (realip), so per-client limits still apply per
 * customer; the app then reads that address from the header nginx adds.
 */
export const NGINX_PATH = process.env.NGINX_PATH ?? "/usr/sbin/nginx";
export const PROXY_CONF = path.join(projectRoot, "deploy/nginx/proxy.conf");

export interface Nginx {
  url: string;
  port: number;
  /** Where it keeps its config and logs (removed by stop()). */
  prefix: string;
  /** The access log's lines so far: `<status> <upstream address(es)> <request line>`. */
  accessLog(): AccessLogLine[];
  errorLog(): string;
  stop(): Promise<void>;
}

export interface AccessLogLine {
  status: number;
  /** The instance(s) nginx tried, e.g. "127.0.0.1:4001" or "127.0.0.1:4001, 127.0.0.1:4002"; "-" when none. */
  upstream: string;
  method: string;
  path: string;
}

function findNginx(): string {
  const onPath = spawnSync("sh", ["-c", "command -v nginx"], { encoding: "utf8" }).stdout.trim();
  const binary = existsSync(NGINX_PATH) ? NGINX_PATH : onPath;
  if (!binary) {
    throw new Error(
      `nginx is not installed (looked for ${NGINX_PATH} and on PATH): install Debian's nginx-light (apt-get install -y nginx-light), as .ci/run does.`,
    );
  }
  return binary;
}

function config(prefix: string, port: number, upstreams: number[], workers: number | "auto"): string {
  const servers = upstreams.map((upstream) => `    server 127.0.0.1:${upstream} max_fails=1 fail_timeout=2s;`).join("\n");
  return `daemon off;
worker_processes ${workers};
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 1024; }
http {
  client_body_temp_path ${prefix}/client_body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  log_format instances '$status $upstream_addr "$request"';
  access_log ${prefix}/access.log instances;
  upstream shop {
${servers}
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${port};
    # nginx closes a client's connection after 1,000 requests (Connection: close); autocannon
    # sends its next request on it regardless and counts the reset as an error. Browsers
    # reconnect; the bench's load generator should not measure that.
    keepalive_requests 1000000;
    set_real_ip_from 127.0.0.1;
    real_ip_header X-Forwarded-For;
    include ${PROXY_CONF};
  }
}
`;
}

/**
 * Starts nginx in front of the shop instances listening on `upstreams` (loopback ports) and
 * waits until it answers /healthz through one of them (so at least one must be running). One
 * worker by default: the machine's cores are the shop's; the bench may ask for more.
 */
export async function startNginx(
  upstreams: number[],
  options: { port?: number; workers?: number | "auto"; timeoutMs?: number } = {},
): Promise<Nginx> {
  const binary = findNginx();
  const prefix = mkdtempSync(path.join(os.tmpdir(), "shop-nginx-"));
  // Started as root (CI, containers), nginx's workers run as nobody: they must reach the temp
  // directories (a request body larger than 16 KB, an upload, is written there).
  chmodSync(prefix, 0o755);
  // Given when the instances must know the proxy's address (PUBLIC_URL) before it starts.
  const port = options.port ?? (await freePort());
  const file = path.join(prefix, "nginx.conf");
  writeFileSync(file, config(prefix, port, upstreams, options.workers ?? 1));
  let output = "";
  // -e: the error log before the config is read (else the compiled-in /var/log/nginx path).
  const child: ChildProcess = spawn(binary, ["-e", path.join(prefix, "error.log"), "-p", prefix, "-c", file], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  trackProcess(child, `nginx on port ${port}`);
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const read = (name: string) => (existsSync(path.join(prefix, name)) ? readFileSync(path.join(prefix, name), "utf8") : "");

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      // SIGQUIT would wait for the open event streams; the test is over, so TERM (fast shutdown).
      child.kill("SIGTERM");
      await exited;
    }
    rmSync(prefix, { recursive: true, force: true });
  };

  const deadline = Date.now() + (options.timeoutMs ?? 30_000);
  for (;;) {
    if (child.exitCode !== null) {
      const log = read("error.log");
      rmSync(prefix, { recursive: true, force: true });
      throw new Error(`nginx exited at start (${child.exitCode}):\n${output}\n${log}`);
    }
    try {
      const res = await fetch(`${url}/healthz`);
      await res.arrayBuffer();
      if (res.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      const log = read("error.log");
      await stop();
      throw new Error(`nginx at ${url} did not answer /healthz through ${upstreams.join(", ")}:\n${output}\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return {
    url,
    port,
    prefix,
    accessLog: () =>
      read("access.log")
        .split("\n")
        .filter(Boolean)
        .map((line) => {
          const match = /^(\d+) (.*?) "(\S+) (\S+)[^"]*"$/.exec(line);
          return match
            ? { status: Number(match[1]), upstream: match[2]!, method: match[3]!, path: match[4]! }
            : { status: 0, upstream: "-", method: "", path: line };
        }),
    errorLog: () => read("error.log"),
    stop,
  };
}
