import type { Actor } from "./services/context";
import type { AppContext } from "./context";

/** What React Router loaders receive as `context` (see app.ts, getLoadContext). */
export interface ShopLoadContext {
  app: AppContext;
  requestId: string;
  cspNonce: string | undefined;
  /** The signed-in user (resolved once per page request), or null. */
  actor: Actor | null;
}

declare module "react-router" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends ShopLoadContext {}
}
