import { authTexts } from "@shared/texts/auth";
import { RegisterPage } from "~/features/auth/register-page";
import { pageMeta, shopFromMatches } from "~/lib/seo";
import type { Route } from "./+types/auth-register";

export function meta({ matches }: Route.MetaArgs) {
  return [
    ...pageMeta({
      shop: shopFromMatches(matches),
      title: authTexts.register.title,
      description: authTexts.register.subtitle,
      path: "/auth/register",
    }),
    { name: "robots", content: "noindex" },
  ];
}

export default function RegisterRoute() {
  return <RegisterPage />;
}
