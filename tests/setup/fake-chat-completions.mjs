// A local HTTP server speaking the OpenAI chat-completions protocol (POST …/chat/completions),
// standing in for whatever AI endpoint the shop is configured with: the integration tests
// drive it directly, and the browser tests' server (e2e-server.mjs) points AI_BASE_URL at it.
// Plain JavaScript so that e2e-server.mjs can load it without a TypeScript loader.
import { randomBytes } from "node:crypto";
import { createServer } from "node:http";

/** A chat.completion answer carrying `content`, as OpenAI sends it. */
export function completion(content, model = "fake-editor") {
  return {
    id: `chatcmpl-${randomBytes(8).toString("hex")}`,
    object: "chat.completion",
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  };
}

/** The default editor: keeps every word and adds one closing line, so tests can see it worked. */
export function enhanceLikeAnEditor(content) {
  return `${content.trim()}\n\n¡Buen provecho!`;
}

/** The default translator (ADR 0015): each text marked so tests can see it went through, under the same keys. */
export function translateLikeATranslator(text) {
  return `${text.trim()} (en español)`;
}

/** A translation request (its system prompt says so): its user message is a JSON object of English texts. */
function isTranslation(request) {
  const system = request.body?.messages?.find?.((message) => message.role === "system");
  return /^You translate/.test(String(system?.content ?? ""));
}

export class FakeChatCompletions {
  requests = [];
  url = "";
  /** How to answer a request: { status, body, delayMs } (body: an object sent as JSON, or a string). */
  reply = (request) => {
    const user = request.body?.messages?.findLast?.((message) => message.role === "user");
    const content = String(user?.content ?? "");
    if (isTranslation(request)) {
      const texts = Object.fromEntries(
        Object.entries(JSON.parse(content)).map(([key, text]) => [key, translateLikeATranslator(String(text))]),
      );
      return { status: 200, body: completion(JSON.stringify(texts), request.body?.model) };
    }
    return { status: 200, body: completion(enhanceLikeAnEditor(content), request.body?.model) };
  };
  #server;

  async start(port = 0) {
    this.#server = createServer((req, res) => {
      let raw = "";
      req.on("data", (chunk) => (raw += chunk));
      req.on("end", async () => {
        let body = null;
        try {
          body = JSON.parse(raw);
        } catch {
          body = null;
        }
        const request = { method: req.method, path: req.url, headers: req.headers, body };
        this.requests.push(request);
        if (req.method !== "POST" || !req.url?.endsWith("/chat/completions")) {
          res.writeHead(404, { "Content-Type": "application/json" });
          res.end(JSON.stringify({ error: { message: "Not found", type: "invalid_request_error" } }));
          return;
        }
        const answer = this.reply(request);
        if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
        if (res.destroyed) return;
        res.writeHead(answer.status, { "Content-Type": "application/json" });
        res.end(typeof answer.body === "string" ? answer.body : JSON.stringify(answer.body));
      });
    });
    await new Promise((resolve) => this.#server.listen(port, "127.0.0.1", resolve));
    this.url = `http://127.0.0.1:${this.#server.address().port}`;
  }

  async stop() {
    this.#server?.closeAllConnections?.();
    await new Promise((resolve) => (this.#server ? this.#server.close(() => resolve()) : resolve()));
  }
}
