import { adminMeta } from "~/features/admin/admin-meta";
import { DashboardPage } from "~/features/admin/dashboard/dashboard-page";
import type { Route } from "./+types/dashboard";

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta(matches, (texts) => texts.dashboardTexts.heading);
}

export default function DashboardRoute() {
  return <DashboardPage />;
}
