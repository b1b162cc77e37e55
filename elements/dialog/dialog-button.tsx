import { forwardRef, type ButtonHTMLAttributes } from 'react';

/** Props of {@link DialogButton}. */
export interface DialogButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** `primary` (filled with the accent colour) or `secondary` (outlined, default). */
  variant?: 'primary' | 'secondary';
}

const LOOK = {
  primary: 'border-accent bg-accent text-accent-contrast hover:border-accent-hover hover:bg-accent-hover',
  secondary: 'border-border bg-surface text-text hover:bg-surface-hover',
};

/** A dialog action button, 36 px high. */
export const DialogButton = forwardRef<HTMLButtonElement, DialogButtonProps>(function DialogButton({ variant = 'secondary', className = '', type = 'button', ...rest }, ref) {
  return (
    <button
      ref={ref}
      type={type}
      className={`inline-flex h-control min-w-20 items-center justify-center rounded-control border px-4 text-base font-medium disabled:pointer-events-none disabled:opacity-50 ${LOOK[variant]} ${className}`}
      {...rest}
    />
  );
});
