import { useEffect, useRef, useState } from 'react';
import { findPasswordInput, inputTypeFor, TOGGLED_ATTRIBUTE } from './password-input.logic.js';
import { PasswordToggle } from './password-toggle.js';

/** Default look of the slotted input; the host page's own styles win over it. */
const SLOTTED_INPUT =
  '[&::slotted(input)]:box-border [&::slotted(input)]:h-control [&::slotted(input)]:w-full [&::slotted(input)]:rounded-control [&::slotted(input)]:border [&::slotted(input)]:border-border [&::slotted(input)]:bg-surface [&::slotted(input)]:ps-3 [&::slotted(input)]:pe-11 [&::slotted(input)]:text-base [&::slotted(input)]:text-text [&::slotted(input:focus-visible)]:outline-2 [&::slotted(input:focus-visible)]:-outline-offset-1 [&::slotted(input:focus-visible)]:outline-focus [&::slotted(input:hover)]:border-border-strong [&::slotted(input:disabled)]:cursor-not-allowed [&::slotted(input:disabled)]:border-border [&::slotted(input:disabled)]:bg-surface-sunken [&::slotted(input:disabled)]:text-text-muted';

/** Follows the slotted password input: whether it shows its text and whether it is disabled. */
function useSlottedPasswordInput() {
  const slot = useRef<HTMLSlotElement>(null);
  const [input, setInput] = useState<HTMLInputElement | null>(null);
  const [state, setState] = useState({ visible: false, disabled: false });
  useEffect(() => {
    const node = slot.current;
    if (!node) return;
    const find = () => setInput(findPasswordInput(node.assignedElements({ flatten: true })));
    find();
    node.addEventListener('slotchange', find);
    return () => node.removeEventListener('slotchange', find);
  }, []);
  useEffect(() => {
    if (!input) return;
    const sync = () => setState({ visible: input.type !== 'password', disabled: input.disabled });
    sync();
    const observer = new MutationObserver(sync);
    observer.observe(input, { attributes: true, attributeFilter: ['type', 'disabled'] });
    // A shown password goes back to hidden when its form is sent, so browsers never keep it as plain text.
    const form = input.form;
    const hide = () => (input.type = 'password');
    form?.addEventListener('submit', hide);
    return () => {
      observer.disconnect();
      form?.removeEventListener('submit', hide);
    };
  }, [input]);
  const toggle = () => {
    if (!input) return;
    input.setAttribute(TOGGLED_ATTRIBUTE, '');
    input.type = inputTypeFor(input.type === 'password');
  };
  return { slot, input, ...state, toggle };
}

/**
 * A show/hide toggle for the password `<input>` placed inside the element (it stays in the page, so forms,
 * labels and password managers keep working); the toggle is hidden when no password input is found.
 */
export function SlottedPasswordInput() {
  const { slot, input, visible, disabled, toggle } = useSlottedPasswordInput();
  return (
    <div className="relative flex items-center">
      <slot ref={slot} className={SLOTTED_INPUT} />
      {input && (
        <div className="absolute inset-y-0 end-0 flex items-center pe-1">
          <PasswordToggle visible={visible} onToggle={toggle} disabled={disabled} />
        </div>
      )}
    </div>
  );
}
