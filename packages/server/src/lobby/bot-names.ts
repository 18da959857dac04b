import { BOT_NAME_KEYS, botNameReadsAs } from '@birzha/protocol';

/**
 * The bots' own names, as keys the client words in each language ("anna" -> "Анна" / "Anna"): every bot at a table
 * gets one no other seat of the table has, so that people can tell them apart in the accounts, the log and the
 * results.
 */
export const BOT_NAMES: readonly string[] = BOT_NAME_KEYS;

/**
 * A bot name no seat of the table has yet, and that reads as none of `people`'s names (the people seated) in either
 * language: the first such from `start`, so tables differ.
 */
export function freeBotName(
  seats: readonly { readonly botName?: string | null }[],
  start = 0,
  people: readonly string[] = [],
): string {
  const taken = new Set(seats.map((s) => s.botName));
  for (let i = 0; i < BOT_NAMES.length; i++) {
    const name = BOT_NAMES[(start + i) % BOT_NAMES.length] as string;
    if (!taken.has(name) && !people.some((p) => botNameReadsAs(name, p))) return name;
  }
  // More bots than names (16 seats are the protocol's most): a numbered name stays distinct.
  for (let n = 2; ; n++) if (!taken.has(`${BOT_NAMES[0]}-${n}`)) return `${BOT_NAMES[0]}-${n}`;
}

/** The names of the people seated (a seat's person as `users` knows them): what a bot's name must not read as. */
export function seatedNames(
  seats: readonly { readonly userId: string | null }[],
  users: ReadonlyMap<string, { readonly name: string }>,
): string[] {
  return seats.flatMap((s) => {
    const name = s.userId === null ? undefined : users.get(s.userId)?.name;
    return name === undefined ? [] : [name];
  });
}
