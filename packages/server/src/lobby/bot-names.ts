/**
 * The bots' own names, as keys the client words in each language ("anna" -> "Анна" / "Anna"): every bot at a table
 * gets one no other seat of the table has, so that people can tell them apart in the accounts, the log and the
 * results.
 */
export const BOT_NAMES = [
  'anna',
  'boris',
  'vera',
  'gleb',
  'darya',
  'egor',
  'zhanna',
  'ilya',
  'kira',
  'lev',
  'maria',
  'nikita',
  'olga',
  'pavel',
  'rita',
  'semyon',
] as const;

/** A bot name no seat of the table has yet (the first free one from `start`, so tables differ). */
export function freeBotName(seats: readonly { readonly botName?: string | null }[], start = 0): string {
  const taken = new Set(seats.map((s) => s.botName));
  for (let i = 0; i < BOT_NAMES.length; i++) {
    const name = BOT_NAMES[(start + i) % BOT_NAMES.length] as string;
    if (!taken.has(name)) return name;
  }
  // More bots than names (16 seats are the protocol's most): a numbered name stays distinct.
  for (let n = 2; ; n++) if (!taken.has(`${BOT_NAMES[0]}-${n}`)) return `${BOT_NAMES[0]}-${n}`;
}
