import type { SeatInfo } from '@birzha/protocol';
import type { ReactNode } from 'react';
import { PlayedContext } from './played.ts';

/**
 * A board's part as the table page shows it: inside the seats of the table (PlayedContext), a person in each seat
 * named as `names` has it, those of `botAccounts` bot accounts (issue 29).
 */
export function WithSeats({
  names,
  botAccounts,
  children,
}: {
  names: readonly string[];
  botAccounts: readonly number[];
  children: ReactNode;
}) {
  const seats: SeatInfo[] = names.map((name, seat) => ({
    seat,
    user: { id: `u${seat}`, name, ...(botAccounts.includes(seat) ? { botAccount: true as const } : {}) },
    bot: null,
    connected: true,
  }));
  return <PlayedContext.Provider value={{ steps: [], seatChanges: [], seats }}>{children}</PlayedContext.Provider>;
}

/** The bot badges' labels in an element (one per badge). */
export function badgeLabels(el: Element | null): (string | null)[] {
  return [...(el?.querySelectorAll('[data-testid="bot-badge"]') ?? [])].map((b) => b.getAttribute('aria-label'));
}
