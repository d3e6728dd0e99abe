import { pageMeta } from "~/lib/seo";
import { textsFromMatches } from "~/lib/texts";
import type { Route } from "../../routes/+types/auth-login";
import { LoginPage } from "./login-page";

/** The sign-in page in either language: its route files (routes/auth-login.tsx, routes/es/auth-login.tsx) bring the words. */
export function meta({ matches }: Route.MetaArgs) {
  const { login } = textsFromMatches(matches, "authTexts");
  return [
    ...pageMeta({ matches, title: login.title, description: login.subtitle, path: "/auth/login" }),
    { name: "robots", content: "noindex" },
  ];
}

export default function LoginRoute() {
  return <LoginPage />;
}
