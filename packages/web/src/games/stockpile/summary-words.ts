import type { Lang } from '../../i18n/index.ts';
import type { SummaryText } from '../../rules/rules-summary.tsx';

/** Stockpile's rules on one page (the rules' "about" and "a round"), and what its pictures show. */
export const STOCKPILE_SUMMARY: Readonly<Record<Lang, SummaryText & { pictures: { goal: string; turn: string } }>> = {
  ru: {
    goal: 'Больше всех денег в конце. Цены шести компаний ходят по трекам: выше верха — дробление (ваши карты стоят вдвое), ниже низа — банкротство (эти карты пропадают).',
    turn: [
      'Информация: каждый тайно узнаёт прогноз одной компании; одна пара открыта всем.',
      'Предложение: каждый кладёт по две карты в общие пакеты, одну открытой, другую закрытой.',
      'Спрос: аукцион — каждый ставкой забирает один пакет.',
      'Действия и продажа: играются карты «Бум» и «Спад», потом каждый может продать акции.',
      'Движение: все прогнозы открываются, и все шесть цен двигаются.',
    ],
    end: 'После последнего раунда каждая компания платит бонус своему крупнейшему акционеру, все акции продаются по последним ценам, и побеждает самый богатый.',
    pictures: {
      goal: 'Треки цен шести компаний — так их показывает стол.',
      turn: 'Пакет на аукционе: открытую карту видят все, закрытую знает только тот, кто её положил.',
    },
  },
  en: {
    goal: 'The most money at the end. Six companies’ prices move on tracks: off the top a price splits (your cards are worth double), off the bottom it goes bankrupt (those cards are lost).',
    turn: [
      'Information: everyone secretly learns one company’s forecast; one pair is public.',
      'Supply: everyone adds two cards to the shared piles, one of them face down.',
      'Demand: an auction in which everyone takes one pile with a bid.',
      'Action and selling: the Boom and Bust cards won are played, then everyone may sell.',
      'Movement: all forecasts are revealed and all six prices move.',
    ],
    end: 'After the last round every company pays a bonus to its largest shareholder, all stock is sold at the final prices, and the richest player wins.',
    pictures: {
      goal: 'The six companies’ price tracks, as the table shows them.',
      turn: 'A pile at auction: everyone sees the face-up card; only whoever put it there knows the face-down one.',
    },
  },
};
