import { useTranslate } from '../../../core/i18n.js';
import type { WidgetFormProps } from '../form-context.js';
import { NumberField, SwitchField, TextField } from './fields.js';
import { CARD_DECIMALS, withCardValue } from './card.logic.js';
import { registerWidgetConfigLocales } from './i18n/index.js';

await registerWidgetConfigLocales();

/**
 * The widget card's look (protocol §7.2 WidgetConfig): whether the title shows and its tooltip, the shadow,
 * the fullscreen button, background and text colours, padding, and the units and decimals (0–15) of values.
 */
export function CardForm({ config, onChange }: WidgetFormProps) {
  const t = useTranslate();
  const set = (key: string, value: unknown) => onChange(withCardValue(config, key, value));
  const flag = (key: string, fallback: boolean) => (typeof config[key] === 'boolean' ? (config[key] as boolean) : fallback);
  return (
    <div className="flex flex-col gap-3">
      <SwitchField label={t('widgetconfig:card.show-title')} checked={flag('showTitle', true)} onChange={(v) => set('showTitle', v)} />
      <TextField label={t('widgetconfig:card.title-tooltip')} value={config.titleTooltip} onCommit={(v) => set('titleTooltip', v)} />
      <SwitchField label={t('widgetconfig:card.drop-shadow')} checked={flag('dropShadow', true)} onChange={(v) => set('dropShadow', v)} />
      <SwitchField label={t('widgetconfig:card.enable-fullscreen')} checked={flag('enableFullscreen', true)} onChange={(v) => set('enableFullscreen', v)} />
      <TextField label={t('widgetconfig:card.background-color')} variant="color" value={config.backgroundColor} onCommit={(v) => set('backgroundColor', v)} />
      <TextField label={t('widgetconfig:card.color')} variant="color" value={config.color} onCommit={(v) => set('color', v)} />
      <TextField label={t('widgetconfig:card.padding')} value={config.padding} hint={t('widgetconfig:card.padding-hint')} onCommit={(v) => set('padding', v)} />
      <TextField label={t('widgetconfig:card.units')} value={config.units} onCommit={(v) => set('units', v)} />
      <NumberField label={t('widgetconfig:card.decimals')} value={config.decimals} integer min={CARD_DECIMALS.min} max={CARD_DECIMALS.max} onCommit={(v) => set('decimals', v)} />
    </div>
  );
}
