import type { TFunction } from 'i18next';
import { Akcioner } from '@birzha/engine';
import type { Shape } from './shape.ts';

/**
 * Error codes in words: every code the server sends (SERVER_CODES of the protocol), the games' rule codes that pass
 * through unchanged (Akcioner, spec 7.2), setup codes, and the client's own NETWORK. A key ending in `_detail` is the
 * richer text used by `errorText` when the server sent every detail value it names (see DETAIL_KEYS); the plain key
 * must read well on its own, with no `{{…}}`, because a detail may be missing.
 */
export const CODES_RU = {
  // Protocol and server.
  BAD_JSON: 'Сервер не понял сообщение. Обновите страницу.',
  BAD_MESSAGE: 'Сервер не понял запрос. Обновите страницу.',
  UNKNOWN_TYPE: 'Сервер не знает такого запроса. Возможно, страница устарела — обновите её.',
  FRAME_TOO_LARGE: 'Сообщение слишком длинное.',
  RATE_LIMITED: 'Слишком много запросов. Подождите немного и попробуйте снова.',
  UNAUTHORIZED: 'Не удалось вас узнать. Обновите страницу, чтобы войти заново.',
  NOT_FOUND: 'Такой стол или партия не найдены.',
  NOT_SUBSCRIBED: 'Вы не следите за этим столом. Откройте стол заново.',
  NOT_SEATED: 'Вы не играете за этим столом.',
  NOT_STARTED: 'Партия ещё не началась.',
  STALE: 'Позиция успела измениться. Посмотрите на новую и сделайте ход ещё раз.',
  BUSY: 'Сервер сейчас занят этой партией. Попробуйте ещё раз.',
  SEAT_TAKEN: 'Это место уже занято.',
  ALREADY_SEATED: 'Вы уже сидите за этим столом.',
  TABLE_FULL: 'Свободных мест за столом нет.',
  NOT_OPEN: 'Стол уже не принимает игроков: партия началась или закончилась.',
  NOT_FULL: 'Начать можно, только когда заняты все места.',
  NOT_HOST: 'Это может сделать только тот, кто создал стол.',
  BAD_INVITE: 'Стол закрытый: нужна верная ссылка-приглашение.',
  BAD_REQUEST: 'Сервер отклонил запрос: в нём есть ошибка.',
  INTERNAL: 'Ошибка на сервере. Ничего не изменилось; попробуйте ещё раз.',
  // Setup, records and lobby.
  BAD_OPTION: 'Недопустимая настройка стола.',
  BAD_OPTION_detail: 'Недопустимая настройка стола: {{option}}.',
  BAD_PLAYER_COUNT: 'В этом варианте игры не может быть столько игроков.',
  BAD_PLAYER_COUNT_detail: 'В этом варианте играют от {{min}} до {{max}} игроков.',
  BAD_POSITION: 'Недопустимая начальная позиция.',
  BAD_RECORD: 'Запись партии повреждена.',
  RULES_VERSION_MISMATCH: 'Запись сделана по другой версии правил.',
  UNKNOWN_GAME: 'Такой игры здесь нет.',
  NOT_FINISHED: 'Партия ещё не закончена.',
  // Akcioner moves (spec 7.2).
  BAD_MOVE: 'Такого хода не бывает.',
  UNKNOWN_COLOR: 'Такого цвета акций в игре нет.',
  BAD_QUANTITY: 'Количество акций должно быть целым числом.',
  UNKNOWN_CARD: 'Такой карты в игре нет.',
  GAME_OVER: 'Партия уже закончилась.',
  SEAT_OUT: 'Вы выбыли из игры и больше не ходите.',
  NOT_YOUR_TURN: 'Сейчас не ваш ход.',
  TIMEOUT_DISABLED: 'В этой партии нет часов.',
  NO_TRADING_LAST_ROUND: 'В последнем раунде акции не покупают и не продают: только играют карту.',
  WRONG_STAGE: 'Сейчас другой этап хода.',
  INSUFFICIENT_SHARES: 'Нельзя продать больше акций, чем у вас есть.',
  INSUFFICIENT_SHARES_detail: 'Нельзя продать больше акций, чем у вас есть (цвет {{color}}, у вас {{held}}).',
  SHARES_LOCKED: 'Акции, купленные до карты, в этом же ходу продавать нельзя.',
  SHARES_LOCKED_detail:
    'Акции, купленные до карты, в этом же ходу продавать нельзя (цвет {{color}}, можно продать {{sellable}}).',
  INSUFFICIENT_CASH: 'Не хватает денег на эту покупку.',
  INSUFFICIENT_CASH_detail: 'Не хватает денег на эту покупку: недостаёт {{short}}.',
  CARD_NOT_IN_HAND: 'Этой карты нет у вас на руке.',
  WRONG_ASSIGN_COUNT: 'Выберите цвет для каждой неокрашенной части карты.',
  ASSIGN_OWN_COLOR: 'Неокрашенную часть нельзя отдать цвету самой карты.',
  ASSIGN_OWN_COLOR_detail: 'Неокрашенную часть нельзя отдать цвету самой карты ({{color}}).',
  ASSIGN_DUPLICATE_COLOR: 'Каждой неокрашенной части нужен свой цвет.',
  ASSIGN_DUPLICATE_COLOR_detail: 'Каждой неокрашенной части нужен свой цвет: {{color}} выбран дважды.',
  // Client.
  NETWORK: 'Нет связи с сервером. Проверьте подключение и попробуйте ещё раз.',
  UNKNOWN: 'Ошибка: {{code}}',
};

export const CODES_EN: Shape<typeof CODES_RU> = {
  BAD_JSON: 'The server could not read the message. Please reload the page.',
  BAD_MESSAGE: 'The server did not understand the request. Please reload the page.',
  UNKNOWN_TYPE: 'The server does not know this request. The page may be out of date: please reload it.',
  FRAME_TOO_LARGE: 'The message is too long.',
  RATE_LIMITED: 'Too many requests. Wait a moment and try again.',
  UNAUTHORIZED: 'We could not recognise you. Reload the page to sign in again.',
  NOT_FOUND: 'That table or match was not found.',
  NOT_SUBSCRIBED: 'You are not following this table. Open the table again.',
  NOT_SEATED: 'You are not playing at this table.',
  NOT_STARTED: 'The match has not started yet.',
  STALE: 'The position has just changed. Look at the new one and make your move again.',
  BUSY: 'The server is busy with this match. Please try again.',
  SEAT_TAKEN: 'This seat is already taken.',
  ALREADY_SEATED: 'You already have a seat at this table.',
  TABLE_FULL: 'There is no free seat at this table.',
  NOT_OPEN: 'The table no longer takes players: the match has started or finished.',
  NOT_FULL: 'The match can start only when every seat is taken.',
  NOT_HOST: 'Only the player who created the table can do this.',
  BAD_INVITE: 'This table is private: you need a valid invitation link.',
  BAD_REQUEST: 'The server rejected the request because it contains an error.',
  INTERNAL: 'Something went wrong on the server. Nothing was changed; please try again.',
  BAD_OPTION: 'A table setting is not allowed.',
  BAD_OPTION_detail: 'A table setting is not allowed: {{option}}.',
  BAD_PLAYER_COUNT: 'This variant cannot be played with that many players.',
  BAD_PLAYER_COUNT_detail: 'This variant is for {{min}} to {{max}} players.',
  BAD_POSITION: 'The starting position is not valid.',
  BAD_RECORD: 'The match record is damaged.',
  RULES_VERSION_MISMATCH: 'The record was made under a different version of the rules.',
  UNKNOWN_GAME: 'There is no such game here.',
  NOT_FINISHED: 'The match is not over yet.',
  BAD_MOVE: 'That is not a possible move.',
  UNKNOWN_COLOR: 'There are no shares of that colour in the game.',
  BAD_QUANTITY: 'The number of shares must be a whole number.',
  UNKNOWN_CARD: 'There is no such card in the game.',
  GAME_OVER: 'The match is already over.',
  SEAT_OUT: 'You are out of the game and take no more turns.',
  NOT_YOUR_TURN: 'It is not your turn.',
  TIMEOUT_DISABLED: 'This match has no clock.',
  NO_TRADING_LAST_ROUND: 'Nobody buys or sells in the last round: you only play your card.',
  WRONG_STAGE: 'Your turn is at a different stage now.',
  INSUFFICIENT_SHARES: 'You cannot sell more shares than you hold.',
  INSUFFICIENT_SHARES_detail: 'You cannot sell more shares than you hold ({{color}}: you hold {{held}}).',
  SHARES_LOCKED: 'Shares bought before the card cannot be sold in the same turn.',
  SHARES_LOCKED_detail:
    'Shares bought before the card cannot be sold in the same turn ({{color}}: you can sell {{sellable}}).',
  INSUFFICIENT_CASH: 'You do not have enough cash for this purchase.',
  INSUFFICIENT_CASH_detail: 'You do not have enough cash for this purchase: {{short}} short.',
  CARD_NOT_IN_HAND: 'This card is not in your hand.',
  WRONG_ASSIGN_COUNT: 'Choose a colour for every blank part of the card.',
  ASSIGN_OWN_COLOR: "A blank part cannot go to the card's own colour.",
  ASSIGN_OWN_COLOR_detail: "A blank part cannot go to the card's own colour ({{color}}).",
  ASSIGN_DUPLICATE_COLOR: 'Each blank part needs a different colour.',
  ASSIGN_DUPLICATE_COLOR_detail: 'Each blank part needs a different colour: {{color}} is chosen twice.',
  NETWORK: 'No connection to the server. Check your connection and try again.',
  UNKNOWN: 'Error: {{code}}',
};

export type ErrorCode = Exclude<keyof typeof CODES_RU, `${string}_detail`>;

/** Detail values a `_detail` text needs; without all of them the plain text is used. */
export const DETAIL_KEYS: Readonly<Partial<Record<ErrorCode, readonly string[]>>> = {
  BAD_OPTION: ['option'],
  BAD_PLAYER_COUNT: ['min', 'max'],
  INSUFFICIENT_SHARES: ['color', 'held'],
  SHARES_LOCKED: ['color', 'sellable'],
  INSUFFICIENT_CASH: ['short'],
  ASSIGN_OWN_COLOR: ['color'],
  ASSIGN_DUPLICATE_COLOR: ['color'],
};

/** Every code that has words (the `_detail` variants and the UNKNOWN fallback aside). */
export const ERROR_CODES: readonly ErrorCode[] = Object.keys(CODES_RU).filter(
  (k): k is ErrorCode => !k.endsWith('_detail') && k !== 'UNKNOWN',
);

function isErrorCode(code: string): code is ErrorCode {
  return (ERROR_CODES as readonly string[]).includes(code);
}

function isColor(value: unknown): value is Akcioner.Color {
  return typeof value === 'string' && (Akcioner.COLORS as readonly string[]).includes(value);
}

/**
 * Interpolation values from a server detail: numbers and short strings only; a `color` is shown only when it is a
 * real colour, in words (`colorOne.*`), so a hostile or mistyped value never reaches the text.
 */
function detailValues(t: TFunction, detail: Record<string, unknown> | undefined): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  if (detail === undefined || detail === null || typeof detail !== 'object') return out;
  for (const [key, value] of Object.entries(detail)) {
    if (key === 'color') {
      if (isColor(value)) out[key] = t(`colorOne.${value}`);
    } else if (typeof value === 'number' && Number.isFinite(value)) {
      out[key] = value;
    } else if (typeof value === 'string' && value.length > 0 && value.length <= 60) {
      out[key] = value;
    }
  }
  return out;
}

/**
 * The words for an error code in the current language of `t`: the richer `_detail` text when the detail carries
 * every value it needs, else the plain text; an unknown code gives "Ошибка: CODE" / "Error: CODE".
 */
export function errorText(t: TFunction, code: string, detail?: Record<string, unknown>): string {
  if (!isErrorCode(code)) return t('code.UNKNOWN', { code });
  const values = detailValues(t, detail);
  const needs = DETAIL_KEYS[code];
  if (needs !== undefined && needs.every((k) => k in values)) return t(`code.${code}_detail`, values);
  return t(`code.${code}`);
}
