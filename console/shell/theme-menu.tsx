import { Menu, MenuButton, MenuItem, MenuItems } from '@headlessui/react';
import { autoUpdate, flip, offset, shift, useFloating } from '@floating-ui/react';
import { useStore } from '@nanostores/react';
import { mdiCheck, mdiBrightness6, mdiWeatherNight, mdiWhiteBalanceSunny } from '@mdi/js';
import { Icon } from '../../elements/core/icon.js';
import { useTranslate } from '../../elements/core/i18n.js';
import { THEMES, type Theme } from '../logic/theme.js';
import { $theme, setTheme } from './document-settings.js';
import { ICON_BUTTON } from './hooks.js';

const ICONS: Record<Theme, string> = { system: mdiBrightness6, light: mdiWhiteBalanceSunny, dark: mdiWeatherNight };

/** Chooses light, dark or the system's theme. */
export function ThemeMenu() {
  const t = useTranslate();
  const theme = useStore($theme);
  const { refs, floatingStyles } = useFloating({
    placement: 'bottom-end',
    strategy: 'fixed',
    middleware: [offset(4), flip({ padding: 8 }), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  const label = `${t('console:shell.theme')}: ${t(`console:shell.theme-${theme}`)}`;
  return (
    <Menu>
      <MenuButton ref={refs.setReference} aria-label={label} title={label} className={ICON_BUTTON}>
        <Icon path={ICONS[theme]} />
      </MenuButton>
      <MenuItems
        ref={refs.setFloating}
        style={floatingStyles}
        className="z-50 min-w-40 rounded-card border border-border bg-surface-raised p-1 shadow-popover outline-none"
      >
        {THEMES.map((option) => (
          <MenuItem key={option}>
            <button
              type="button"
              role="menuitemradio"
              aria-checked={option === theme}
              onClick={() => setTheme(option)}
              className="flex h-9 w-full items-center gap-3 rounded-control px-3 text-start data-focus:bg-surface-hover"
            >
              <Icon path={ICONS[option]} size={18} className="text-text-muted" />
              <span className="flex-1">{t(`console:shell.theme-${option}`)}</span>
              {option === theme && <Icon path={mdiCheck} size={18} className="text-accent" />}
            </button>
          </MenuItem>
        ))}
      </MenuItems>
    </Menu>
  );
}
