import { akcionerProfile } from './akcioner.ts';
import { checkersExchangeProfile } from './checkers-exchange.ts';
import { genericIllegal, genericTable, type GameProfile } from './profile.ts';
import { stockpileProfile } from './stockpile.ts';

/** Each game's scan profile by game id; a game without one gets the generic scan. */
const PROFILES: Readonly<Record<string, GameProfile>> = {
  akcioner: akcionerProfile,
  stockpile: stockpileProfile,
  'checkers-exchange': checkersExchangeProfile,
};

export const profileOf = (id: string): GameProfile =>
  (Object.hasOwn(PROFILES, id) ? PROFILES[id] : undefined) ?? { table: genericTable, illegal: genericIllegal };
