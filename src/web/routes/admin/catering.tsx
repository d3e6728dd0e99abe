import { adminMeta } from "~/features/admin/admin-meta";
import { CateringPage } from "~/features/admin/catering/catering-page";
import type { Route } from "./+types/catering";

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta(matches, (texts) => texts.cateringAdminTexts.title);
}

export default function CateringRoute() {
  return <CateringPage />;
}
