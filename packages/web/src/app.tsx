import { lazy, Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Route, Routes } from 'react-router';
import { SessionProvider } from './api/session.tsx';
import { loadGameWords } from './games/registry.ts';
import { LobbyPage } from './lobby/lobby-page.tsx';
import { MyTurnsBadge } from './lobby/my-turns-badge.tsx';
import { ErrorNote } from './ui/error-note.tsx';
import { Header } from './ui/header.tsx';
import { NotifyTroubleBanner } from './ui/notify-trouble.tsx';
import { SiteTitle } from './ui/site-title.tsx';

/** A page that shows a game: it renders once its code and every game's words (loadGameWords) have come. */
function gamePage(load: () => Promise<{ default: ComponentType }>) {
  return lazy(() => Promise.all([load(), loadGameWords()]).then(([page]) => page));
}

const TablePage = gamePage(() => import('./table/table-page.tsx'));
const ReplayPage = gamePage(() => import('./replay/replay-page.tsx'));
const RulesPage = gamePage(() => import('./rules/rules-page.tsx'));
const LearnPage = gamePage(() => import('./lessons/learn-page.tsx'));
const LoginPage = lazy(() => import('./accounts/login-page.tsx'));
const RegisterPage = lazy(() => import('./accounts/register-page.tsx'));
const AccountPage = lazy(() => import('./accounts/account-page.tsx'));
const ResetPage = lazy(() => import('./accounts/reset-page.tsx'));
const ProfilePage = lazy(() => import('./profiles/profile-page.tsx'));
const HistoryPage = lazy(() => import('./profiles/history-page.tsx'));
const LeaderboardPage = lazy(() => import('./profiles/leaderboard-page.tsx'));

/**
 * The shell: header with language and name (and the count of matches waiting for my move), the notice of switched-off
 * notifications, then one page per route.
 */
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
      <SiteTitle />
      <Header>
        <MyTurnsBadge />
      </Header>
      {/* Notification channels the server switched off after failures: said on every page until turned on again. */}
      <NotifyTroubleBanner />
      <main className="shell__main">
        <Suspense fallback={<p className="muted">{t('app.loading')}</p>}>
          <Routes>
            <Route path="/" element={<LobbyPage />} />
            <Route path="/t/:id" element={<TablePage />} />
            <Route path="/replay/:id" element={<ReplayPage />} />
            <Route path="/rules" element={<RulesPage />} />
            <Route path="/rules/:game" element={<RulesPage />} />
            <Route path="/learn/:game" element={<LearnPage />} />
            <Route path="/login" element={<LoginPage />} />
            <Route path="/register" element={<RegisterPage />} />
            <Route path="/account" element={<AccountPage />} />
            <Route path="/reset/:token" element={<ResetPage />} />
            <Route path="/u/:id" element={<ProfilePage />} />
            <Route path="/history" element={<HistoryPage />} />
            <Route path="/leaderboard" element={<LeaderboardPage />} />
            <Route path="/leaderboard/:game" element={<LeaderboardPage />} />
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
