import { createKitElement } from '../core/define-element.js';
import { SlottedPasswordInput } from './slotted-password-input.js';

/**
 * `<tb-password-input><input type="password" name="password" autocomplete="current-password"></tb-password-input>`:
 * adds a show/hide toggle to the password input placed inside; shows no toggle when there is none.
 *
 * @slot - The password `<input>`.
 */
export const PasswordInputElement = createKitElement(SlottedPasswordInput);
