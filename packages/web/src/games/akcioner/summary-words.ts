import type { Lang } from '../../i18n/index.ts';
import type { SummaryText } from '../../rules/rules-summary.tsx';

/** Akcioner's rules on one page (spec 1, 6, 11), and what its pictures show. */
export const AKCIONER_SUMMARY: Readonly<
  Record<Lang, SummaryText & { pictures: { goal: string; turn: string; end: string } }>
> = {
  ru: {
    goal: 'Побеждает тот, у кого в конце больше капитал: деньги плюс акции четырёх цветов по последним ценам. Цены идут по шкале от 10 до 250, в начале все по 100.',
    turn: [
      'Все ходят по очереди; ход из трёх шагов.',
      'Шаг 1: продайте и купите акции у банка по текущим ценам (можно ничего).',
      'Шаг 2: сыграйте одну карту с руки — она двигает цены, а пустым частям вы сами даёте цвет.',
      'Банк платит компенсации и выплаты за выход цены за шкалу.',
      'Шаг 3: снова торгуйте по новым ценам; купленное в шаге 1 продать нельзя.',
    ],
    end: 'Игра кончается, когда последний игрок сыграл карту в последнем раунде. Капитал = деньги + акции × цены; банкроты — ниже всех оставшихся.',
    pictures: {
      goal: 'Цены четырёх цветов и их график — так их показывает стол.',
      turn: 'Карты на руке: цветная часть двигает свой цвет, пустым частям цвет даёте вы.',
      end: 'Счета игроков — так их показывает стол.',
    },
  },
  en: {
    goal: 'The winner has the highest capital at the end: cash plus shares of four colours at the final prices. Prices move on a scale from 10 to 250; all start at 100.',
    turn: [
      'Players take turns in order; a turn has three stages.',
      'Stage 1: sell and buy shares from the bank at the current prices (or do nothing).',
      'Stage 2: play one card from your hand: it moves prices, and you give its blank parts their colours.',
      'The bank pays compensation and payouts for prices that run off the scale.',
      'Stage 3: trade again at the new prices; shares bought in stage 1 cannot be sold.',
    ],
    end: 'The game ends when the last player has played their card in the last round. Capital = cash + shares × prices; bankrupt players rank below everyone still in.',
    pictures: {
      goal: 'The four colours’ prices and their chart, as the table shows them.',
      turn: 'Cards in a hand: the coloured part moves its colour; you colour the blank parts.',
      end: 'The players’ accounts, as the table shows them.',
    },
  },
};
