import type { Shape } from '../../i18n/shape.ts';

/**
 * The game's vocabulary shared by every part of the table (i18n key `checkers-exchange.game.*`): firms, colours,
 * accounts, phases. Firm ids are shown as W1..B4 (spec: "W1..B4 in prose"); `firm` is the word before them.
 */
export const CE_GAME_RU = {
  game: {
    firm: 'Фирма',
    firmShort: '{{firm}}',
    color: { white: 'белые', black: 'чёрные' },
    colorFirms: { white: 'белая фирма', black: 'чёрная фирма' },
    gov: 'Государство',
    treasury: 'казна фирмы',
    me: 'я',
    myAccount: 'мой счёт',
    hidden: 'аноним',
    director: 'директор',
    phase: {
      auction: 'Приватизационный аукцион',
      board: 'Ходы на доске',
      session: 'Биржевая сессия',
      meeting: 'Собрания акционеров',
      finished: 'Игра окончена',
    },
    year: 'Год {{year}} из {{years}}',
    yearZero: 'До первого года',
    replayYear: 'год {{round}}',
    cr: '{{amount}} кр',
    shares_one: '{{count}} акция',
    shares_few: '{{count}} акции',
    shares_many: '{{count}} акций',
    shares_other: '{{count}} акции',
    resigned: 'сдался',
    resignConfirm: 'Сдаться? Деньги, акции и директорства останутся за вами, но ходить вы больше не сможете.',
  },
};

export const CE_GAME_EN: Shape<typeof CE_GAME_RU> = {
  game: {
    firm: 'Firm',
    firmShort: '{{firm}}',
    color: { white: 'White', black: 'Black' },
    colorFirms: { white: 'white firm', black: 'black firm' },
    gov: 'The State',
    treasury: "firm's treasury",
    me: 'me',
    myAccount: 'my account',
    hidden: 'anonymous',
    director: 'director',
    phase: {
      auction: 'Privatization auction',
      board: 'Moves on the board',
      session: 'Exchange session',
      meeting: "Shareholders' meetings",
      finished: 'Game over',
    },
    year: 'Year {{year}} of {{years}}',
    yearZero: 'Before year 1',
    replayYear: 'year {{round}}',
    cr: '{{amount}} cr',
    shares_one: '{{count}} share',
    shares_few: '{{count}} shares',
    shares_many: '{{count}} shares',
    shares_other: '{{count}} shares',
    resigned: 'resigned',
    resignConfirm: 'Resign? You keep your cash, shares and directorships, but you will not act again.',
  },
};
