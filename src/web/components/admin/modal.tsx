import { X } from "lucide";
import { useEffect, useId, useRef, type ReactNode } from "react";
import { Icon } from "~/components/ui/icon";
import { useTexts } from "~/lib/texts";

interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons at the bottom (e.g. Cancel / Save). */
  footer?: ReactNode;
  size?: "md" | "lg" | "xl";
}

const WIDTHS = { md: "max-w-lg", lg: "max-w-2xl", xl: "max-w-4xl" } as const;

/**
 * A modal dialog on the native <dialog> element: focus moves in and is kept inside, Escape
 * closes, the page behind is inert, and focus returns to where it was on close.
 */
export function Modal({ open, title, onClose, children, footer, size = "lg" }: ModalProps) {
  const adminTexts = useTexts("adminTexts");
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its box) closes.
        if (event.target === ref.current) onClose();
      }}
      className={`m-auto w-[calc(100%-2rem)] ${WIDTHS[size]} rounded-2xl bg-white p-0 text-ink-900 shadow-2xl backdrop:bg-ink-900/50`}
    >
      {open && (
        <div className="flex max-h-[90vh] flex-col">
          <header className="flex items-center justify-between gap-4 border-b border-cream-200 px-5 py-4">
            <h2 id={titleId} className="text-xl font-bold">
              {title}
            </h2>
            <button
              type="button"
              onClick={onClose}
              aria-label={adminTexts.close}
              className="inline-flex h-10 w-10 items-center justify-center rounded-full hover:bg-cream-100"
            >
              <Icon node={X} className="h-5 w-5" />
            </button>
          </header>
          <div className="overflow-y-auto px-5 py-4">{children}</div>
          {footer && <footer className="flex flex-wrap justify-end gap-2 border-t border-cream-200 px-5 py-3">{footer}</footer>}
        </div>
      )}
    </dialog>
  );
}
