import type { Lang } from '../../i18n/index.ts';
import type { TocEntry } from './rules-parts.tsx';

/** One section of the rules, with its title in both languages (one list, so the anchors are the same in each). */
interface Section {
  readonly id: TocEntry['id'];
  readonly title: Readonly<Record<Lang, string>>;
  readonly sub?: readonly Section[];
}

const SECTIONS: readonly Section[] = [
  { id: 'akc-goal', title: { ru: 'Цель игры', en: 'Goal of the game' } },
  {
    id: 'akc-components',
    title: { ru: 'Что есть в игре', en: 'What is in the game' },
    sub: [
      { id: 'akc-colors', title: { ru: 'Четыре цвета акций', en: 'Four colours of shares' } },
      { id: 'akc-scale', title: { ru: 'Шкала цен и банк', en: 'The price scale and the bank' } },
      { id: 'akc-cards', title: { ru: 'Карты', en: 'The cards' } },
      { id: 'akc-variants', title: { ru: 'Варианты партии', en: 'Variants' } },
    ],
  },
  { id: 'akc-setup', title: { ru: 'Начало партии', en: 'Setting up' } },
  {
    id: 'akc-turn',
    title: { ru: 'Ход: три этапа', en: 'A turn in three stages' },
    sub: [{ id: 'akc-interface', title: { ru: 'Как сделать ход на нашем сайте', en: 'Playing a turn on this site' } }],
  },
  {
    id: 'akc-prices',
    title: { ru: 'Как карта меняет цены', en: 'How a card moves prices' },
    sub: [{ id: 'akc-halving', title: { ru: 'Деление пополам и округление', en: 'Halving and rounding' } }],
  },
  { id: 'akc-overflow', title: { ru: 'Выше 250: выплата держателям', en: 'Above 250: a payout to holders' } },
  { id: 'akc-compensation', title: { ru: 'Компенсация ходящему', en: 'Compensation for the mover' } },
  {
    id: 'akc-zeroing',
    title: { ru: 'Вывод в ноль, изъятие и выкуп', en: 'Zeroing, confiscation and buyback' },
    sub: [{ id: 'akc-buyback-order', title: { ru: 'Очерёдность выкупа', en: 'Buyback order' } }],
  },
  { id: 'akc-bankruptcy', title: { ru: 'Банкротство', en: 'Bankruptcy' } },
  { id: 'akc-last-round', title: { ru: 'Последний раунд', en: 'The last round' } },
  { id: 'akc-clock', title: { ru: 'Время на ход', en: 'The clock' } },
  { id: 'akc-resign', title: { ru: 'Если вы сдаётесь', en: 'Resigning' } },
  { id: 'akc-end', title: { ru: 'Конец игры, капитал и места', en: 'End of the game, capital and ranking' } },
  {
    id: 'akc-examples',
    title: { ru: 'Разобранные примеры', en: 'Worked examples' },
    sub: [
      {
        id: 'akc-ex-seed',
        title: { ru: 'Пример 1. Ход из оригинальных правил', en: 'Example 1. A turn from the original rules' },
      },
      {
        id: 'akc-ex-zeroing',
        title: { ru: 'Пример 2. Вывод в ноль и частичный выкуп', en: 'Example 2. Zeroing and a partial buyback' },
      },
      { id: 'akc-ex-double', title: { ru: 'Пример 3. Удвоение выше 250', en: 'Example 3. Doubling past 250' } },
      { id: 'akc-ex-compensation', title: { ru: 'Пример 4. Компенсация за ÷2', en: 'Example 4. Compensation for ÷2' } },
      {
        id: 'akc-ex-hundred',
        title: { ru: 'Пример 5. Сотня выводит в ноль три цвета', en: 'Example 5. A hundred zeroes three colours' },
      },
      {
        id: 'akc-ex-overflow-buyback',
        title: { ru: 'Пример 6. Выплата оплачивает выкуп', en: 'Example 6. A payout funds a buyback' },
      },
    ],
  },
  { id: 'akc-strategy', title: { ru: 'Советы', en: 'Tips' } },
];

/** The table of contents in one language. */
export function tocFor(lang: Lang): readonly TocEntry[] {
  const pick = (list: readonly Section[]): TocEntry[] =>
    list.map((s) =>
      s.sub === undefined ? { id: s.id, title: s.title[lang] } : { id: s.id, title: s.title[lang], sub: pick(s.sub) },
    );
  return pick(SECTIONS);
}
