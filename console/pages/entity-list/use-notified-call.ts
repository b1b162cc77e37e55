import { useTranslate } from '../../../elements/core/i18n.js';
import { notifySuccess } from '../../shell/notify.js';
import { call } from './api.js';

/** A call without a body that, when it goes through, shows a success notice (a `lists:` key) and reports the change. */
export type NotifiedCall = (method: 'POST' | 'DELETE', path: string, notice: string) => Promise<boolean>;

/** The {@link NotifiedCall} of a list: `changed` reloads it after a call went through; a refusal shows the server's message. */
export function useNotifiedCall(changed: () => void): NotifiedCall {
  const t = useTranslate();
  return async (method, path, notice) => {
    const { ok } = await call(method, path);
    if (ok) {
      notifySuccess(t(notice));
      changed();
    }
    return ok;
  };
}
