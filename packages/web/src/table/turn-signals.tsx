import { usePreferences } from '../ui/preferences.ts';
import { useSecondsLeft } from '../ui/use-seconds-left.ts';
import { useTurnTitle } from '../ui/use-turn-title.ts';
import { useWarningSound } from '../ui/use-warning-sound.ts';

/**
 * What tells a player the turn is theirs when they look elsewhere: the tab's title with the seconds left, and the
 * warning beeps at the end of the clock. A component of its own, drawing nothing: it re-renders every second on my
 * turn, and the board must not re-render with it.
 */
export function TurnSignals({ myTurn, deadline, game }: { myTurn: boolean; deadline: number | null; game: string }) {
  const left = useSecondsLeft(myTurn ? deadline : null);
  useWarningSound(left, usePreferences().sound);
  useTurnTitle(myTurn, left, game);
  return null;
}
