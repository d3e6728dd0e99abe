import { ChevronRight } from "lucide";
import { useState, type ReactNode } from "react";
import { AdminLoadError } from "~/components/admin/admin-table";
import { Icon } from "~/components/ui/icon";
import { Spinner } from "~/components/ui/spinner";

interface SettingsQuery<T> {
  isPending: boolean;
  isError: boolean;
  data: T | undefined;
  refetch: () => unknown;
}

/**
 * A page's settings folded under its list (catering's, the gift cards'): loaded only when opened,
 * with its spinner and its retry. `useSettings(open)` is the page's query, enabled while open.
 */
export function SettingsDisclosure<T>({
  words,
  testId,
  useSettings,
  children,
}: {
  words: { heading: string; loading: string; loadFailed: string; retry: string };
  testId: string;
  useSettings: (enabled: boolean) => SettingsQuery<T>;
  children: (settings: T) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const query = useSettings(open);
  return (
    <details
      className="group mt-8 rounded-2xl border border-cream-200 bg-white shadow-sm"
      onToggle={(event) => setOpen(event.currentTarget.open)}
      data-testid={testId}
    >
      <summary className="flex min-h-12 cursor-pointer list-none items-center gap-2 px-4 text-lg font-bold [&::-webkit-details-marker]:hidden">
        <Icon node={ChevronRight} className="h-5 w-5 transition-transform group-open:rotate-90" />
        {words.heading}
      </summary>
      {open && (
        <div className="border-t border-cream-200 p-4">
          {query.isPending ? (
            <Spinner label={words.loading} />
          ) : query.isError || query.data === undefined ? (
            <AdminLoadError message={words.loadFailed} retryLabel={words.retry} onRetry={() => void query.refetch()} />
          ) : (
            children(query.data)
          )}
        </div>
      )}
    </details>
  );
}
