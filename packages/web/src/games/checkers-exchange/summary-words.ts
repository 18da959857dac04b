import { CheckersExchange } from '@birzha/engine';
import type { Lang } from '../../i18n/index.ts';
import type { SummaryText } from '../../rules/rules-summary.tsx';

/** Checkers Exchange's rules on one page (the rules' "about", "a year" and "the end"), and what its pictures show. */
const PLIES = CheckersExchange.LIMITS.pliesPerYear;

export const CE_SUMMARY: Readonly<Record<Lang, SummaryText & { pictures: { goal: string; turn: string } }>> = {
  ru: {
    goal: 'Больше всех денег в конце. Все 24 шашки принадлежат восьми фирмам; вы покупаете их акции, а ходит шашками фирмы её директор или тот, кому он дал жетон хода.',
    turn: [
      'Перед первым годом государство продаёт на аукционе первые пакеты акций.',
      `Игра на доске: полуходов за год — ${PLIES}, поровну каждым цветом.`,
      'Доход года: фирмы получают деньги за взятые шашки и платят дивиденды.',
      'Биржевая сессия: все одновременно покупают и продают акции.',
      'Собрания акционеров (если их потребовали) переизбирают директоров; затем фирмы платят налог.',
    ],
    end: 'Игра кончается после года, в котором закончилась партия на доске, или после последнего года. Уцелевшие шашки приносят фирмам доход, фирмы ликвидируются, деньги делятся между акционерами.',
    pictures: {
      goal: 'Шашки восьми фирм: белые W1–W4 и чёрные B1–B4, номер фирмы на шашке.',
      turn: 'Доска в начале игры: у каждой фирмы три шашки.',
    },
  },
  en: {
    goal: 'The most money at the end. All 24 pieces belong to eight firms; you buy their shares, and a firm’s pieces are moved by its director, or by whoever holds its move token.',
    turn: [
      'Before year 1 the State sells the first blocks of shares at an auction.',
      `Play on the board: ${PLIES} plies a year, half by each colour.`,
      'The year’s income: firms earn money for the pieces they captured and pay dividends.',
      'The exchange session: everyone buys and sells shares at the same time.',
      'Shareholders’ meetings (if requested) elect directors; then the firms pay their taxes.',
    ],
    end: 'The game ends after the year in which the board game ended, or after the last year. Surviving pieces earn their firms a last income, every firm is liquidated, and the money is shared among the shareholders.',
    pictures: {
      goal: 'The eight firms’ pieces: white W1–W4 and black B1–B4, the firm’s number on each piece.',
      turn: 'The board at the start: three men for every firm.',
    },
  },
};
