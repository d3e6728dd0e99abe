import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { adminTexts } from "@shared/texts/admin";
import { authTexts } from "@shared/texts/auth";
import { LiveIndicator } from "~/features/admin/live-indicator";

describe("the admin pages' live indicator", () => {
  it("says whether the stream is live, reconnecting, or ended with the session", () => {
    expect(renderToStaticMarkup(<LiveIndicator connection="live" />)).toContain(adminTexts.live);
    expect(renderToStaticMarkup(<LiveIndicator connection="connecting" />)).toContain(adminTexts.reconnecting);
    const ended = renderToStaticMarkup(<LiveIndicator connection="ended" />);
    expect(ended).toContain(authTexts.sessionExpired);
    expect(ended).not.toContain(adminTexts.reconnecting);
  });
});
