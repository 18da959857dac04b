import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Route, Routes } from 'react-router';
import { SessionProvider } from './api/session.tsx';
import { LobbyPage } from './lobby/lobby-page.tsx';
import { ErrorNote } from './ui/error-note.tsx';
import { Header } from './ui/header.tsx';

const TablePage = lazy(() => import('./table/table-page.tsx'));
const ReplayPage = lazy(() => import('./replay/replay-page.tsx'));
const RulesPage = lazy(() => import('./rules/rules-page.tsx'));

/** The shell: header with language and name, then one page per route. */
export function App() {
  const { t } = useTranslation();
  return (
    <SessionProvider
      fallback={(error, retry) => (
        <main className="shell__main">
          {error === null ? (
            <p className="muted">{t('app.loading')}</p>
          ) : (
            <ErrorNote error={{ code: error }}>
              <button type="button" className="btn btn--small" onClick={retry}>
                {t('app.retry')}
              </button>
            </ErrorNote>
          )}
        </main>
      )}
    >
      <Header />
      <main className="shell__main">
        <Suspense fallback={<p className="muted">{t('app.loading')}</p>}>
          <Routes>
            <Route path="/" element={<LobbyPage />} />
            <Route path="/t/:id" element={<TablePage />} />
            <Route path="/replay/:id" element={<ReplayPage />} />
            <Route path="/rules" element={<RulesPage />} />
            <Route path="/rules/:game" element={<RulesPage />} />
            <Route
              path="*"
              element={
                <p>
                  {t('app.notFound')} <Link to="/">{t('app.home')}</Link>
                </p>
              }
            />
          </Routes>
        </Suspense>
      </main>
    </SessionProvider>
  );
}
