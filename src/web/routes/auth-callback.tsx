import { safeRedirectPath } from "@shared/auth";
import { authTexts } from "@shared/texts/auth";
import { CallbackPage } from "~/features/auth/callback-page";
import { pageMeta, shopFromMatches } from "~/lib/seo";
import type { Route } from "./+types/auth-callback";

/**
 * The e-mailed sign-in link lands here with `?token=` (the page's script spends it); a failed
 * attempt comes back with `?error=`. A signed-in arrival without either just goes on.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return {
    target: safeRedirectPath(url.searchParams.get("redirect")),
    token: url.searchParams.get("token"),
    signedIn: context.actor !== null,
    error: url.searchParams.get("error"),
  };
}

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...pageMeta({
      shop: shopFromMatches(matches),
      title: authTexts.callback.title,
      description: authTexts.callback.working,
      path: "/auth/callback",
    }),
    { name: "robots", content: "noindex" },
  ];
}

export default function CallbackRoute({ loaderData }: Route.ComponentProps) {
  return <CallbackPage {...loaderData} />;
}
