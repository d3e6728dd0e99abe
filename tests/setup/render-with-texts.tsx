import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { withTexts, type SomeTexts } from "~/lib/texts";

/**
 * A storefront component rendered as the server renders its page: inside a router whose route
 * brings these catalogues in its handle, as the page's route file does (ADR 0015). `path` sets
 * the page's language ('/es/…' is Spanish).
 */
export function renderWithTexts(element: ReactElement, texts: SomeTexts, path = "/"): string {
  const router = createMemoryRouter([{ path: "*", element, handle: withTexts(texts) }], { initialEntries: [path] });
  return renderToStaticMarkup(<RouterProvider router={router} />);
}
