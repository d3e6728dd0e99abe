import { authTexts } from "@shared/texts/auth";
import { loadAuthCallback } from "~/features/auth/auth-callback.server";
import { withTexts } from "~/lib/texts";
import type { Route } from "./+types/auth-callback";

export { meta, default } from "~/features/auth/auth-callback-route";
export const handle = withTexts({ authTexts });

export function loader({ request, context }: Route.LoaderArgs) {
  return loadAuthCallback(context, new URL(request.url), "en");
}
