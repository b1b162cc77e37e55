import { mdiHome } from '@mdi/js';
import { Icon } from '../../elements/core/icon.js';
import { useTranslate } from '../../elements/core/i18n.js';
import type { PageProps } from '../routes.js';
import { iconPath } from '../icons.js';

/** Stands in for a section whose page is not part of the console yet: says that it is coming. */
export default function ComingSoon({ route }: PageProps) {
  const t = useTranslate();
  const section = route.title ? t(`console:${route.title}`) : route.name;
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center gap-4 px-6 py-16 text-center">
      {route.breadcrumb && (
        <span className="flex size-14 items-center justify-center rounded-full bg-accent-soft text-accent">
          <Icon path={iconPath(route.breadcrumb.icon)} size={28} />
        </span>
      )}
      <h1 className="text-xl font-semibold">{section}</h1>
      <p className="text-text-muted">{t('console:app.coming-soon-text', { section })}</p>
      <a href="/home" className="inline-flex h-control items-center gap-2 rounded-control border border-border px-4 font-medium hover:bg-surface-hover">
        <Icon path={mdiHome} size={18} />
        {t('console:app.go-home')}
      </a>
    </section>
  );
}
