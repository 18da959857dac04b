import type { UserInfo } from '@birzha/protocol';
import { useContext } from 'react';
import { isBotAccountSeat, SeatBotBadge } from '../profiles/bot-badge.tsx';
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

/**
 * Whether a user at the table is a bot account: marked so (UserInfo.botAccount), or the person of one of the table's
 * seats that is (a chat line names its sender by id and name only).
 */
export function useIsBotAccount(): (user: UserInfo) => boolean {
  const seats = useContext(PlayedContext)?.seats ?? [];
  return (user) =>
    user.botAccount === true || seats.some((s) => (s.user ?? s.left)?.id === user.id && isBotAccountSeat(s));
}
