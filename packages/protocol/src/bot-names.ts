/**
 * The bots' own names: the server gives each bot at a table a key ("vera") and the client words it in the reader's
 * language. Both words are here, so that the server can keep a bot from being named as a person at the table reads
 * (a host called Vera saw «Бот Вера» beside her own name in every line of the log).
 */
export const BOT_NAME_WORDS = {
  anna: { ru: 'Анна', en: 'Anna' },
  boris: { ru: 'Борис', en: 'Boris' },
  vera: { ru: 'Вера', en: 'Vera' },
  gleb: { ru: 'Глеб', en: 'Gleb' },
  darya: { ru: 'Дарья', en: 'Darya' },
  egor: { ru: 'Егор', en: 'Egor' },
  zhanna: { ru: 'Жанна', en: 'Zhanna' },
  ilya: { ru: 'Илья', en: 'Ilya' },
  kira: { ru: 'Кира', en: 'Kira' },
  lev: { ru: 'Лев', en: 'Lev' },
  maria: { ru: 'Мария', en: 'Maria' },
  nikita: { ru: 'Никита', en: 'Nikita' },
  olga: { ru: 'Ольга', en: 'Olga' },
  pavel: { ru: 'Павел', en: 'Pavel' },
  rita: { ru: 'Рита', en: 'Rita' },
  semyon: { ru: 'Семён', en: 'Semyon' },
} as const;

export type BotNameKey = keyof typeof BOT_NAME_WORDS;

/** The keys in their order (the server takes the first free one from a seat's place in it). */
export const BOT_NAME_KEYS = Object.keys(BOT_NAME_WORDS) as readonly BotNameKey[];

/** The bots' names in one language, by key (the client's words). */
export function botNameWords(lang: 'ru' | 'en'): Record<BotNameKey, string> {
  return Object.fromEntries(BOT_NAME_KEYS.map((k) => [k, BOT_NAME_WORDS[k][lang]])) as Record<BotNameKey, string>;
}

/** Whether a bot's name key reads, in either language, as `name` (case and accents of ё aside). */
export function botNameReadsAs(key: string, name: string): boolean {
  const words = (BOT_NAME_WORDS as Record<string, { ru: string; en: string } | undefined>)[key];
  if (words === undefined) return false;
  const plain = (s: string) => s.normalize('NFC').trim().toLocaleLowerCase('ru').replaceAll('ё', 'е');
  const n = plain(name);
  return plain(words.ru) === n || plain(words.en) === n || key === n;
}
