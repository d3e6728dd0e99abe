import type { CateringStatus } from "@shared/catering/catering";
import { useTexts } from "~/lib/texts";

/** Waiting on the shop or the customer: yellow; the date held: green; done: grey; a side exit: red. */
const STYLES: Record<CateringStatus, string> = {
  requested: "bg-yellow-100 text-yellow-900 border-yellow-300",
  quoted: "bg-yellow-100 text-yellow-900 border-yellow-300",
  accepted: "bg-yellow-100 text-yellow-900 border-yellow-300",
  confirmed: "bg-green-100 text-green-900 border-green-300",
  balance_due: "bg-saffron-300/50 text-ink-900 border-saffron-500",
  paid: "bg-green-100 text-green-900 border-green-300",
  fulfilled: "bg-cream-100 text-ink-900 border-ink-500",
  closed: "bg-cream-100 text-ink-700 border-cream-200",
  declined: "bg-red-100 text-red-900 border-red-300",
  expired: "bg-red-100 text-red-900 border-red-300",
  cancelled: "bg-red-100 text-red-900 border-red-300",
  no_show: "bg-red-100 text-red-900 border-red-300",
};

/** An event's status in the admin's words (cateringWordTexts). */
export function CateringStatusBadge({ status }: { status: CateringStatus }) {
  const words = useTexts("cateringWordTexts");
  return (
    <span
      className={`inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold ${STYLES[status]}`}
      data-testid="catering-status"
      data-status={status}
    >
      {words.status[status]}
    </span>
  );
}

/** Quoted or accepted, not yet paid: it takes nothing of the day's capacity (ADR 0023). */
export function TentativeBadge() {
  const words = useTexts("cateringWordTexts");
  const t = useTexts("cateringAdminTexts");
  return (
    <span
      className="inline-flex items-center rounded-full border border-dashed border-ink-500 bg-white px-2.5 py-0.5 text-xs font-semibold text-ink-700"
      title={t.tentativeHint}
      data-testid="catering-tentative"
    >
      {words.tentative}
      <span className="sr-only">: {t.tentativeHint}</span>
    </span>
  );
}
