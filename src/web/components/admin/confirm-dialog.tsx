import { useTexts } from "~/lib/texts";
import { Modal } from "./modal";
import { ModalActions } from "./modal-actions";

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel?: string;
  danger?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** "Are you sure?" before archiving an item or deleting a post (docs/product.md 'Admin menu texts', 'Admin blog texts'). */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  danger = false,
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const adminTexts = useTexts("adminTexts");
  return (
    <Modal
      open={open}
      title={title}
      onClose={onCancel}
      size="md"
      footer={
        <ModalActions
          cancelLabel={cancelLabel ?? adminTexts.cancel}
          onCancel={onCancel}
          confirmLabel={confirmLabel}
          onConfirm={onConfirm}
          danger={danger}
          disabled={busy}
        />
      }
    >
      <p className="text-ink-700">{message}</p>
    </Modal>
  );
}
