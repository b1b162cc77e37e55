import { Fragment, useEffect, useId } from 'react';
import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { useTranslate } from '../core/i18n.js';
import { KitDialog } from '../dialog/kit-dialog.js';
import { describedHotkeys, isApplePlatform, keyCaps } from './hotkeys.logic.js';
import { $hotkeys, $shortcutsOpen, registerHotkey } from './hotkeys.store.js';

/** Props of {@link ShortcutsOverlay}; it takes none. */
export type ShortcutsOverlayProps = Record<string, never>;

/** The mounted overlays; only the first one shows and owns the `?` hotkey. */
const $overlayHosts = atom<readonly string[]>([]);

/**
 * The keyboard shortcuts overlay: `?` toggles a full-screen list of every hotkey that has a description,
 * titled Keyboard Shortcuts, closed by its × button, Escape or `?` again. Mount one per page.
 */
export function ShortcutsOverlay() {
  const t = useTranslate();
  const id = useId();
  const hosts = useStore($overlayHosts);
  const open = useStore($shortcutsOpen);
  const hotkeys = useStore($hotkeys);
  const primary = hosts[0] === id;
  const toggleLabel = t('shortcuts.toggle');

  useEffect(() => {
    $overlayHosts.set([...$overlayHosts.get(), id]);
    return () => $overlayHosts.set($overlayHosts.get().filter((h) => h !== id));
  }, [id]);
  useEffect(() => {
    if (!primary) return;
    return registerHotkey({ keys: '?', description: toggleLabel, handler: () => $shortcutsOpen.set(!$shortcutsOpen.get()) });
  }, [primary, toggleLabel]);

  if (!primary) return null;
  const apple = isApplePlatform(navigator.platform);
  return (
    <KitDialog open={open} size="fullscreen" title={t('shortcuts.title')} closeButton onDismiss={() => $shortcutsOpen.set(false)}>
      <dl className="mx-auto mt-2 mb-6 max-w-2xl divide-y divide-border rounded-card border border-border bg-surface" part="list">
        {describedHotkeys(hotkeys).map((hotkey) => (
          <div key={hotkey.id} className="flex items-center justify-between gap-4 px-4 py-2.5">
            <dt className="min-w-0 text-base text-text">{hotkey.description}</dt>
            <dd className="flex shrink-0 flex-wrap items-center justify-end gap-1.5">
              {hotkey.combos.map((combo, index) => (
                <Fragment key={index}>
                  {index > 0 && <span className="text-xs text-text-muted">/</span>}
                  <span className="flex gap-1" dir="ltr">
                    {keyCaps(combo, apple).map((cap) => (
                      <kbd key={cap} className="inline-flex h-6 min-w-6 items-center justify-center rounded-control border border-border-strong bg-surface-sunken px-1.5 font-mono text-xs text-text shadow-card">
                        {cap}
                      </kbd>
                    ))}
                  </span>
                </Fragment>
              ))}
            </dd>
          </div>
        ))}
      </dl>
    </KitDialog>
  );
}
