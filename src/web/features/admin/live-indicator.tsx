import type { LiveConnection } from "~/lib/use-order-events";
import { useTexts } from "~/lib/texts";

const dot: Record<LiveConnection, string> = { live: "bg-green-600", connecting: "bg-yellow-500", ended: "bg-ink-500" };

/** Whether the page's live stream is connected (it reconnects by itself until the session ends). */
export function LiveIndicator({ connection }: { connection: LiveConnection }) {
  const adminTexts = useTexts("adminTexts");
  const label: Record<LiveConnection, string> = {
    live: adminTexts.live,
    connecting: adminTexts.reconnecting,
    ended: adminTexts.sessionEnded,
  };
  return (
    <p className="flex items-center gap-1.5 text-xs font-semibold text-ink-500" aria-live="polite" data-testid="live-indicator">
      <span className={`inline-block h-2 w-2 rounded-full ${dot[connection]}`} />
      {label[connection]}
    </p>
  );
}
