import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { createConfig } from "@server/config";
import { parseEnv } from "@server/env";
import { ShopProvider } from "~/lib/shop";
import type { SomeTexts } from "~/lib/texts";
import { TextsProvider } from "~/lib/texts-provider";

const shop = createConfig(parseEnv({ NODE_ENV: "test", DATA_DIR: "/tmp/shop-test-unused" })).shop;

export interface AdminPageOptions {
  /** The admin's catalogues in each language. */
  texts: { en: SomeTexts; es: SomeTexts };
  locale?: "en" | "es";
  /** Whether the signed-in admin is the owner (the admin layout's data). */
  isOwner?: boolean;
  queryClient?: QueryClient;
  path?: string;
}

/**
 * An admin page rendered under the admin layout's route, as the browser renders it: the root's
 * language, the layout's answer whether the admin is the owner, the query client, the shop and
 * the admin's words. renderToStaticMarkup writes an apostrophe as &#x27;: it reads as one here.
 */
export function renderAdminPage(element: ReactElement, options: AdminPageOptions): string {
  const { texts, locale = "en", isOwner = true, queryClient = new QueryClient(), path = "/admin" } = options;
  const router = createMemoryRouter(
    [
      {
        id: "root",
        path: "/",
        loader: () => ({ locale }),
        children: [{ id: "routes/admin/layout", path: "admin", loader: () => ({ isAdmin: isOwner }), children: [{ path: "*", element }] }],
      },
    ],
    { initialEntries: [path], hydrationData: { loaderData: { root: { locale }, "routes/admin/layout": { isAdmin: isOwner } } } },
  );
  return renderToStaticMarkup(
    <QueryClientProvider client={queryClient}>
      <ShopProvider shop={shop}>
        <TextsProvider texts={texts[locale]}>
          <RouterProvider router={router} />
        </TextsProvider>
      </ShopProvider>
    </QueryClientProvider>,
  ).replaceAll("&#x27;", "'");
}
