import { adminTexts } from "@shared/texts/admin";
import { DashboardPage } from "~/features/admin/dashboard-page";

export function meta() {
  return [{ title: `${adminTexts.dashboard.heading} | ${adminTexts.title}` }, { name: "robots", content: "noindex" }];
}

export default function DashboardRoute() {
  return <DashboardPage />;
}
