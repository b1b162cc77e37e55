import { useTranslate } from '../../elements/core/i18n.js';

/** Home: shortcut sections per role. */
export default function Home() {
  const t = useTranslate();
  return (
    <section className="p-6">
      <h1 className="text-xl font-semibold">{t('console:home.home')}</h1>
    </section>
  );
}
