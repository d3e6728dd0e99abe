import { adminTexts } from "@shared/texts/admin";

/** Whether the page's live stream is connected (it reconnects by itself). */
export function LiveIndicator({ connection }: { connection: "connecting" | "live" }) {
  return (
    <p className="flex items-center gap-1.5 text-xs font-semibold text-ink-500" aria-live="polite" data-testid="live-indicator">
      <span className={`inline-block h-2 w-2 rounded-full ${connection === "live" ? "bg-green-600" : "bg-yellow-500"}`} />
      {connection === "live" ? adminTexts.live : adminTexts.reconnecting}
    </p>
  );
}
