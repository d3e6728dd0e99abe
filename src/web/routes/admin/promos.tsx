import { adminMeta } from "~/features/admin/admin-meta";
import { PromosPage } from "~/features/admin/promos/promos-page";
import type { Route } from "./+types/promos";

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta(matches, (texts) => texts.promosAdminTexts.title);
}

export default function PromosRoute() {
  return <PromosPage />;
}
