import { Component, type ReactNode } from 'react';
import { mdiAlertCircle } from '@mdi/js';
import { Icon } from '../../elements/core/icon.js';
import { translate } from '../../elements/core/i18n.js';

/** Shows what failed (a page module that did not load) with a retry, instead of a blank page. */
export class PageErrorBoundary extends Component<{ children: ReactNode; resetKey: string }, { failed: boolean; key: string }> {
  override state = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromError(): Partial<{ failed: boolean }> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: { resetKey: string }, state: { failed: boolean; key: string }) {
    return props.resetKey !== state.key ? { failed: false, key: props.resetKey } : null;
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-3 px-6 py-16 text-center">
        <Icon path={mdiAlertCircle} size={32} className="text-danger" />
        <p>{translate('console:shell.page-failed')}</p>
        <button
          type="button"
          onClick={() => location.reload()}
          className="inline-flex h-control items-center rounded-control border border-border px-4 font-medium hover:bg-surface-hover"
        >
          {translate('console:shell.retry')}
        </button>
      </div>
    );
  }
}
