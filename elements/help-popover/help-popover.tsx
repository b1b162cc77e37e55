import { useCallback, useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { mdiHelpCircleOutline, mdiLoading } from '@mdi/js';
import type { PopoverPlacement } from '../../sdk/catalogues/ui.js';
import { createHelpLoader } from '../core/help.js';
import { $language, useTranslate } from '../core/i18n.js';
import { Icon } from '../core/icon.js';
import { $kitConfig } from '../core/runtime.js';
import { MarkdownViewer } from '../markdown-viewer/markdown-viewer.js';
import { Popover } from '../popover/popover.js';
import { helpToggle } from './help-popover.logic.js';

/** Props of {@link HelpPopover}. */
export interface HelpPopoverProps {
  /** The help as markdown, when the page has it at hand. */
  helpContent?: string;
  /** Id of a help page (`widget/editor/markdown`), loaded on first open when no `helpContent` is given. */
  helpId?: string;
  /** Loads a help page's markdown by id; default: the help pages of the configured server in the kit's language. */
  loadHelp?: (helpId: string) => Promise<string>;
  /** Placement of the popover; default bottom. */
  placement?: PopoverPlacement;
  /** Accessible name of the button; default the translated 'Help'. */
  label?: string;
}

function defaultLoader(baseUrl: string | undefined, lang: ReturnType<typeof $language.get>) {
  const loader = createHelpLoader({ helpBaseUrl: null, localBase: baseUrl ?? '' });
  return (helpId: string) => loader.load(helpId, lang);
}

/** A help button toggling a popover of help markdown; content that must load first shows a spinner until it is ready. */
export function HelpPopover({ helpContent, helpId, loadHelp, placement = 'bottom', label }: HelpPopoverProps) {
  const t = useTranslate();
  const lang = useStore($language);
  const { baseUrl } = useStore($kitConfig);
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState<{ id: string; markdown: string } | null>(null);
  const [loading, setLoading] = useState(false);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const markdown = helpContent ?? (loaded && loaded.id === helpId ? loaded.markdown : undefined);
  const toggle = useCallback(
    async (wanted: boolean) => {
      if (!wanted) return setOpen(false);
      const step = helpToggle(open, markdown !== undefined || !helpId);
      if (step !== 'load') return setOpen(step === 'open');
      if (loading || !helpId) return;
      setLoading(true);
      try {
        const text = await (loadHelp ?? defaultLoader(baseUrl, lang))(helpId);
        if (alive.current) {
          setLoaded({ id: helpId, markdown: text });
          setOpen(true);
        }
      } finally {
        if (alive.current) setLoading(false);
      }
    },
    [open, markdown, helpId, loading, loadHelp, baseUrl, lang],
  );

  const name = label || t('help.help');
  return (
    <Popover
      trigger="click"
      placement={placement}
      open={open}
      label={name}
      onOpenChange={({ open: wanted }) => void toggle(wanted)}
      content={markdown ? <div className="py-1"><MarkdownViewer markdown={markdown} fallbackToPlain /></div> : undefined}
    >
      <button
        type="button"
        part="button"
        aria-label={name}
        title={name}
        aria-busy={loading || undefined}
        className="inline-flex size-8 items-center justify-center rounded-full text-text-muted hover:bg-surface-hover hover:text-text aria-expanded:bg-accent-soft aria-expanded:text-accent"
      >
        <Icon path={loading ? mdiLoading : mdiHelpCircleOutline} size={20} className={loading ? 'animate-spin' : ''} />
        {loading && <span className="sr-only" role="status">{t('progress.loading')}</span>}
      </button>
    </Popover>
  );
}
