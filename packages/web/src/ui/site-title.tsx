import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

/**
 * The tab's title in the reader's language ("Биржа" / "Birzha"), set again on each page and language switch. Put it
 * before the pages: its effect runs first, so a page that names the tab itself (a table: the game, my turn) wins.
 */
export function SiteTitle() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const name = t('app.name');
  useEffect(() => {
    document.title = name;
  }, [name, pathname]);
  return null;
}
