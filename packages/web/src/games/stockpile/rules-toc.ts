import type { Lang } from '../../i18n/index.ts';
import type { TocEntry } from './rules-parts.tsx';

/** One section of the rules, with its title in both languages (one list, so the anchors are the same in each). */
interface Section {
  readonly id: TocEntry['id'];
  readonly title: Readonly<Record<Lang, string>>;
  readonly sub?: readonly Section[];
}

const SECTIONS: readonly Section[] = [
  { id: 'stp-about', title: { ru: 'Об игре', en: 'What the game is' } },
  {
    id: 'stp-components',
    title: { ru: 'Что есть в игре', en: 'Components' },
    sub: [
      { id: 'stp-companies', title: { ru: 'Шесть компаний и шкала цен', en: 'Six companies and the price track' } },
      { id: 'stp-market', title: { ru: 'Колода рынка', en: 'The market deck' } },
      { id: 'stp-forecast-cards', title: { ru: 'Карты прогнозов', en: 'Forecast cards' } },
      { id: 'stp-players', title: { ru: 'Число игроков', en: 'Player counts' } },
    ],
  },
  { id: 'stp-setup', title: { ru: 'Подготовка к игре', en: 'Setting up' } },
  {
    id: 'stp-round',
    title: { ru: 'Раунд: шесть фаз', en: 'A round in six phases' },
    sub: [
      { id: 'stp-information', title: { ru: 'Фаза 1. Информация', en: 'Phase 1. Information' } },
      { id: 'stp-supply', title: { ru: 'Фаза 2. Предложение', en: 'Phase 2. Supply' } },
      { id: 'stp-demand', title: { ru: 'Фаза 3. Спрос: аукцион', en: 'Phase 3. Demand: the auction' } },
      {
        id: 'stp-taking',
        title: { ru: 'Оплата пакетов, сборы и долг по сборам', en: 'Paying for piles: bids, fees and fee debt' },
      },
      { id: 'stp-action', title: { ru: 'Фаза 4. Действия: бум и спад', en: 'Phase 4. Action: Boom and Bust' } },
      { id: 'stp-selling', title: { ru: 'Фаза 5. Продажа', en: 'Phase 5. Selling' } },
      { id: 'stp-movement', title: { ru: 'Фаза 6. Изменение стоимости', en: 'Phase 6. Movement' } },
      { id: 'stp-round-end', title: { ru: 'Конец раунда', en: 'End of the round' } },
    ],
  },
  { id: 'stp-split', title: { ru: 'Дробление и супер-дробление', en: 'Splits and super-splits' } },
  { id: 'stp-bankruptcy', title: { ru: 'Банкротство', en: 'Bankruptcy' } },
  { id: 'stp-dividends', title: { ru: 'Дивиденды', en: 'Dividends' } },
  {
    id: 'stp-end',
    title: { ru: 'Конец игры', en: 'End of the game' },
    sub: [
      { id: 'stp-majority', title: { ru: 'Премия мажоритарному акционеру', en: 'The majority bonus' } },
      { id: 'stp-liquidation', title: { ru: 'Продажа всех акций', en: 'Liquidation' } },
      { id: 'stp-ranking', title: { ru: 'Итог и места', en: 'Score and ranking' } },
    ],
  },
  { id: 'stp-visibility', title: { ru: 'Что видят все, а что — только вы', en: 'What is public, what is secret' } },
  { id: 'stp-two', title: { ru: 'Игра вдвоём', en: 'The 2-player game' } },
  { id: 'stp-advanced', title: { ru: 'Продвинутое поле', en: 'The advanced board' } },
  {
    id: 'stp-investors',
    title: { ru: 'Инвесторы', en: 'Investors' },
    sub: [{ id: 'stp-deborah', title: { ru: 'Dividend Deborah', en: 'Dividend Deborah' } }],
  },
  { id: 'stp-options', title: { ru: 'Настройки стола', en: 'Table options' } },
  { id: 'stp-clock', title: { ru: 'Время на решение', en: 'Time limits' } },
  { id: 'stp-resign', title: { ru: 'Если вы сдаётесь', en: 'Resigning' } },
  {
    id: 'stp-examples',
    title: { ru: 'Разобранные примеры', en: 'Worked examples' },
    sub: [
      {
        id: 'stp-ex-round',
        title: { ru: 'Пример 1. Раунд из оригинальных правил', en: 'Example 1. The round of the original rules' },
      },
      {
        id: 'stp-ex-fees',
        title: { ru: 'Пример 2. Сборы в долг и их оплата', en: 'Example 2. Fee debt and paying it off' },
      },
      { id: 'stp-ex-split', title: { ru: 'Пример 3. Дробление акций', en: 'Example 3. A split' } },
      { id: 'stp-ex-bankruptcy', title: { ru: 'Пример 4. Банкротство', en: 'Example 4. A bankruptcy' } },
      { id: 'stp-ex-final', title: { ru: 'Пример 5. Финальный подсчёт', en: 'Example 5. Final scoring' } },
    ],
  },
  { id: 'stp-tips', title: { ru: 'Советы', en: 'Tips' } },
];

/** The table of contents in one language. */
export function tocFor(lang: Lang): readonly TocEntry[] {
  const pick = (list: readonly Section[]): TocEntry[] =>
    list.map((s) =>
      s.sub === undefined ? { id: s.id, title: s.title[lang] } : { id: s.id, title: s.title[lang], sub: pick(s.sub) },
    );
  return pick(SECTIONS);
}
