import { Akcioner } from '@birzha/engine';
import type { TFunction } from 'i18next';
import type { Shape } from '../../i18n/shape.ts';

/**
 * Akcioner's own rule codes in words (spec 7.2), merged into the shared `code.*` words by i18n/codes.ts. The codes
 * every game uses in one sense are the shared ones' (BAD_MOVE, GAME_OVER, NOT_YOUR_TURN, CARD_NOT_IN_HAND,
 * INSUFFICIENT_CASH, INSUFFICIENT_SHARES, BAD_QUANTITY); Akcioner adds variants of them for its own details, under
 * keys tagged `_detail_<tag>`. A key ending in `_detail` (or `_detail_<tag>`) is the richer text used when the
 * violation carries every value AKCIONER_DETAIL_KEYS names for it.
 */
export const AKCIONER_CODES_RU = {
  UNKNOWN_COLOR: 'Такого цвета акций в игре нет.',
  BAD_QUANTITY_detail_color: 'Количество акций должно быть целым числом (цвет {{color}}).',
  UNKNOWN_CARD: 'Такой карты в игре нет.',
  SEAT_OUT: 'Вы выбыли из игры и больше не ходите.',
  TIMEOUT_DISABLED: 'В этой партии нет часов.',
  NO_TRADING_LAST_ROUND: 'В последнем раунде акции не покупают и не продают: только играют карту.',
  WRONG_STAGE: 'Сейчас другой этап хода.',
  INSUFFICIENT_SHARES_detail_held: 'Нельзя продать больше акций, чем у вас есть (цвет {{color}}, у вас {{held}}).',
  INSUFFICIENT_CASH_detail_short: 'Не хватает денег на эту покупку: недостаёт {{short}}.',
  SHARES_LOCKED: 'Акции, купленные до карты, в этом же ходу продавать нельзя.',
  SHARES_LOCKED_detail:
    'Акции, купленные до карты, в этом же ходу продавать нельзя (цвет {{color}}, можно продать {{sellable}}).',
  WRONG_ASSIGN_COUNT: 'Выберите цвет для каждой неокрашенной части карты.',
  ASSIGN_OWN_COLOR: 'Неокрашенную часть нельзя отдать цвету самой карты.',
  ASSIGN_OWN_COLOR_detail: 'Неокрашенную часть нельзя отдать цвету самой карты ({{color}}).',
  ASSIGN_DUPLICATE_COLOR: 'Каждой неокрашенной части нужен свой цвет.',
  ASSIGN_DUPLICATE_COLOR_detail: 'Каждой неокрашенной части нужен свой цвет: {{color}} выбран дважды.',
};

export const AKCIONER_CODES_EN: Shape<typeof AKCIONER_CODES_RU> = {
  UNKNOWN_COLOR: 'There are no shares of that colour in the game.',
  BAD_QUANTITY_detail_color: 'The number of shares must be a whole number ({{color}}).',
  UNKNOWN_CARD: 'There is no such card in the game.',
  SEAT_OUT: 'You are out of the game and take no more turns.',
  TIMEOUT_DISABLED: 'This match has no clock.',
  NO_TRADING_LAST_ROUND: 'Nobody buys or sells in the last round: you only play your card.',
  WRONG_STAGE: 'Your turn is at a different stage now.',
  INSUFFICIENT_SHARES_detail_held: 'You cannot sell more shares than you hold ({{color}}: you hold {{held}}).',
  INSUFFICIENT_CASH_detail_short: 'You do not have enough cash for this purchase: {{short}} short.',
  SHARES_LOCKED: 'Shares bought before the card cannot be sold in the same turn.',
  SHARES_LOCKED_detail:
    'Shares bought before the card cannot be sold in the same turn ({{color}}: you can sell {{sellable}}).',
  WRONG_ASSIGN_COUNT: 'Choose a colour for every blank part of the card.',
  ASSIGN_OWN_COLOR: "A blank part cannot go to the card's own colour.",
  ASSIGN_OWN_COLOR_detail: "A blank part cannot go to the card's own colour ({{color}}).",
  ASSIGN_DUPLICATE_COLOR: 'Each blank part needs a different colour.',
  ASSIGN_DUPLICATE_COLOR_detail: 'Each blank part needs a different colour: {{color}} is chosen twice.',
};

/** Detail values each `_detail` text needs, by the text's key (the engine's `fail` details, spec 7.2). */
export const AKCIONER_DETAIL_KEYS: Readonly<Record<string, readonly string[]>> = {
  BAD_QUANTITY_detail_color: ['color'],
  INSUFFICIENT_SHARES_detail_held: ['color', 'held'],
  INSUFFICIENT_CASH_detail_short: ['short'],
  SHARES_LOCKED_detail: ['color', 'sellable'],
  ASSIGN_OWN_COLOR_detail: ['color'],
  ASSIGN_DUPLICATE_COLOR_detail: ['color'],
};

function isColor(value: unknown): value is Akcioner.Color {
  return typeof value === 'string' && (Akcioner.COLORS as readonly string[]).includes(value);
}

/** A `color` in a detail is shown in words, and only when it is a real colour (never a hostile or mistyped value). */
export const AKCIONER_DETAIL_WORDS: Readonly<Record<string, (value: unknown, t: TFunction) => string | undefined>> = {
  color: (value, t) => (isColor(value) ? t('akcioner.colorOne.' + value) : undefined),
};
