import type { CheckersExchange } from '@birzha/engine';
import type { TFunction } from 'i18next';

/** A firm as the table writes it everywhere: W1..B4 (spec: firms are written W1..B4 in prose). */
export function firmLabel(firm: CheckersExchange.FirmId): string {
  return firm.toUpperCase();
}

/** An account in words: a seat's name, a firm, the State, or "anonymous" where the view hides it (spec 10). */
export function accountLabel(account: CheckersExchange.Account | null, names: readonly string[], t: TFunction): string {
  if (account === null) return t('checkers-exchange.game.hidden');
  if (account === 'gov') return t('checkers-exchange.game.gov');
  if (typeof account === 'number') return names[account] ?? `#${account + 1}`;
  return firmLabel(account);
}

/** Firm colours on the board and in every table: one hue per firm, white firms light, black firms dark. */
export const FIRM_HUES: Readonly<Record<CheckersExchange.FirmId, string>> = {
  w1: '#d9412b',
  w2: '#2f7d32',
  w3: '#1f5fb4',
  w4: '#b8860b',
  b1: '#c2185b',
  b2: '#00838f',
  b3: '#6a3fb5',
  b4: '#8d5524',
};
