// "Learn to play" Checkers Exchange (issue 30): the last two plies of the last year of a scripted 3-seat table, built
// with the position override (spec 12), where the learner's firm W2 moves because it alone can capture, takes a black
// man and earns its income, the learner buys W1 shares from the state's ask on the book, calls a meeting, takes over
// W1 as its director, and the game is settled. Data only: lessons/lesson-runner.ts plays it on the engine;
// lessons/lessons-replay.test.ts replays it.
import type { Expect, Lesson } from '../../lessons/lesson-types.ts';
import type { SectionId } from './rules-parts.tsx';

type Rec = Readonly<Record<string, unknown>>;
const isRec = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The one move of a turn (the board sends every decision alone). */
const only = (turn: readonly unknown[]): Rec => (turn.length === 1 && isRec(turn[0]) ? turn[0] : {});
const is = (type: string) => (turn: readonly unknown[]) => only(turn)['type'] === type;

const BORIS = 1;
const VERA = 2;
const ready = { type: 'ready' };
/** The state's ask for W1 at the session's open: 5 shares at W1's closing price (spec 8.8). */
const ASK = 20;

/** The rules sections a step puts into practice (its table's "?" for them offers the step). */
const teaches = (...ids: SectionId[]): readonly SectionId[] => ids;

/** A step that waits for Ready (the session's and the meeting's close are both a Ready from every seat). */
const pressReady: Expect = {
  checks: [
    {
      test: (turn) => only(turn)['type'] === 'ready' && only(turn)['ready'] !== false,
      wrong: { ru: 'Нажмите «Готово».', en: 'Press Ready.' },
    },
  ],
  example: [ready],
};

export const lesson: Lesson = {
  game: 'checkers-exchange',
  title: { ru: 'Первая партия в «Шашечную биржу»', en: 'Your first game of Checkers Exchange' },
  players: 3,
  // the learner has a name: the table adds its own "(you)" to my seat, which read "You (you)", and the log's lines
  // are in the third person
  names: { ru: ['Аня', 'Борис', 'Вера'], en: ['Anna', 'Boris', 'Vera'] },
  options: { timing: 'untimed', years: 4 },
  seed: 'lesson-checkers-exchange-1',
  // The last year (4 of 4), ply 7 of 8: three white and three black firms have moved this year (spec 12).
  position: {
    phase: 'board',
    year: 4,
    yearPly: 6,
    pieces: 'a1.w1 c3.w2 e1.w3 g1.w4 h6.b1 a7.b2 d4.b3 f8.b4',
    directors: [VERA, 0, BORIS, VERA, BORIS, VERA, BORIS, BORIS],
    firms: {
      w1: { plies: 1 },
      w3: { plies: 1 },
      w4: { plies: 1 },
      b2: { plies: 1 },
      b3: { plies: 1 },
      b4: { plies: 1 },
    },
    seats: [{ holdings: { w1: 18, w2: 10 } }, { holdings: { b1: 10 } }, { holdings: { w1: 5 } }],
    close: { w1: ASK },
  },
  seat: 0,
  zones: {
    banner: '.ce-banner',
    board: '.ce-draughts',
    firms: '.ce-firms',
    exchange: '.ce-exchange',
    meeting: '.ce-meeting',
    settlement: '.ce-settlement',
  },
  steps: [
    {
      sections: teaches('ce-board', 'ce-year', 'ce-moves', 'ce-rotation'),
      look: ['board', 'firms'],
      say: {
        ru: 'Шашки принадлежат восьми фирмам: белым W1–W4 и чёрным B1–B4. Цвета ходят по очереди, а фирмы одного цвета — по разу в год, друг за другом. Вы директор W2: из белых только она ещё не ходила в этом году, и только она может бить, а бить обязательно.',
        en: 'The pieces belong to eight firms: white W1–W4 and black B1–B4. The colours alternate, and the firms of a colour move once a year each, in turn. You direct W2: of the white firms only it has not moved this year, and only it can capture, which is compulsory.',
      },
    },
    {
      sections: teaches('ce-draughts', 'ce-income'),
      look: ['board'],
      say: {
        ru: 'Побейте шашкой W2 с c3 чёрную шашку на d4: за каждую взятую шашку фирма получает 200 кр дохода.',
        en: 'Capture the black man on d4 with W2’s man from c3: a firm earns 200 cr of income for each man it captures.',
      },
      expect: {
        checks: [
          {
            test: (turn) => only(turn)['move'] === 'c3:e5',
            wrong: {
              ru: 'Бейте с c3 через d4 на e5: взятие обязательно.',
              en: 'Capture from c3 over d4 to e5: capturing is compulsory.',
            },
          },
        ],
        example: [{ type: 'ply', move: 'c3:e5' }],
      },
      others: [{ seat: BORIS, moves: [{ type: 'ply', move: 'h6-g5' }] }],
      after: {
        ru: 'Борис сходил фирмой B1, и восемь ходов года сделаны. Доход W2 — 200 кр: 20% налог государству, 10% вам как директору, половина остатка — дивиденды акционерам W2, среди них вам. Открылась сессия биржи.',
        en: 'Boris moved B1, and the year’s eight plies are done. W2’s income is 200 cr: 20% tax to the state, 10% to you as its director, half the rest as dividends to W2’s shareholders, you among them. The exchange session is open.',
      },
    },
    {
      sections: teaches('ce-session', 'ce-orders', 'ce-state-asks'),
      look: ['exchange', 'firms'],
      say: {
        ru: `Фирмой W1 руководит Вера. Из 40 голосующих акций W1 у вас 18, у Веры 5; государство продаёт 5 акций W1 по ${ASK} кр. Купите 3 акции W1 по ${ASK}: заявка сразу сойдётся с его заявкой в стакане.`,
        en: `Vera directs W1. Of W1’s 40 voting shares you hold 18 and Vera 5; the state sells 5 W1 shares at ${ASK} cr. Buy 3 W1 shares at ${ASK}: your order meets its order on the book at once.`,
      },
      expect: {
        checks: [
          {
            test: (turn) => {
              const o = only(turn);
              return o['type'] === 'order' && o['side'] === 'buy' && o['firm'] === 'w1' && o['account'] === 'me';
            },
            wrong: {
              ru: 'Нужна заявка на покупку акций W1 на ваш личный счёт.',
              en: 'Place a buy order for W1 shares on your own account.',
            },
          },
          {
            test: (turn) => {
              const qty = only(turn)['qty'];
              return typeof qty === 'number' && qty >= 3;
            },
            wrong: {
              ru: 'Купите хотя бы 3 акции: 18 + 3 = 21, больше половины из 40.',
              en: 'Buy at least 3 shares: 18 + 3 = 21, more than half of 40.',
            },
          },
          {
            test: (turn) => {
              const limit = only(turn)['limit'];
              return typeof limit === 'number' && limit >= ASK;
            },
            wrong: {
              ru: `Цена не ниже ${ASK}: дешевле государство не продаёт, и заявка просто осталась бы в стакане.`,
              en: `A price of at least ${ASK}: the state sells no cheaper, and your order would only wait on the book.`,
            },
          },
        ],
        example: [{ type: 'order', account: 'me', side: 'buy', firm: 'w1', qty: 3, limit: ASK }],
      },
      after: {
        ru: `Сделка: заявки сошлись по цене той, что стояла в стакане первой, — ${ASK} кр. Теперь у вас больше половины голосующих акций W1.`,
        en: `A trade: the orders met at the price of the one already on the book, ${ASK} cr. You now hold more than half of W1’s voting shares.`,
      },
    },
    {
      sections: teaches('ce-meetings', 'ce-request'),
      look: ['exchange'],
      say: {
        ru: 'Кто держит 5 и больше акций фирмы, может потребовать собрание акционеров: на нём переизбирают директоров. Нажмите «Потребовать собрание».',
        en: 'Whoever holds 5 or more shares of a firm may request a shareholders’ meeting, which elects the directors. Press “Request a meeting”.',
      },
      expect: {
        checks: [
          {
            test: is('requestMeeting'),
            wrong: {
              ru: 'Нажмите «Потребовать собрание»: без собрания директора W1 не сменить.',
              en: 'Press “Request a meeting”: without a meeting W1’s director cannot change.',
            },
          },
        ],
        example: [{ type: 'requestMeeting' }],
      },
      others: [
        { seat: BORIS, moves: [ready] },
        { seat: VERA, moves: [ready] },
      ],
      after: {
        ru: 'Борис и Вера готовы закончить сессию. Кто потребовал собрание, до её закрытия никто не знает.',
        en: 'Boris and Vera are ready to end the session. Nobody learns who requested a meeting until the session closes.',
      },
    },
    {
      look: ['banner'],
      say: {
        ru: 'Сессия идёт, пока все не нажмут «Готово». Нажмите «Готово».',
        en: 'The session runs until everyone presses Ready. Press Ready.',
      },
      expect: pressReady,
      after: {
        ru: 'Сессия закрыта, и открыто собрание: оно идёт во всех восьми фирмах сразу.',
        en: 'The session is closed and the meeting open: it is held in all eight firms at once.',
      },
    },
    {
      sections: teaches('ce-elections'),
      look: ['meeting'],
      say: {
        ru: 'Выдвиньте себя кандидатом в директора W1.',
        en: 'Nominate yourself for director of W1.',
      },
      expect: {
        checks: [
          {
            test: (turn) => is('nominate')(turn) && only(turn)['firm'] === 'w1' && only(turn)['candidate'] === 0,
            wrong: {
              ru: 'Выдвиньте в W1 себя: за себя вы и проголосуете.',
              en: 'Nominate yourself in W1: you will vote for yourself.',
            },
          },
        ],
        example: [{ type: 'nominate', firm: 'w1', candidate: 0 }],
      },
      others: [{ seat: VERA, moves: [{ type: 'vote', firm: 'w1', account: 'me', candidate: VERA }] }],
      after: {
        ru: 'Вера голосует своими 5 акциями за себя.',
        en: 'Vera votes her 5 shares for herself.',
      },
    },
    {
      look: ['meeting'],
      say: {
        ru: 'Проголосуйте своими акциями W1 за себя. Директор меняется, если новый кандидат получил больше половины всех 40 голосующих акций.',
        en: 'Vote your W1 shares for yourself. The director changes when a new candidate gets more than half of all 40 voting shares.',
      },
      expect: {
        checks: [
          {
            test: (turn) => {
              const o = only(turn);
              return o['type'] === 'vote' && o['firm'] === 'w1' && o['candidate'] === 0;
            },
            wrong: { ru: 'Голосуйте в W1 за себя.', en: 'Vote in W1 for yourself.' },
          },
        ],
        example: [{ type: 'vote', firm: 'w1', account: 'me', candidate: 0 }],
      },
      others: [
        { seat: BORIS, moves: [ready] },
        { seat: VERA, moves: [ready] },
      ],
      after: {
        ru: 'Голоса поданы; остальные готовы закрыть собрание.',
        en: 'The votes are cast; the others are ready to close the meeting.',
      },
    },
    {
      look: ['banner'],
      say: { ru: 'Нажмите «Готово», чтобы закрыть собрание.', en: 'Press Ready to close the meeting.' },
      expect: pressReady,
      after: {
        ru: 'У вас 21 голос из 40, больше половины: теперь вы директор W1. Это был последний год; фирмы заплатили налоги.',
        en: 'You have 21 votes of 40, more than half: you now direct W1. That was the last year; the firms paid their taxes.',
      },
    },
    {
      sections: teaches('ce-end', 'ce-survival', 'ce-liquidation', 'ce-ranking'),
      look: ['settlement'],
      say: {
        ru: 'Расчёт: каждая уцелевшая шашка приносит фирме 300 кр, затем все фирмы ликвидируются, и их деньги делятся между акционерами. Побеждает самый богатый.',
        en: 'The settlement: each surviving man earns its firm 300 cr, then every firm is wound up and its money shared among its shareholders. The richest player wins.',
      },
    },
  ],
};
