import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { adminTexts } from "@shared/texts/admin";
import { authTexts } from "@shared/texts/auth";
import { adminTexts as adminTextsEs } from "@shared/texts/es/admin";
import type { LiveConnection } from "~/lib/use-order-events";
import { LiveIndicator } from "~/features/admin/live-indicator";
import { TextsProvider } from "~/lib/texts-provider";

/** The indicator on an admin page, with the words the admin layout loaded. */
function render(connection: LiveConnection, texts: { adminTexts: typeof adminTexts | typeof adminTextsEs } = { adminTexts }) {
  const Page = createRoutesStub([
    {
      path: "/admin",
      Component: () => (
        <TextsProvider texts={texts}>
          <LiveIndicator connection={connection} />
        </TextsProvider>
      ),
    },
  ]);
  return renderToStaticMarkup(<Page initialEntries={["/admin"]} />);
}

describe("the admin pages' live indicator", () => {
  it("says whether the stream is live, reconnecting, or ended with the session", () => {
    expect(render("live")).toContain(adminTexts.live);
    expect(render("connecting")).toContain(adminTexts.reconnecting);
    const ended = render("ended");
    expect(ended).toContain(authTexts.sessionExpired);
    expect(ended).not.toContain(adminTexts.reconnecting);
  });

  it("speaks the admin's language", () => {
    expect(render("live", { adminTexts: adminTextsEs })).toContain("Actualizaciones en vivo activadas");
  });
});
