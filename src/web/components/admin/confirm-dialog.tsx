import { useTexts } from "~/lib/texts";
import { Modal } from "./modal";
import { buttonStyles } from "./button-styles";

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

/** "Are you sure?" before archiving an item or deleting a post (SPEC.md section 8 'Confirmations'). */
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
        <>
          <button type="button" className={buttonStyles.secondary} onClick={onCancel}>
            {cancelLabel ?? adminTexts.cancel}
          </button>
          <button type="button" className={danger ? buttonStyles.danger : buttonStyles.primary} onClick={onConfirm} disabled={busy}>
            {confirmLabel}
          </button>
        </>
      }
    >
      <p className="text-ink-700">{message}</p>
    </Modal>
  );
}
