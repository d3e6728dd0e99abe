import { LoaderCircle } from "~/components/ui/icons";

/** A spinner with its words, announced to screen readers. */
export function Spinner({ label }: { label: string }) {
  return (
    <div role="status" className="flex flex-col items-center justify-center gap-3 py-16 text-ink-700">
      <LoaderCircle aria-hidden="true" className="h-8 w-8 animate-spin text-brand-600" />
      <p>{label}</p>
    </div>
  );
}
