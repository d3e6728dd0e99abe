import { Languages } from "lucide";
import { Icon } from "~/components/ui/icon";

/**
 * 'ES missing' (ADR 0015): only the admin sees it, on a row whose content is not all in Spanish
 * yet (the Spanish pages show the English there). The title says what it means.
 */
export function SpanishMissingBadge({ label, title }: { label: string; title: string }) {
  return (
    <span
      className="inline-flex w-fit items-center gap-1 rounded-full bg-saffron-300/40 px-2 text-xs font-semibold text-ink-900"
      title={title}
      data-testid="spanish-missing-badge"
    >
      <Icon node={Languages} className="h-3 w-3" />
      {label}
      <span className="sr-only">: {title}</span>
    </span>
  );
}
