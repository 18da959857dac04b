// A test-only game whose moves can have a secret sender (the engine contract's `actorVisible`), so that the server's
// redaction of who acted is tested without naming a real game: the toy duel, where who has chosen this round is
// known to the chooser alone (its `chose` event goes to its seat only) until the round's numbers are revealed.
import type { Game } from '@birzha/engine';
import { toyGame, type ToyEvent, type ToyMove, type ToyOptions, type ToyState, type ToyView } from './toy-game.ts';

export const sealedGame: Game<ToyOptions, ToyState, ToyMove, ToyEvent, ToyView> = {
  ...toyGame,
  meta: { ...toyGame.meta, id: 'sealed', title: 'Toy duel with sealed choices' },

  viewEvent: (event, viewer) => (event.type === 'chose' && event.seat !== viewer ? undefined : event),

  // A choice's sender is the chooser's to know until its round is revealed (or the match is over).
  actorVisible: (move, seat, viewer, after, now) =>
    move.type !== 'choose' || viewer === seat || now.phase !== 'choose' || now.round !== after.round,
};

/** The games a server with a sealed game plays: the toy duel, and the sealed one. */
export const SEALED_GAMES = { toy: toyGame, sealed: sealedGame } as const;
