import type { TFunction } from 'i18next';
import type { Shape } from '../../i18n/shape.ts';
import { isCompany } from './companies.ts';

/**
 * Stockpile's rule codes in words (spec 7, 12), merged into the shared `code.*` words by i18n/codes.ts. The codes
 * every game uses in the same sense (BAD_MOVE, GAME_OVER, NOT_YOUR_TURN, CARD_NOT_IN_HAND, INSUFFICIENT_CASH,
 * WRONG_PHASE, NOT_TIMED) are the shared ones' (SHARED_CODES); codes.test.ts checks that each code of the spec has
 * words.
 */
export const STOCKPILE_CODES_RU = {
  WRONG_COUNT: 'Выберите нужное число инвесторов.',
  NOT_OFFERED: 'Этого инвестора вам не предлагали.',
  SAME_CARD: 'Открытая и закрытая карты должны быть разными картами.',
  NO_SUCH_PILE: 'Такого пакета нет.',
  POWER_NOT_AVAILABLE: 'Эта способность инвестора сейчас недоступна.',
  SAME_PILE: 'Карту нужно переложить на другой пакет.',
  NO_SUCH_CARD: 'На этом пакете нет такой карты.',
  NO_SUCH_TARGET: 'Этот прогноз подсмотреть нельзя: его нет или вы его уже знаете.',
  BAD_BID_AMOUNT: 'Ставка должна быть одним из значений шкалы ставок.',
  OWN_PILE: 'На этом пакете уже стоит ваша другая фишка.',
  BID_TOO_LOW: 'Ставка должна быть выше текущей ставки на этом пакете.',
  PILE_LOCKED: 'Вас только что перебили на этом пакете, и с тех пор никто не ставил: сразу вернуться на него нельзя.',
  CARD_NOT_HELD: 'У вас нет этой карты действия.',
  NO_SUCH_COMPANY: 'Такой компании нет.',
  BAD_DELTA: 'Crazy Cramer сдвигает курс только на 1 шаг вверх или вниз.',
  BAD_COUNT: 'Число карт для продажи должно быть целым и не меньше нуля.',
  BAD_COUNT_detail: 'Число карт для продажи должно быть целым и не меньше нуля ({{company}}).',
  NOT_ENOUGH_SHARES: 'Нельзя продать больше карт, чем у вас есть.',
  NOT_ENOUGH_SHARES_detail: 'Нельзя продать больше карт, чем у вас есть ({{company}}).',
  ALREADY_RESIGNED: 'Вы уже сдались.',
};

export const STOCKPILE_CODES_EN: Shape<typeof STOCKPILE_CODES_RU> = {
  WRONG_COUNT: 'Choose the right number of investors.',
  NOT_OFFERED: 'That investor was not offered to you.',
  SAME_CARD: 'The face-up and the face-down card must be two different cards.',
  NO_SUCH_PILE: 'There is no such pile.',
  POWER_NOT_AVAILABLE: "That investor's power is not available now.",
  SAME_PILE: 'The card must go to a different pile.',
  NO_SUCH_CARD: 'That pile has no such card.',
  NO_SUCH_TARGET: 'You cannot peek at that forecast: there is none, or you know it already.',
  BAD_BID_AMOUNT: 'A bid must be one of the values on the bid track.',
  OWN_PILE: 'Your other meeple is already on that pile.',
  BID_TOO_LOW: "A bid must be higher than the pile's current bid.",
  PILE_LOCKED: 'You were just outbid on that pile and no one has bid since: you may not go straight back to it.',
  CARD_NOT_HELD: 'You do not hold that action card.',
  NO_SUCH_COMPANY: 'There is no such company.',
  BAD_DELTA: 'Crazy Cramer moves a price only 1 step up or down.',
  BAD_COUNT: 'The number of cards to sell must be a whole number, zero or more.',
  BAD_COUNT_detail: 'The number of cards to sell must be a whole number, zero or more ({{company}}).',
  NOT_ENOUGH_SHARES: 'You cannot sell more cards than you hold.',
  NOT_ENOUGH_SHARES_detail: 'You cannot sell more cards than you hold ({{company}}).',
  ALREADY_RESIGNED: 'You have already resigned.',
};

/** Detail values each `_detail` text needs, by the text's key. */
export const STOCKPILE_DETAIL_KEYS: Readonly<Record<string, readonly string[]>> = {
  BAD_COUNT_detail: ['company'],
  NOT_ENOUGH_SHARES_detail: ['company'],
};

/** A `company` in a detail is shown by its name, and only when it is a real company. */
export const STOCKPILE_DETAIL_WORDS: Readonly<Record<string, (value: unknown, t: TFunction) => string | undefined>> = {
  company: (value, t) => (isCompany(value) ? t(`stockpile.company.${value}`) : undefined),
};
