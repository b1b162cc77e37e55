/**
 * The element kit: React controls built on the SDK, each also a `tb-…` custom element registered only by
 * its own `define` module (`tbkit/elements/<name>`). This entry exports the controls, the element classes
 * and the shared runtime; importing it registers nothing.
 */
export { configure, kitClient, $kitConfig, type KitConfig } from './core/runtime.js';
export { setLanguage, $language, translate } from './core/i18n.js';
export { createKitElement, defineKitElement, type KitElementSpec, type KitPropType } from './core/define-element.js';
export { CopyButton, type CopyButtonProps } from './copy-button/copy-button.js';
export { CopyButtonElement } from './copy-button/element.js';
export { UserMenu, type UserMenuProps } from './user-menu/user-menu.js';
export { UserMenuElement } from './user-menu/element.js';
export { Breadcrumbs, type BreadcrumbsProps } from './breadcrumbs/breadcrumbs.js';
export { BreadcrumbsElement } from './breadcrumbs/element.js';
export { ToastHost, type ToastHostProps } from './toast/toast.js';
export { ToastHostElement } from './toast/element.js';
export { $toasts, showToast, closeToast, hideToasts, type Toast } from './toast/toast.store.js';
export type { ToastOptions, ToastPosition } from './toast/toast.logic.js';
export { KitDialog, type KitDialogProps } from './dialog/kit-dialog.js';
export { DialogButton, type DialogButtonProps } from './dialog/dialog-button.js';
export { DialogHost, type DialogHostProps } from './dialog/dialog-host.js';
export { showAlert, showConfirm } from './dialog/dialogs.js';
export { closeAllDialogs, type AlertOptions, type ConfirmOptions } from './dialog/dialog.store.js';
export { AlertDialog, type AlertDialogProps } from './alert-dialog/alert-dialog.js';
export { AlertDialogElement } from './alert-dialog/element.js';
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog/confirm-dialog.js';
export { ConfirmDialogElement } from './confirm-dialog/element.js';
export { LanguageSelect, type LanguageSelectProps } from './language-select/language-select.js';
export { LanguageSelectElement } from './language-select/element.js';
export { PasswordInput, type PasswordInputProps } from './password-input/password-input.js';
export { PasswordToggle, type PasswordToggleProps } from './password-input/password-toggle.js';
export { PasswordInputElement } from './password-input/element.js';
export { MarkdownViewer, type MarkdownViewerProps } from './markdown-viewer/markdown-viewer.js';
export { MarkdownViewerElement } from './markdown-viewer/element.js';
export { Popover, type PopoverProps } from './popover/popover.js';
export { PopoverElement } from './popover/element.js';
export { PhoneInput, type PhoneInputProps } from './phone-input/phone-input.js';
export { PhoneInputElement } from './phone-input/element.js';
export { HelpPopover, type HelpPopoverProps } from './help-popover/help-popover.js';
export { HelpPopoverElement } from './help-popover/element.js';
export { LoadingBar, type LoadingBarProps } from './loading-bar/loading-bar.js';
export { LoadingBarElement } from './loading-bar/element.js';
export { ShortcutsOverlay, type ShortcutsOverlayProps } from './shortcuts-overlay/shortcuts-overlay.js';
export { ShortcutsOverlayElement } from './shortcuts-overlay/element.js';
export { registerHotkey, $hotkeys, $shortcutsOpen, type HotkeyOptions, type Hotkey } from './shortcuts-overlay/hotkeys.store.js';
export { TimeWindow, type TimeWindowProps } from './time-window/time-window.js';
export { TimeWindowElement } from './time-window/element.js';
export { DatetimePeriod, type DatetimePeriodProps } from './datetime-period/datetime-period.js';
export { DatetimePeriodElement } from './datetime-period/element.js';
export { HistoryPlayback, type HistoryPlaybackProps } from './history-playback/history-playback.js';
export { HistoryPlaybackElement } from './history-playback/element.js';
export { EntityTable, type EntityTableProps } from './entity-table/entity-table.js';
export { EntityTableElement } from './entity-table/element.js';
export { ENTITY_COLUMNS, columnsFor, type EntityColumn, type EntityRow } from './entity-table/entity-columns.js';
export { EntityAutocomplete, type EntityAutocompleteProps, type EntityChange } from './entity-autocomplete/entity-autocomplete.js';
export { EntityAutocompleteElement } from './entity-autocomplete/element.js';
export { PickerCombobox, type PickerComboboxProps, type ComboboxOption } from './entity-autocomplete/combobox.js';
export type { PickedEntity } from './entity-autocomplete/entity-autocomplete.logic.js';
