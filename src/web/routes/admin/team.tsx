import { useRouteLoaderData } from "react-router";
import { adminMeta } from "~/features/admin/admin-meta";
import { TeamPage } from "~/features/admin/team/team-page";
import type { Route } from "./+types/team";

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta(matches, (texts) => texts.teamTexts.heading);
}

export default function TeamRoute() {
  const layout = useRouteLoaderData<{ email: string }>("routes/admin/layout");
  return <TeamPage currentEmail={layout?.email ?? ""} />;
}
