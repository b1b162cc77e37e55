import { mdiEye, mdiEyeOff } from '@mdi/js';
import { Icon } from '../core/icon.js';
import { useTranslate } from '../core/i18n.js';

/** Props of {@link PasswordToggle}. */
export interface PasswordToggleProps {
  /** Whether the password shows as text. */
  visible: boolean;
  /** Called when a person flips the visibility. */
  onToggle: () => void;
  /** Disables the button. */
  disabled?: boolean;
}

/** The eye button of a password field: 'Show password' while hidden, 'Hide password' while shown. */
export function PasswordToggle({ visible, onToggle, disabled = false }: PasswordToggleProps) {
  const t = useTranslate();
  const name = visible ? t('password-input.hide') : t('password-input.show');
  return (
    <button
      type="button"
      part="toggle"
      onClick={onToggle}
      disabled={disabled}
      aria-label={name}
      title={name}
      className="inline-flex size-8 shrink-0 items-center justify-center rounded-control text-text-muted hover:bg-surface-hover hover:text-text disabled:pointer-events-none disabled:opacity-40"
    >
      <Icon path={visible ? mdiEyeOff : mdiEye} size={18} />
    </button>
  );
}
