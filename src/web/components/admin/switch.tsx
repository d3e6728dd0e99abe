interface SwitchProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Accessible name, e.g. 'Available: Carnitas Maciza'. */
  label: string;
  disabled?: boolean;
  /** Words shown next to the switch for its two states. */
  onText?: string;
  offText?: string;
  /** Classes for those words, e.g. to hide them on narrow screens ("hidden lg:inline"). */
  textClassName?: string;
  /** Id of a text that explains the switch (aria-describedby). */
  describedBy?: string;
}

/** An on/off toggle (role="switch"), usable by keyboard and screen readers. */
export function Switch({ checked, onChange, label, disabled = false, onText, offText, textClassName = "", describedBy }: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      aria-describedby={describedBy}
      disabled={disabled}
      onClick={() => onChange(!checked)}
      className="inline-flex min-h-11 items-center gap-2 rounded-full disabled:cursor-not-allowed disabled:opacity-50"
    >
      <span
        className={`relative inline-flex h-6 w-11 shrink-0 rounded-full transition-colors ${checked ? "bg-green-600" : "bg-ink-500/40"}`}
      >
        <span
          className={`absolute top-0.5 h-5 w-5 rounded-full bg-white shadow transition-transform ${checked ? "translate-x-5" : "translate-x-0.5"}`}
        />
      </span>
      {(onText || offText) && <span className={`text-sm font-semibold ${textClassName}`}>{checked ? onText : offText}</span>}
    </button>
  );
}
