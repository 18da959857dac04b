import { useContext } from 'react';
import { SeatBotBadge } from '../profiles/bot-badge.tsx';
import { PlayedContext } from './played.ts';

/**
 * The bot badge beside a seat's name on a game's board (its players list), when that seat's person is a bot account
 * (issue 29). The boards get names only; the seats come from the table page or the replay (PlayedContext), so every
 * game marks them the same way without passing them on. Outside a table (a lesson, a board's own test): nothing.
 */
export function SeatBadge({ seat }: { readonly seat: number }) {
  const played = useContext(PlayedContext);
  return <SeatBotBadge seat={played?.seats[seat]} />;
}
