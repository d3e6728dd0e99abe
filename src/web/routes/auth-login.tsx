import { authTexts } from "@shared/texts/auth";
import { LoginPage } from "~/features/auth/login-page";
import { pageMeta, shopFromMatches } from "~/lib/seo";
import type { Route } from "./+types/auth-login";

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...pageMeta({
      shop: shopFromMatches(matches),
      title: authTexts.login.title,
      description: authTexts.login.subtitle,
      path: "/auth/login",
    }),
    { name: "robots", content: "noindex" },
  ];
}

export default function LoginRoute() {
  return <LoginPage />;
}
