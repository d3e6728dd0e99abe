import { adminTexts } from "@shared/texts/admin";
import { menuAdminTexts } from "@shared/texts/menu-admin";
import { MenuItemsPage } from "~/features/admin/menu/menu-items-page";

export function meta() {
  return [{ title: `${menuAdminTexts.heading} | ${adminTexts.title}` }, { name: "robots", content: "noindex" }];
}

export default function AdminMenuRoute() {
  return <MenuItemsPage />;
}
