import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "~/root";

/** The footer, as the server rendered it (see footer-markup.server.tsx for why). */
export function SiteFooter() {
  const html = useRouteLoaderData<typeof rootLoader>("root")?.footerHtml ?? "";
  return <footer className="bg-ink-900 text-cream-100" dangerouslySetInnerHTML={{ __html: html }} />;
}
