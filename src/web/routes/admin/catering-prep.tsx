import { cateringReference } from "@shared/catering/catering";
import { adminMeta } from "~/features/admin/admin-meta";
import { CateringPrepPage } from "~/features/admin/catering/catering-prep-page";
import type { Route } from "./+types/catering-prep";

export function meta({ matches, params }: Route.MetaArgs) {
  return adminMeta(matches, (texts) => texts.cateringAdminTexts.prep.title(cateringReference(params.id)));
}

export default function CateringPrepRoute({ params }: Route.ComponentProps) {
  return <CateringPrepPage id={params.id} />;
}
