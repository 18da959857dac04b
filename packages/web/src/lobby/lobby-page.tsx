import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { WEB_GAMES } from '../games/registry.ts';
import { currentLang } from '../i18n/index.ts';
import { ErrorNote } from '../ui/error-note.tsx';
import { CreateJump } from './create-jump.tsx';
import { CreateTableForm } from './create-table-form.tsx';
import { GameIntros } from './game-intros.tsx';
import { Invitations } from './invitations.tsx';
import { QuickPlay } from './quick-play.tsx';
import { TableList } from './table-list.tsx';
import { useLobby } from './use-lobby.ts';
import { MINE_ID } from './use-my-turns.ts';

const CREATE_FORM_ID = 'create-form';

/** The lobby: the games introduced, quick play, create a table, my matches, open tables, running matches to watch, recent results. */
export function LobbyPage() {
  const { t } = useTranslation();
  const { lists, loaded, error } = useLobby();
  const lang = currentLang();
  const mineIds = new Set(lists.mine.map((x) => x.id));
  const { hash } = useLocation();
  // Come from the header's count: "My matches" in view once it is there (the lists arrive after the page).
  useEffect(() => {
    if (hash === `#${MINE_ID}` && loaded) document.getElementById(MINE_ID)?.scrollIntoView?.({ block: 'start' });
  }, [hash, loaded]);
  return (
    <div className="lobby">
      <section className="lobby__intro">
        <h1>{t('lobby.title')}</h1>
        <p className="muted">
          {t('lobby.intro')} {t('lobby.readRules')}{' '}
          {WEB_GAMES.map((g, i) => (
            <span key={g.id}>
              {i > 0 && ', '}
              <Link to={`/rules/${g.id}`}>{g.name[lang]}</Link>
            </span>
          ))}
          .
        </p>
        <CreateJump formId={CREATE_FORM_ID} />
      </section>
      <GameIntros />
      <ErrorNote error={error} />
      <div className="lobby__grid">
        <CreateTableForm id={CREATE_FORM_ID} />
        <div className="stack">
          <QuickPlay />
          <Invitations />
          <section className="panel" id={MINE_ID} aria-labelledby="mine-title">
            <h2 id="mine-title">{t('lobby.mine')}</h2>
            <TableList tables={lists.mine} kind="mine" empty={loaded ? t('lobby.mineEmpty') : t('app.loading')} />
          </section>
          <section className="panel" aria-labelledby="open-title">
            <h2 id="open-title">{t('lobby.openTables')}</h2>
            <TableList
              tables={lists.open.filter((x) => !mineIds.has(x.id))}
              kind="open"
              empty={loaded ? t('lobby.openEmpty') : t('app.loading')}
            />
          </section>
          <section className="panel" aria-labelledby="playing-title">
            <h2 id="playing-title">{t('lobby.playing')}</h2>
            {/* My own public match too: it is playing now, and others see it here. */}
            <TableList
              tables={lists.playing}
              kind="playing"
              empty={loaded ? t('lobby.playingEmpty') : t('app.loading')}
            />
          </section>
          <section className="panel" aria-labelledby="finished-title">
            <h2 id="finished-title">{t('lobby.finished')}</h2>
            <TableList
              tables={lists.finished}
              kind="finished"
              empty={loaded ? t('lobby.finishedEmpty') : t('app.loading')}
            />
          </section>
        </div>
      </div>
    </div>
  );
}
