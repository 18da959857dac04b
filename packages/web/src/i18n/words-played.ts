// Who played each move: bots standing in for people, the clock, seats taken over and taken back, and the rating rule
// for such a match; in the log, the replay and the results (merged into ru.ts and en.ts under `played`).
// The Russian names a person through "игрок" ("за игрока Боб", "место игрока Боб"), so no name is declined and no
// verb assumes a gender.
import type { Shape } from './shape.ts';

export const PLAYED_RU = {
  clock: 'время вышло',
  /** A move of the log a bot played for the seat's person. */
  botFor: 'бот за игрока {{name}}',
  /** A bot took a person's seat over, and why. */
  takeover: 'Место игрока {{name}} занял бот ({{why}}).',
  why: {
    left: 'выход из-за стола',
    timeouts: 'пропуски хода подряд',
    timeoutsCount_one: '{{count}} пропуск хода подряд',
    timeoutsCount_few: '{{count}} пропуска хода подряд',
    timeoutsCount_many: '{{count}} пропусков хода подряд',
    timeoutsCount_other: '{{count}} пропуска хода подряд',
  },
  back: '{{name}} снова за столом.',
  /** Who made the move the replay shows. */
  mover: {
    // not «Ход: X», which beside the status's «Решает: Y» read as whose turn it is
    person: 'Показан ход игрока {{name}}',
    bot: 'Показан ход бота за игрока {{name}}',
    clock: 'Время вышло: ход сделан автоматически',
  },
  /** The results: when a bot played for a person, and how such a person is rated. */
  standIn: 'За игрока {{name}} играл бот: {{spans}}.',
  standInNoRounds: 'За игрока {{name}} играл бот.',
  span: '{{from}} — {{to}}',
  spanToEnd: '{{from}} — до конца партии',
  spanSep: ', ',
  ratedLast: 'в рейтинге — последнее место: за игрока играл бот',
  ratedLastMine: 'в рейтинге — последнее место: за вас играл бот',
  rule: 'Правило рейтинга: если за игрока играл бот, рейтинг считается так, будто игрок занял последнее место — ниже всех, кто доиграл сам.',
} as const;

export const PLAYED_EN = {
  clock: 'time ran out',
  botFor: 'bot for {{name}}',
  takeover: 'A bot took {{name}}’s seat ({{why}}).',
  why: {
    left: 'left the table',
    timeouts: 'timeouts in a row',
    timeoutsCount_one: '{{count}} timeout in a row',
    timeoutsCount_few: '{{count}} timeouts in a row',
    timeoutsCount_many: '{{count}} timeouts in a row',
    timeoutsCount_other: '{{count}} timeouts in a row',
  },
  back: '{{name}} is back.',
  mover: {
    person: 'Move by {{name}}',
    bot: 'Move by a bot for {{name}}',
    clock: 'Time ran out: the move was made automatically',
  },
  standIn: 'A bot played for {{name}}: {{spans}}.',
  standInNoRounds: 'A bot played for {{name}}.',
  span: '{{from}} to {{to}}',
  spanToEnd: '{{from}} to the end',
  spanSep: ', ',
  ratedLast: 'rated as last: a bot played for them',
  ratedLastMine: 'rated as last: a bot played for you',
  rule: 'Rating rule: a player a bot played for is rated as if they came last, below everyone who played all their own moves.',
} satisfies Shape<typeof PLAYED_RU>;
