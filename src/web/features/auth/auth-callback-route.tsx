import { useLoaderData } from "react-router";
import { pageMeta } from "~/lib/seo";
import { textsFromMatches } from "~/lib/texts";
import type { Route } from "../../routes/+types/auth-callback";
import { CallbackPage } from "./callback-page";

/** Where a sign-in link lands, in either language: its route files (routes/auth-callback.tsx, routes/es/auth-callback.tsx) bring the words and the data. */
export function meta({ matches }: Route.MetaArgs) {
  const { callback } = textsFromMatches(matches, "authTexts");
  return [
    ...pageMeta({ matches, title: callback.title, description: callback.working, path: "/auth/callback" }),
    { name: "robots", content: "noindex" },
  ];
}

// Shared by both languages' route files, which re-export it: React Router hands props only to a
// default export written in the route file itself, so the page reads its data with the hook.
export default function CallbackRoute() {
  const loaderData = useLoaderData<Route.ComponentProps["loaderData"]>();
  return <CallbackPage {...loaderData} />;
}
