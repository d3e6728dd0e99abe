import { adminMeta } from "~/features/admin/admin-meta";
import { ReportsPage } from "~/features/admin/reports/reports-page";
import type { Route } from "./+types/reports";

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta(matches, (texts) => texts.reportsAdminTexts.title);
}

/** The owner's reports (ADR 0025); the admin layout shows staff Access Denied here (not a staff page). */
export default function ReportsRoute() {
  return <ReportsPage />;
}
