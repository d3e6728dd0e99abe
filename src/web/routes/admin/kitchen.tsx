import { adminMeta } from "~/features/admin/admin-meta";
import { KitchenPage } from "~/features/admin/kitchen/kitchen-page";
import type { Route } from "./+types/kitchen";

export function meta({ matches }: Route.MetaArgs) {
  return adminMeta(matches, (texts) => texts.kitchenTexts.heading);
}

export default function KitchenRoute() {
  return <KitchenPage />;
}
