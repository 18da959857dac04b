import { gameSetup } from '@birzha/engine';
import { Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { WEB_GAMES, loadGameWords } from '../games/registry.ts';
import type { AnyWebGame } from '../games/web-game.ts';
import { currentLang } from '../i18n/index.ts';
import { INTRO_WORDS } from './intro-words.ts';

/** Whether every game's whole words are in: the pictures are the tables' components and speak their words. */
function useGameWords(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    loadGameWords().then(
      () => live && setReady(true),
      // No words, no pictures: the intro's text stands without them.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return ready;
}

/** One game: its picture, its line, players (from the engine's meta) and length, and the ways to learn it. */
function GameIntro({ game, pictures }: { game: AnyWebGame; pictures: boolean }) {
  const lang = currentLang();
  const w = INTRO_WORDS[lang];
  const meta = gameSetup(game.id)?.meta;
  const [shortest, longest] = game.intro.minutes;
  const { Picture } = game;
  return (
    <li className="game-intro" data-game={game.id}>
      {/* Decorative: the table's own components, which nobody plays here; the words beside it name the game. */}
      <div className="game-intro__picture" inert aria-hidden="true" data-testid="game-picture">
        {pictures && (
          <Suspense fallback={null}>
            <Picture />
          </Suspense>
        )}
      </div>
      <div className="game-intro__text">
        <h3>{game.name[lang]}</h3>
        <p>{game.intro.line[lang]}</p>
        <p className="muted" data-testid="game-facts">
          {meta !== undefined && `${w.players(meta.minPlayers, meta.maxPlayers)} · `}
          {w.minutes(shortest, longest)}
        </p>
        <p className="game-intro__links">
          <Link className="btn btn--small" to={`/learn/${game.id}`}>
            {w.learn}
            <span className="sr-only">: {game.name[lang]}</span>
          </Link>
          <Link to={`/rules/${game.id}`}>
            {w.rules}
            <span className="sr-only">: {game.name[lang]}</span>
          </Link>
        </p>
      </div>
    </li>
  );
}

/** The lobby introduces the games (issue 30, point 4): each with its picture, what it is, players and length. */
export function GameIntros() {
  const w = INTRO_WORDS[currentLang()];
  const pictures = useGameWords();
  return (
    <section className="panel game-intros" aria-labelledby="games-title">
      <h2 id="games-title">{w.title}</h2>
      <ul className="game-intros__list">
        {WEB_GAMES.map((g) => (
          <GameIntro key={g.id} game={g} pictures={pictures} />
        ))}
      </ul>
    </section>
  );
}
