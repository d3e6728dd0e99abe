import { safeRedirectPath } from "@shared/auth";
import { authTexts } from "@shared/texts/auth";
import { CallbackPage } from "~/features/auth/callback-page";
import { pageMeta, shopFromMatches } from "~/lib/seo";
import type { Route } from "./+types/auth-callback";

/** better-auth's magic-link check redirects here, with the session cookie set or `?error=`. */
export function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return {
    target: safeRedirectPath(url.searchParams.get("redirect")),
    signedIn: context.actor !== null,
    error: url.searchParams.get("error"),
  };
}

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...pageMeta({ shop: shopFromMatches(matches), title: authTexts.callback.title, description: authTexts.callback.working, path: "/auth/callback" }),
    { name: "robots", content: "noindex" },
  ];
}

export default function CallbackRoute({ loaderData }: Route.ComponentProps) {
  return <CallbackPage {...loaderData} />;
}
