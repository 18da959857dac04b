import { CheckersExchange } from '@birzha/engine';
import type { TFunction } from 'i18next';
import type { Shape } from '../../i18n/shape.ts';
import { firmLabel } from './labels.ts';

// Member reads, not a destructuring of the namespace: a bundler keeps out of the first page what these do not name
// (destructuring the namespace object would bring every rule of the game along with the lobby's error words).
const AUCTION = CheckersExchange.AUCTION;
const LIMITS = CheckersExchange.LIMITS;

/**
 * Checkers Exchange's own rule codes in words (spec 7.2, 6.2), added to the shared `code.*` words by
 * i18n/codes.ts. The codes other games use in the same sense are the shared ones' (codes are one namespace, so a
 * game may not redefine them; SHARED_CODES_LISTED): the game adds variants of them for its own details under keys
 * tagged `_detail_<tag>` (its free cash and free shares, its quantity limits, its phases). A `_detail` text uses the
 * engine's `detail` values (CE_DETAIL_KEYS).
 */
export const CE_CODES_RU = {
  UNKNOWN_FIRM: 'Такой фирмы в игре нет: фирмы называются W1–W4 и B1–B4.',
  BAD_NOTATION: 'Ход записан неверно: нужно «c3-d4» для тихого хода или «c3:e5:g3» для взятия, только по чёрным полям.',
  BAD_PRICE: `Цена должна быть целым числом от 1 до ${LIMITS.priceMax} кр.`,
  BAD_PRICE_detail: 'Цена должна быть целым числом от 1 до {{max}} кр.',
  BAD_AMOUNT: 'Сумма перевода должна быть целым числом кредитов, не меньше 1.',
  SEAT_RESIGNED: 'Вы сдались и больше не делаете ходов.',
  NO_PIECE: 'На этом поле нет шашки той стороны, которая сейчас ходит.',
  NOT_ACTIVE_FIRM: 'Эта шашка принадлежит другой фирме: сейчас ходит не она.',
  NOT_ACTIVE_FIRM_detail: 'Эта шашка принадлежит другой фирме: сейчас ходит {{firm}}.',
  CAPTURE_REQUIRED: 'Бить обязательно: у ходящей фирмы есть взятие.',
  CAPTURE_INCOMPLETE: 'Взятие не закончено: бить нужно до конца, назовите все поля, где шашка останавливается.',
  ILLEGAL_PLY: 'Так пойти нельзя по правилам шашек.',
  NOT_DIRECTOR: 'Вы не директор этой фирмы: распоряжаться ею может только директор.',
  NOT_DIRECTOR_detail: 'Вы не директор фирмы {{firm}}: распоряжаться ею может только директор.',
  BAD_TARGET: 'Выберите другого игрока: этот не может принять (он сдался, или это вы сами).',
  BELOW_RESERVE: `На аукционе цена не может быть ниже резервной — ${AUCTION.reserve} кр.`,
  BELOW_RESERVE_detail: 'На аукционе цена не может быть ниже резервной — {{reserve}} кр.',
  TOO_MANY_ORDERS: `Открытых заявок уже слишком много (не больше ${LIMITS.openOrdersMax} на счёт): снимите какую-нибудь.`,
  TOO_MANY_ORDERS_detail: 'Открытых заявок уже слишком много (не больше {{max}} на счёт): снимите какую-нибудь.',
  OWN_SHARES: 'Фирма не может покупать собственные акции.',
  OWN_SHARES_detail: 'Фирма {{firm}} не может покупать собственные акции.',
  CROSS_HOLDING_CAP: `Фирма может держать не больше ${LIMITS.crossHolding} акций другой фирмы, считая открытые заявки на покупку.`,
  CROSS_HOLDING_CAP_detail: `Фирма может держать не больше ${LIMITS.crossHolding} акций другой фирмы, считая открытые заявки на покупку: акций {{firm}} можно купить ещё {{room}}.`,
  SELF_TRADE: 'Эта заявка встретилась бы с вашей же встречной заявкой (своей или вашей фирмы): сначала снимите ту.',
  SELF_TRADE_detail:
    'Эта заявка встретилась бы с вашей же встречной заявкой №{{orderId}} (своей или вашей фирмы): сначала снимите её.',
  NO_SUCH_ORDER: 'Такой открытой заявки нет: она уже исполнена или снята.',
  NO_SUCH_ORDER_detail: 'Открытой заявки №{{orderId}} нет: она уже исполнена или снята.',
  NOT_YOUR_ORDER: 'Это чужая заявка: снять её может только тот, кто её выставил.',
  NOT_YOUR_ORDER_detail: 'Заявка №{{orderId}} чужая: снять её может только тот, кто её выставил.',
  ALREADY_REQUESTED: 'Вы уже потребовали собрание акционеров в эту сессию.',
  NOT_ELIGIBLE: `Требовать собрание может только владелец не меньше ${LIMITS.meetingThreshold} акций какой-нибудь фирмы (лично или через свою фирму).`,
  NO_VOTE: 'У вас нет голосов на этом собрании: нет ни акций фирмы, ни фирмы, которая ими владеет.',
  NO_VOTE_detail: 'На собрании {{firm}} у вас нет голосов: у этого счёта (и у ваших фирм) нет акций {{firm}}.',
  ALREADY_NOMINATED: 'Этот игрок уже в списке кандидатов (или он и есть директор).',
  ALREADY_NOMINATED_detail: 'Этот игрок уже в списке кандидатов {{firm}} (или он и есть директор).',
  NOT_A_CANDIDATE: 'Голосовать можно только за директора или выдвинутых кандидатов.',
  NOT_A_CANDIDATE_detail: 'На собрании {{firm}} голосовать можно только за директора или выдвинутых кандидатов.',
  STALE_TIMEOUT: 'Время этого этапа уже не считается: этап закончился раньше.',
  STALE_TIMEOUT_detail: 'Время этого этапа уже не считается: идёт этап {{stage}}.',
  // Variants of shared codes. Free cash and free shares leave out what the account's orders (and bids) reserve
  // (spec 4), which the detail does not say, so the words explain it without claiming anything is reserved.
  INSUFFICIENT_CASH_detail_free:
    'Не хватает свободных денег: свободно только {{free}} кр (деньги под ваши ставки и заявки на покупку не в счёт).',
  INSUFFICIENT_SHARES_detail_free:
    'Слишком много акций {{firm}}: продать можно не больше {{free}} (акции в ваших заявках на продажу не в счёт).',
  BAD_QUANTITY_detail_max: 'Количество акций должно быть целым числом от 1 до {{max}}.',
  WRONG_PHASE_detail_phase: 'Такой ход сейчас сделать нельзя: идёт фаза «{{phase}}».',
};

export const CE_CODES_EN: Shape<typeof CE_CODES_RU> = {
  UNKNOWN_FIRM: 'There is no such firm: the firms are W1–W4 and B1–B4.',
  BAD_NOTATION:
    'The move is written wrongly: use "c3-d4" for a quiet move or "c3:e5:g3" for a capture, dark squares only.',
  BAD_PRICE: `A price must be a whole number from 1 to ${LIMITS.priceMax} cr.`,
  BAD_PRICE_detail: 'A price must be a whole number from 1 to {{max}} cr.',
  BAD_AMOUNT: 'A transfer must be a whole number of credits, at least 1.',
  SEAT_RESIGNED: 'You have resigned and make no more moves.',
  NO_PIECE: 'There is no piece of the side to move on that square.',
  NOT_ACTIVE_FIRM: 'That piece belongs to another firm: it is not the one to move.',
  NOT_ACTIVE_FIRM_detail: 'That piece belongs to another firm: {{firm}} is to move.',
  CAPTURE_REQUIRED: 'Capturing is compulsory: the firm to move has a capture.',
  CAPTURE_INCOMPLETE: 'The capture is not finished: capture to the end and name every square the piece lands on.',
  ILLEGAL_PLY: 'That move is not allowed by the rules of draughts.',
  NOT_DIRECTOR: 'You are not the director of that firm: only its director acts for it.',
  NOT_DIRECTOR_detail: 'You are not the director of {{firm}}: only its director acts for it.',
  BAD_TARGET: 'Choose another player: this one cannot take it (they resigned, or it is you).',
  BELOW_RESERVE: `An auction bid may not be below the reserve price of ${AUCTION.reserve} cr.`,
  BELOW_RESERVE_detail: 'An auction bid may not be below the reserve price of {{reserve}} cr.',
  TOO_MANY_ORDERS: `There are too many open orders (at most ${LIMITS.openOrdersMax} per account): cancel one first.`,
  TOO_MANY_ORDERS_detail: 'There are too many open orders (at most {{max}} per account): cancel one first.',
  OWN_SHARES: 'A firm may not buy its own shares.',
  OWN_SHARES_detail: '{{firm}} may not buy its own shares.',
  CROSS_HOLDING_CAP: `A firm may hold at most ${LIMITS.crossHolding} shares of another firm, counting its open buy orders.`,
  CROSS_HOLDING_CAP_detail: `A firm may hold at most ${LIMITS.crossHolding} shares of another firm, counting its open buy orders: it may buy {{room}} more of {{firm}}.`,
  SELF_TRADE: 'This order would meet your own opposite order (yours or your firm’s): cancel that one first.',
  SELF_TRADE_detail:
    'This order would meet your own opposite order no. {{orderId}} (yours or your firm’s): cancel it first.',
  NO_SUCH_ORDER: 'There is no such open order: it was filled or cancelled.',
  NO_SUCH_ORDER_detail: 'There is no open order no. {{orderId}}: it was filled or cancelled.',
  NOT_YOUR_ORDER: 'That order is not yours: only whoever placed it may cancel it.',
  NOT_YOUR_ORDER_detail: 'Order no. {{orderId}} is not yours: only whoever placed it may cancel it.',
  ALREADY_REQUESTED: 'You have already requested a shareholders’ meeting in this session.',
  NOT_ELIGIBLE: `Only a holder of at least ${LIMITS.meetingThreshold} shares of some firm (personally or through a firm you direct) may request a meeting.`,
  NO_VOTE: 'You have no votes at this meeting: neither you nor a firm you direct holds its shares.',
  NO_VOTE_detail: 'You have no votes at the {{firm}} meeting: this account (and your firms) holds no {{firm}} shares.',
  ALREADY_NOMINATED: 'That player is already a candidate (or is the director).',
  ALREADY_NOMINATED_detail: 'That player is already a candidate at {{firm}} (or is its director).',
  NOT_A_CANDIDATE: 'You can vote only for the director or a nominated candidate.',
  NOT_A_CANDIDATE_detail: 'At the {{firm}} meeting you can vote only for the director or a nominated candidate.',
  STALE_TIMEOUT: 'That stage’s time no longer counts: the stage has already ended.',
  STALE_TIMEOUT_detail: 'That stage’s time no longer counts: stage {{stage}} is under way.',
  INSUFFICIENT_CASH_detail_free:
    'Not enough free cash: only {{free}} cr is free (cash held for your bids and buy orders does not count).',
  INSUFFICIENT_SHARES_detail_free:
    'Too many shares of {{firm}}: at most {{free}} can be sold (shares in your sell orders do not count).',
  BAD_QUANTITY_detail_max: 'The number of shares must be a whole number from 1 to {{max}}.',
  WRONG_PHASE_detail_phase: 'That move cannot be made now: the phase is “{{phase}}”.',
};

/**
 * Detail values each `_detail` text needs, by the text's key (the engine's `fail` details; spec 7.2 "Violations may
 * carry detail").
 */
export const CE_DETAIL_KEYS: Readonly<Record<string, readonly string[]>> = {
  BAD_PRICE_detail: ['max'],
  NOT_ACTIVE_FIRM_detail: ['firm'],
  NOT_DIRECTOR_detail: ['firm'],
  BELOW_RESERVE_detail: ['reserve'],
  TOO_MANY_ORDERS_detail: ['max'],
  OWN_SHARES_detail: ['firm'],
  CROSS_HOLDING_CAP_detail: ['firm', 'room'],
  SELF_TRADE_detail: ['orderId'],
  NO_SUCH_ORDER_detail: ['orderId'],
  NOT_YOUR_ORDER_detail: ['orderId'],
  NO_VOTE_detail: ['firm'],
  ALREADY_NOMINATED_detail: ['firm'],
  NOT_A_CANDIDATE_detail: ['firm'],
  STALE_TIMEOUT_detail: ['stage'],
  INSUFFICIENT_CASH_detail_free: ['free'],
  INSUFFICIENT_SHARES_detail_free: ['firm', 'free'],
  BAD_QUANTITY_detail_max: ['max'],
  WRONG_PHASE_detail_phase: ['phase'],
};

function isFirm(value: unknown): value is CheckersExchange.FirmId {
  return typeof value === 'string' && (CheckersExchange.FIRMS as readonly string[]).includes(value);
}

/** The engine's phases (spec 6), the values a WRONG_PHASE detail may name; a record, so a new phase must be added. */
const PHASES: Readonly<Record<CheckersExchange.Phase, true>> = {
  auction: true,
  board: true,
  session: true,
  meeting: true,
  finished: true,
};

function isPhase(value: unknown): value is CheckersExchange.Phase {
  return typeof value === 'string' && Object.hasOwn(PHASES, value);
}

/**
 * A `firm` in a detail is shown as W1..B4 and a `phase` by its name, each only when it is a real one (never a
 * hostile or mistyped value). Detail keys are worded alike in every game (registry.test.ts gives each to one game).
 */
export const CE_DETAIL_WORDS: Readonly<Record<string, (value: unknown, t: TFunction) => string | undefined>> = {
  firm: (value) => (isFirm(value) ? firmLabel(value) : undefined),
  phase: (value, t) => (isPhase(value) ? t(`checkers-exchange.game.phase.${value}`) : undefined),
};

/**
 * The codes this game shares with the shared words (same sense, spec 7.2 and 3), some with variants of this game's.
 * Listed so the test can tell a shared code from a missing one.
 */
export const SHARED_CODES_LISTED: readonly string[] = [
  'BAD_MOVE',
  'GAME_OVER',
  'NOT_YOUR_TURN',
  'INSUFFICIENT_CASH',
  'BAD_OPTION',
  'BAD_PLAYER_COUNT',
  'BAD_POSITION',
  'BAD_QUANTITY',
  'INSUFFICIENT_SHARES',
  'WRONG_PHASE',
  'NOT_TIMED',
  // setup under a rules version the game does not play (issue 26: the game's codes now come from the engine's list)
  'RULES_VERSION_MISMATCH',
];
