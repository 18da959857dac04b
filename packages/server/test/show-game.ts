// A test-only game with a public show (the engine contract's `showSeconds`), so that the server's handling of shows is
// tested without naming a real game: the toy duel, whose reveal of a round's numbers is shown for the table's `show`
// seconds. The reveal phase's clock (everyone's `ready`) and the bots' readies wait for the show; a new round has none.
import { getBot } from '@birzha/bots';
import { fail, ok, type Game } from '@birzha/engine';
import type { BotChooser } from '../src/matches/bot-driver.ts';
import { toyGame, type ToyEvent, type ToyMove, type ToyOptions, type ToyState, type ToyView } from './toy-game.ts';

export interface ShowOptions extends ToyOptions {
  /** Seconds of the show of each round's reveal (fractions allowed: tests keep it short). */
  readonly show: number;
}

/** The toy's events; a round's reveal says how long its show lasts. */
export type ShowEvent = ToyEvent | (Extract<ToyEvent, { type: 'revealed' }> & { readonly show: number });

const showOf = (state: ToyState): number => (state.options as ShowOptions).show;

export const showGame: Game<ShowOptions, ToyState, ToyMove, ShowEvent, ToyView> = {
  ...toyGame,
  meta: {
    minPlayers: toyGame.meta.minPlayers,
    maxPlayers: toyGame.meta.maxPlayers,
    rulesVersion: toyGame.meta.rulesVersion,
    id: 'show',
    title: 'Toy duel with a show',
    defaultOptions: { rounds: 3, seconds: 0, show: 2 },
  },

  parseOptions(raw, players) {
    const toy = toyGame.parseOptions(raw, players);
    if (!toy.ok) return toy;
    const show = typeof raw === 'object' && raw !== null ? ((raw as Record<string, unknown>)['show'] ?? 2) : 2;
    if (typeof show !== 'number' || !(show >= 0 && show <= 60)) return fail('BAD_OPTION', { option: 'show' });
    return ok({ ...toy.value, show });
  },

  play(state, seat, move) {
    const r = toyGame.play(state, seat, move);
    if (!r.ok) return r;
    const events = r.value.events.map((e) => (e.type === 'revealed' ? { ...e, show: showOf(state) } : e));
    return ok({ state: r.value.state, events });
  },

  viewEvent: (event) => event,

  showSeconds(events) {
    let seconds = 0;
    for (const e of events) if (e.type === 'revealed' && 'show' in e) seconds += e.show;
    return seconds;
  },
};

/** The games of a server that plays the show game alone. */
export const SHOW_GAMES = { show: showGame } as const;

/** Bots for the show game, in process: the generic random bot. */
export const showChooser: BotChooser = {
  chooseTurn(gameId, view, seat, level, seed) {
    if (gameId !== 'show') return Promise.reject(new Error(`unknown game ${gameId}`));
    return Promise.resolve(getBot(gameId, level).chooseTurn(showGame, view, seat, seed));
  },
};
