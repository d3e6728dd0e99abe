// The baseline of the menu benchmark: a bare node:http server answering every request with the
// same bytes and headers the shop's /api/menu answered with.
import { readFileSync } from "node:fs";
import { createServer } from "node:http";

const [, , file, port] = process.argv;
const { body, headers } = JSON.parse(readFileSync(file, "utf8"));
const bytes = Buffer.from(body, "utf8");
createServer((req, res) => {
  res.writeHead(200, { ...headers, "content-length": bytes.length });
  res.end(bytes);
}).listen(Number(port), "127.0.0.1", () => process.stdout.write("ready\n"));
