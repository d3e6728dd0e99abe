import type { Locale } from "@shared/core/i18n";
import type { Actor } from "./services/service-context";
import type { AppContext } from "./app-context";

/** What React Router loaders receive as `context` (see app.ts, getLoadContext). */
export interface ShopLoadContext {
  app: AppContext;
  requestId: string;
  cspNonce: string | undefined;
  /** The signed-in user (resolved once per page request), or null. */
  actor: Actor | null;
  /** The page's language: its path's for the storefront, the remembered or browser's for the admin (ADR 0015). */
  locale: Locale;
}

declare module "react-router" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends ShopLoadContext {}
}
