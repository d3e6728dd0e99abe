import { adminTexts } from "@shared/texts/admin";
import { DashboardPage } from "~/features/admin/dashboard/dashboard-page";
import { dashboardTexts } from "@shared/texts/dashboard";

export function meta() {
  return [{ title: `${dashboardTexts.heading} | ${adminTexts.title}` }, { name: "robots", content: "noindex" }];
}

export default function DashboardRoute() {
  return <DashboardPage />;
}
