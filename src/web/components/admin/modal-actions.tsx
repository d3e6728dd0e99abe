import { buttonStyles } from "./button-styles";

export interface ModalActionsProps {
  cancelLabel: string;
  onCancel: () => void;
  /** Cancel waits too while the action runs (a charge or a save that must not be left half-way). */
  cancelDisabled?: boolean;
  confirmLabel: string;
  /** A button's own action; left out, the button submits its form (`form`, or the one it sits in). */
  onConfirm?: () => void;
  /** The id of the form it submits from outside it (a modal's footer). */
  form?: string;
  /** Red, for what cannot be undone (delete, archive, refund). */
  danger?: boolean;
  disabled?: boolean;
  /** Says 'busy' to screen readers while the action runs. */
  busy?: boolean;
  /** The id of what says why the action is not possible yet. */
  describedBy?: string;
}

/**
 * Cancel, then the action (Save, Create, Delete, Charge…): how every admin modal and the order
 * panels inside one end. Goes into a modal's `footer`, or a row of the panel's own.
 */
export function ModalActions({
  cancelLabel,
  onCancel,
  cancelDisabled,
  confirmLabel,
  onConfirm,
  form,
  danger,
  disabled,
  busy,
  describedBy,
}: ModalActionsProps) {
  return (
    <>
      <button type="button" className={buttonStyles.secondary} onClick={onCancel} disabled={cancelDisabled}>
        {cancelLabel}
      </button>
      <button
        type={onConfirm ? "button" : "submit"}
        form={form}
        className={danger ? buttonStyles.danger : buttonStyles.primary}
        onClick={onConfirm}
        disabled={disabled}
        aria-busy={busy || undefined}
        aria-describedby={describedBy}
      >
        {confirmLabel}
      </button>
    </>
  );
}
