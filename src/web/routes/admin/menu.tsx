import { adminMeta } from "~/features/admin/admin-meta";
import { MenuItemsPage } from "~/features/admin/menu/menu-items-page";
import type { Route } from "./+types/menu";

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta(matches, (texts) => texts.menuAdminTexts.heading);
}

export default function AdminMenuRoute() {
  return <MenuItemsPage />;
}
