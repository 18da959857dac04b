import type { Lang } from '../../i18n/index.ts';
import type { TocEntry } from './rules-parts.tsx';

/** One section of the rules, with its title in both languages (one list, so the anchors are the same in each). */
interface Section {
  readonly id: TocEntry['id'];
  readonly title: Readonly<Record<Lang, string>>;
  readonly sub?: readonly Section[];
}

const SECTIONS: readonly Section[] = [
  { id: 'ce-about', title: { ru: 'Об игре', en: 'What the game is' } },
  { id: 'ce-board', title: { ru: 'Доска и восемь фирм', en: 'The board and the eight firms' } },
  { id: 'ce-accounts', title: { ru: 'Игроки, фирмы и государство', en: 'Players, firms and the State' } },
  { id: 'ce-year', title: { ru: 'Игровой год', en: 'The game year' } },
  {
    id: 'ce-moves',
    title: { ru: 'Ходы на доске', en: 'Play on the board' },
    sub: [
      { id: 'ce-rotation', title: { ru: 'Какая фирма ходит', en: 'Which firm moves' } },
      { id: 'ce-draughts', title: { ru: 'Русские шашки коротко', en: 'Russian draughts in short' } },
      { id: 'ce-draws', title: { ru: 'Конец партии на доске и ничьи', en: 'End of the board game and draws' } },
      { id: 'ce-tokens', title: { ru: 'Жетон на право хода и переводы', en: 'Move tokens and transfers' } },
    ],
  },
  { id: 'ce-income', title: { ru: 'Доход года и дивиденды', en: "The year's income and dividends" } },
  { id: 'ce-auction', title: { ru: 'Приватизационный аукцион', en: 'The opening auction' } },
  {
    id: 'ce-session',
    title: { ru: 'Биржевая сессия', en: 'The exchange session' },
    sub: [
      { id: 'ce-orders', title: { ru: 'Заявки и сделки', en: 'Orders and trades' } },
      { id: 'ce-state-asks', title: { ru: 'Государство продаёт акции', en: 'The State sells shares' } },
      { id: 'ce-limits', title: { ru: 'Резервы и ограничения', en: 'Reservations and limits' } },
      { id: 'ce-hidden', title: { ru: 'Что скрыто до закрытия', en: 'What stays hidden until the close' } },
    ],
  },
  {
    id: 'ce-meetings',
    title: { ru: 'Собрания акционеров', en: "Shareholders' meetings" },
    sub: [
      { id: 'ce-request', title: { ru: 'Требование собрания', en: 'Requesting a meeting' } },
      { id: 'ce-elections', title: { ru: 'Выборы директора', en: 'Electing a director' } },
      { id: 'ce-golden', title: { ru: 'Золотая акция', en: 'The golden share' } },
    ],
  },
  { id: 'ce-taxes', title: { ru: 'Налоги', en: 'Taxes' } },
  {
    id: 'ce-end',
    title: { ru: 'Конец игры', en: 'End of the game' },
    sub: [
      { id: 'ce-survival', title: { ru: 'Доход уцелевших шашек', en: 'Survival income' } },
      { id: 'ce-liquidation', title: { ru: 'Ликвидация фирм', en: 'Liquidation of the firms' } },
      { id: 'ce-ranking', title: { ru: 'Итог и места', en: 'Score and ranking' } },
    ],
  },
  { id: 'ce-visibility', title: { ru: 'Что видят все, а что — только вы', en: 'What is public, what is secret' } },
  { id: 'ce-timing', title: { ru: 'Время и кнопка «Готов»', en: 'Time limits and “ready”' } },
  { id: 'ce-resign', title: { ru: 'Если вы сдаётесь', en: 'Resigning' } },
  {
    id: 'ce-examples',
    title: { ru: 'Разобранные примеры', en: 'Worked examples' },
    sub: [
      {
        id: 'ce-ex-income',
        title: { ru: 'Пример 1. Доход года: две взятые шашки', en: "Example 1. A year's income: two men taken" },
      },
      {
        id: 'ce-ex-auction',
        title: { ru: 'Пример 2. Приватизационный аукцион', en: 'Example 2. The opening auction' },
      },
      {
        id: 'ce-ex-session',
        title: { ru: 'Пример 3. Сделки на бирже', en: 'Example 3. Trades in a session' },
      },
      {
        id: 'ce-ex-meeting',
        title: { ru: 'Пример 4. Собрание меняет директора', en: 'Example 4. A meeting replaces a director' },
      },
      {
        id: 'ce-ex-liquidation',
        title: {
          ru: 'Пример 5. Ликвидация с перекрёстным владением',
          en: 'Example 5. Liquidation with a cross-holding',
        },
      },
    ],
  },
  { id: 'ce-tips', title: { ru: 'Советы', en: 'Tips' } },
];

/** The table of contents in one language. */
export function tocFor(lang: Lang): readonly TocEntry[] {
  const pick = (list: readonly Section[]): TocEntry[] =>
    list.map((s) =>
      s.sub === undefined ? { id: s.id, title: s.title[lang] } : { id: s.id, title: s.title[lang], sub: pick(s.sub) },
    );
  return pick(SECTIONS);
}

/** Every section id, in page order (the tests hold both languages' headings to it). */
export function sectionIds(): readonly TocEntry['id'][] {
  const walk = (list: readonly Section[]): TocEntry['id'][] => list.flatMap((s) => [s.id, ...walk(s.sub ?? [])]);
  return walk(SECTIONS);
}
