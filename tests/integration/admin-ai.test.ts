import { afterAll, afterEach, beforeAll, expect, it, vi } from "vitest";
import { errorOf } from "../setup/admin-helpers";
import { DEFAULT_ADMIN, signedInAdmin } from "../setup/admins";
import { completion, FakeChatCompletions, translateLikeATranslator } from "../setup/fake-chat-completions.mjs";
import { describeEachDatabase } from "../setup/test-app";

/** enhance-content (docs/product.md 'Admin API') against a local server speaking the chat-completions protocol. */
const ai = new FakeChatCompletions();
const defaultReply = ai.reply;
beforeAll(() => ai.start());
afterAll(() => ai.stop());
afterEach(() => {
  ai.reply = defaultReply;
});

const API_KEY = "sk-test-never-shown-to-browsers";
const POST = "We cook our **carnitas** in a copper cazo since 2010. See [the article](https://example.com/a).";

describeEachDatabase(
  "AI enhance",
  (harness) => {
    const enhance = async (content: unknown) => {
      const { client: admin } = await signedInAdmin(harness(), DEFAULT_ADMIN);
      return admin.post("/api/admin/ai/enhance", { content });
    };

    it("says it is on, and never shows the key", async () => {
      const { client: admin } = await signedInAdmin(harness(), DEFAULT_ADMIN);
      const res = await admin.request("/api/admin/ai");
      const text = await res.text();
      expect(JSON.parse(text)).toEqual({ enabled: true });
      expect(text).not.toContain(API_KEY);
    });

    it("sends the post with an editing prompt that keeps facts and markdown, and answers the improved post", async () => {
      const res = await enhance(POST);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ content: `${POST}\n\n¡Buen provecho!` });
      const sent = ai.requests.at(-1)!;
      expect(sent.path).toBe("/v1/chat/completions");
      expect(sent.headers.authorization).toBe(`Bearer ${API_KEY}`);
      expect(sent.body?.model).toBe("shop-editor-1");
      const [system, user] = sent.body!.messages!;
      expect(system!.role).toBe("system");
      expect(system!.content).toContain(harness().ctx.config.shop.name);
      expect(system!.content).toMatch(/Keep every fact/);
      expect(system!.content).toMatch(/Keep the markdown/);
      expect(user).toEqual({ role: "user", content: POST });
    });

    it("takes the post out of a code fence the model wrapped it in", async () => {
      ai.reply = () => ({ status: 200, body: completion("```markdown\n# Better title\n\nBetter text.\n```") });
      expect(await (await enhance(POST)).json()).toEqual({ content: "# Better title\n\nBetter text." });
    });

    it.each([[""], ["   \n  "], [undefined], [42]])(
      "refuses empty content (%o) with 'Please enter some content first'",
      async (content) => {
        const requests = ai.requests.length;
        const res = await enhance(content);
        expect(res.status).toBe(400);
        expect((await errorOf(res)).fields).toEqual({ content: "Please enter some content first" });
        expect(ai.requests.length).toBe(requests);
      },
    );

    it("refuses a post longer than 20,000 characters", async () => {
      const res = await enhance("a".repeat(20_001));
      expect(res.status).toBe(400);
      expect((await errorOf(res)).fields?.content).toBe("The post is too long to enhance (at most 20,000 characters)");
    });

    it.each([
      ["an error status", () => ({ status: 500, body: { error: { message: "model overloaded" } } })],
      ["a refused key", () => ({ status: 401, body: { error: { message: "Incorrect API key provided" } } })],
      ["a body that is not JSON", () => ({ status: 200, body: "<html>gateway</html>" })],
      ["a body that is not a completion", () => ({ status: 200, body: { choices: [] } })],
      ["an empty completion", () => ({ status: 200, body: completion("   ") })],
      ["a null completion", () => ({ status: 200, body: completion(null) })],
    ])("answers 'Failed to enhance content' when the endpoint sends %s, without its details", async (_name, reply) => {
      ai.reply = reply;
      const res = await enhance(POST);
      expect(res.status).toBe(503);
      const error = await errorOf(res);
      expect(error.message).toBe("Failed to enhance content");
      expect(JSON.stringify(error)).not.toMatch(/overloaded|API key/);
    });

    it("gives up after the time-out with 'Failed to enhance content'", async () => {
      ai.reply = () => ({ status: 200, body: completion("too late"), delayMs: 4_000 });
      const started = Date.now();
      const res = await enhance(POST);
      expect(res.status).toBe(503);
      expect((await errorOf(res)).message).toBe("Failed to enhance content");
      expect(Date.now() - started).toBeLessThan(3_500);
    });

    /** Two languages (ADR 0015): the AI drafts the Spanish of the admin's English for the admin to review. */
    const translate = async (body: unknown) => {
      const { client: admin } = await signedInAdmin(harness(), DEFAULT_ADMIN);
      return admin.post("/api/admin/ai/translate", body);
    };
    const ITEM = {
      name: "Carnitas",
      description: "Pork slow-cooked in a copper cazo. Maciza is lean; mixed comes with cuero and buche.",
      "optionGroups.0.name": "Style",
      "optionGroups.0.options.1.name": "Mixed, with skin and buche",
    };

    it("drafts the Spanish of each English text under the same field, asking for Mexican Spanish that keeps the food words", async () => {
      const res = await translate({ to: "es", texts: { ...ITEM, "optionGroups.0.options.0.name": "   " } });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({
        to: "es",
        texts: Object.fromEntries(Object.entries(ITEM).map(([field, text]) => [field, translateLikeATranslator(text)])),
      });
      const sent = ai.requests.at(-1)!;
      expect(sent.path).toBe("/v1/chat/completions");
      const [system, user] = sent.body!.messages!;
      expect(system!.content).toContain(harness().ctx.config.shop.name);
      expect(system!.content).toMatch(/Mexican Spanish/);
      expect(system!.content).toMatch(/carnitas, maciza, surtida, buche, cuero, arrachera, barbacoa, chicharrón/);
      expect(system!.content).toMatch(/Keep every fact/);
      expect(system!.content).toMatch(/same keys/);
      // Blank texts are not sent: nothing to translate.
      expect(JSON.parse(user!.content)).toEqual(ITEM);
    });

    it("drafts a post's title and markdown, and takes a JSON answer out of a fence or a sentence", async () => {
      ai.reply = () => ({
        status: 200,
        body: completion('Aquí está:\n```json\n{"title": "Nuestra historia", "content": "Quince años detrás del **mostrador**."}\n```'),
      });
      const res = await translate({ to: "es", texts: { title: "Our Story", content: "Fifteen years behind the **counter**." } });
      expect(await res.json()).toEqual({
        to: "es",
        texts: { title: "Nuestra historia", content: "Quince años detrás del **mostrador**." },
      });
      ai.reply = () => ({ status: 200, body: completion('Claro: {"title": "Nuestra historia"} ¡Listo!') });
      expect(await (await translate({ to: "es", texts: { title: "Our Story" } })).json()).toEqual({
        to: "es",
        texts: { title: "Nuestra historia" },
      });
    });

    it.each([
      ["a body that is not JSON", completion("Nuestra historia")],
      ["a field left out", completion('{"title": "Nuestra historia"}')],
      ["a field added", completion('{"title": "Nuestra historia", "content": "Quince años.", "extra": "x"}')],
      ["a blank field", completion('{"title": "Nuestra historia", "content": "  "}')],
      ["a field that is not text", completion('{"title": "Nuestra historia", "content": 15}')],
    ])("answers 'Failed to draft the Spanish' for %s, never half a draft", async (_name, body) => {
      ai.reply = () => ({ status: 200, body });
      const res = await translate({ to: "es", texts: { title: "Our Story", content: "Fifteen years." } });
      expect(res.status).toBe(503);
      expect((await errorOf(res)).message).toBe("Failed to draft the Spanish");
    });

    it.each([
      [{ to: "es", texts: {} }, "Write the English first"],
      [{ to: "es", texts: { name: "  " } }, "Write the English first"],
      [{ to: "es" }, "Write the English first"],
      [{ to: "fr", texts: { name: "Carnitas" } }, "Spanish (es) is the only language to translate into"],
      [{ to: "es", texts: { "bad field!": "Carnitas" } }, "Write the English first"],
      [{ to: "es", texts: { content: "a".repeat(20_001) } }, "Too much text to translate at once (at most 20,000 characters)"],
    ])("refuses %o before calling the endpoint", async (body, message) => {
      const requests = ai.requests.length;
      const res = await translate(body);
      expect(res.status).toBe(400);
      expect(JSON.stringify(await errorOf(res))).toContain(message);
      expect(ai.requests.length).toBe(requests);
    });

    it("answers 'Failed to draft the Spanish' when the endpoint fails, without its details", async () => {
      ai.reply = () => ({ status: 500, body: { error: { message: "model overloaded" } } });
      const res = await translate({ to: "es", texts: ITEM });
      expect(res.status).toBe(503);
      const error = await errorOf(res);
      expect(error.message).toBe("Failed to draft the Spanish");
      expect(JSON.stringify(error)).not.toMatch(/overloaded/);
    });

    it("limits each admin to 20 enhancements a minute", async () => {
      const { client: admin } = await signedInAdmin(harness(), DEFAULT_ADMIN);
      // The limiter weighs the previous minute's hits by how much of it is still in the window:
      // 21 requests straddling a minute's start would let the 21st through. The clock stands
      // still inside one minute while they are sent (timers stay real).
      vi.useFakeTimers({ toFake: ["Date"] });
      vi.setSystemTime(Math.floor(Date.now() / 60_000) * 60_000 + 1_000);
      const statuses: number[] = [];
      try {
        for (let i = 0; i < 21; i++) statuses.push((await admin.post("/api/admin/ai/enhance", { content: `post ${i}` })).status);
      } finally {
        vi.useRealTimers();
      }
      expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
      expect(statuses[20]).toBe(429);
    });
  },
  { env: () => ({ AI_BASE_URL: `${ai.url}/v1`, AI_MODEL: "shop-editor-1", AI_API_KEY: API_KEY, AI_TIMEOUT_SECONDS: "1" }) },
);

describeEachDatabase("AI enhance without an endpoint", (harness) => {
  it("says it is off, and the route refuses with the reason instead of calling anything", async () => {
    const { client: admin } = await signedInAdmin(harness(), DEFAULT_ADMIN);
    expect(await (await admin.request("/api/admin/ai")).json()).toEqual({ enabled: false });
    const requests = ai.requests.length;
    const res = await admin.post("/api/admin/ai/enhance", { content: POST });
    expect(res.status).toBe(409);
    expect((await errorOf(res)).message).toMatch(/^AI enhance is off/);
    expect(ai.requests.length).toBe(requests);
    const translate = await admin.post("/api/admin/ai/translate", { to: "es", texts: { name: "Carnitas" } });
    expect(translate.status).toBe(409);
    expect((await errorOf(translate)).message).toMatch(/^AI enhance is off/);
    expect(ai.requests.length).toBe(requests);
  });
});
