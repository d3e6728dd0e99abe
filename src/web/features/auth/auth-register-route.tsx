import { pageMeta } from "~/lib/seo";
import { textsFromMatches } from "~/lib/texts";
import type { Route } from "../../routes/+types/auth-register";
import { RegisterPage } from "./register-page";

/** The registration page in either language: its route files (routes/auth-register.tsx, routes/es/auth-register.tsx) bring the words. */
export function meta({ matches }: Route.MetaArgs) {
  const { register } = textsFromMatches(matches, "authTexts");
  return [
    ...pageMeta({ matches, title: register.title, description: register.subtitle, path: "/auth/register" }),
    { name: "robots", content: "noindex" },
  ];
}

export default function RegisterRoute() {
  return <RegisterPage />;
}
