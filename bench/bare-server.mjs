// The baseline of the menu benchmark: a bare node:http server answering every request with the
// status, headers and bytes the shop's /api/menu answered with (bench/run.ts checks they match).
import { readFileSync } from "node:fs";
import { createServer } from "node:http";

const [, , file, port] = process.argv;
const { status, body, headers } = JSON.parse(readFileSync(file, "utf8"));
const bytes = Buffer.from(body, "base64");
createServer((req, res) => {
  res.writeHead(status, { ...headers, "content-length": bytes.length });
  res.end(bytes);
}).listen(Number(port), "127.0.0.1", () => process.stdout.write("ready\n"));
