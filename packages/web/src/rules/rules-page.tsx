import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { currentLang } from '../i18n/index.ts';
import { AkcionerRules } from '../games/akcioner/rules.tsx';

/** The rules of a game in the reader's language. */
export default function RulesPage() {
  const { t } = useTranslation();
  const { game = 'akcioner' } = useParams();
  if (game !== 'akcioner') {
    return (
      <p>
        {t('app.notFound')} <Link to="/rules/akcioner">{t('game.akcioner')}</Link>
      </p>
    );
  }
  return (
    <article className="rules panel" lang={currentLang()}>
      <AkcionerRules lang={currentLang()} />
    </article>
  );
}
