import { cateringReference } from "@shared/catering/catering";
import { adminMeta } from "~/features/admin/admin-meta";
import { CateringEventPage } from "~/features/admin/catering/catering-event-page";
import type { Route } from "./+types/catering-event";

export function meta({ matches, params }: Route.MetaArgs) {
  return adminMeta(matches, (texts) => texts.cateringWordTexts.reference(cateringReference(params.id)));
}

export default function CateringEventRoute({ params }: Route.ComponentProps) {
  // A key per event: another event opened from here starts afresh.
  return <CateringEventPage key={params.id} id={params.id} />;
}
