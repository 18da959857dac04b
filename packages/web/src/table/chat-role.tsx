import type { TableInfo } from './use-table.ts';
import { createContext, useContext, type ReactNode } from 'react';
import { useSession } from '../api/session.tsx';

/** Who reads the table's chat: a player (one chat) or a spectator (the players' chat to read, their own to write). */
export type ChatRole = 'player' | 'spectator';

const ChatRoleContext = createContext<ChatRole>('player');

/** The viewer's chat role at the table on screen (a replay, with no provider, reads as a player). */
export function useChatRole(): ChatRole {
  return useContext(ChatRoleContext);
}

/**
 * Gives the table's chat the viewer's role, the server's rule: a spectator is anyone who does not hold a seat and did
 * not leave one a bot took over (that person may come back, and stays a player).
 */
export function ChatRoleProvider({
  table,
  seat,
  children,
}: {
  table: TableInfo;
  seat: number | null;
  children: ReactNode;
}) {
  const { user } = useSession();
  const player =
    seat !== null || table.seats.some((s) => (s.user?.id === user.id && s.bot === null) || s.left?.id === user.id);
  return <ChatRoleContext value={player ? 'player' : 'spectator'}>{children}</ChatRoleContext>;
}
