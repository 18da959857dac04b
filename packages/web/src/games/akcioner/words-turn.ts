import type { Shape } from '../../i18n/shape.ts';

/**
 * Akcioner's words for the turn composer's quantities (typed, "max", held steppers) and the turn bar (whose turn,
 * which stage, the clock, the buttons), at i18n keys `akcioner.qty.*` and `akcioner.bar.*`.
 */
export const AKCIONER_TURN_RU = {
  qty: {
    label: 'Сколько акций ({{color}}): число — купить, с минусом — продать',
    maxBuy: 'макс. — купить на все деньги ({{color}})',
    maxSell: 'все — продать все свободные ({{color}})',
    maxBuyShort: 'макс.',
    maxSellShort: 'все',
    refused: {
      NO_CASH: 'Не хватает денег: можно купить не больше {{max}} ({{color}})',
      NO_SHARES: 'Столько акций нет: можно продать не больше {{max}} ({{color}})',
      LOCKED: 'Купленные на этапе 1 акции продать нельзя: можно продать не больше {{max}} ({{color}})',
      BAD: 'Введите целое число: 5 — купить пять, −5 — продать пять ({{color}})',
    },
  },
  bar: {
    theirs: 'Ходит {{name}}',
    lastRound: 'последний раунд: только карта, без торговли',
    clock: 'Время на ход',
  },
};

export const AKCIONER_TURN_EN: Shape<typeof AKCIONER_TURN_RU> = {
  qty: {
    label: 'How many shares ({{color}}): a number buys, a minus sells',
    maxBuy: 'max — buy with all the cash ({{color}})',
    maxSell: 'all — sell every unlocked share ({{color}})',
    maxBuyShort: 'max',
    maxSellShort: 'all',
    refused: {
      NO_CASH: 'Not enough cash: you can buy at most {{max}} ({{color}})',
      NO_SHARES: 'You do not have that many: you can sell at most {{max}} ({{color}})',
      LOCKED: 'Shares bought in stage 1 cannot be sold: you can sell at most {{max}} ({{color}})',
      BAD: 'Type a whole number: 5 buys five, −5 sells five ({{color}})',
    },
  },
  bar: {
    theirs: '{{name}} to move',
    lastRound: 'the last round: the card only, no trading',
    clock: 'Time left for the turn',
  },
};
