// "Learn to play" Stockpile (issue 30): the last round of a scripted 3-seat table, built with the position override
// (spec 12), where the learner places a card face up and one face down, is outbid and bids again, wins a Boom and a
// hidden fee it cannot pay yet, plays the Boom, sells before a bankruptcy (the sale pays the fee), watches the
// Movement split one company and bankrupt another, and sees the final bonuses. Data only: lessons/lesson-runner.ts
// plays it on the engine; lessons/lessons-replay.test.ts replays it.
import type { Lesson } from '../../lessons/lesson-types.ts';
import type { SectionId } from './rules-parts.tsx';

type Rec = Readonly<Record<string, unknown>>;
const isRec = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The one move of a turn (every Stockpile decision is a single move: the board sends it alone). */
const only = (turn: readonly unknown[]): Rec => (turn.length === 1 && isRec(turn[0]) ? turn[0] : {});
const placed = (turn: readonly unknown[], face: 'faceUp' | 'faceDown'): Rec => {
  const p = only(turn)[face];
  return isRec(p) ? p : {};
};
/** The counts a sell turn sells of a company ({} when none). */
const sold = (turn: readonly unknown[], company: string): Rec => {
  const cards = only(turn)['cards'];
  const c = isRec(cards) ? cards[company] : undefined;
  return isRec(c) ? c : {};
};
const count = (counts: Rec, key: string): number => (typeof counts[key] === 'number' ? counts[key] : 0);

const BORIS = 1;
const VERA = 2;
const supply = (up: string, upPile: number, down: string, downPile: number) => ({
  type: 'supply',
  faceUp: { card: up, pile: upPile },
  faceDown: { card: down, pile: downPile },
});
const bid = (pile: number, amount: number) => ({ type: 'bid', pile, amount });
const pass = { type: 'sell', cards: {} };

/** The rules sections a step puts into practice (its table's "?" for them offers the step). */
const teaches = (...ids: SectionId[]): readonly SectionId[] => ids;

export const lesson: Lesson = {
  game: 'stockpile',
  title: { ru: 'Первая партия в «Биржу»', en: 'Your first game of Stockpile' },
  players: 3,
  // the learner has a name: the log's lines are in the third person («Аня ставит…», not «Вы ставит…»)
  names: { ru: ['Аня', 'Борис', 'Вера'], en: ['Anna', 'Boris', 'Vera'] },
  options: { turnSeconds: 0 },
  seed: 'lesson-stockpile-1',
  // The last round (7 of 7 with 3 players), everything given: hands, the piles' first cards, the forecasts (spec 12).
  position: {
    round: 7,
    phase: 'supply',
    firstPlayer: 0,
    prices: { cosmic: 7, bottomline: 2 },
    seats: [
      {
        cash: 2000,
        portfolio: { cosmic: { regular: 4 }, bottomline: { regular: 3 } },
        hand: ['cosmic-3', 'fee-1000-1'],
      },
      { cash: 4000, portfolio: { leading: { regular: 2 }, epic: { regular: 2 } }, hand: ['leading-1', 'stanford-1'] },
      {
        cash: 8000,
        portfolio: { bottomline: { regular: 2 }, american: { regular: 3 } },
        hand: ['epic-1', 'fee-3000-1'],
      },
    ],
    piles: [
      [{ card: 'cosmic-2', faceUp: true, placedBy: null }],
      [{ card: 'american-1', faceUp: true, placedBy: null }],
      [{ card: 'boom-1', faceUp: true, placedBy: null }],
    ],
    pairs: {
      private: [
        [{ company: 'cosmic', forecast: 'up4' }],
        [{ company: 'leading', forecast: 'up2' }],
        [{ company: 'american', forecast: 'dividend' }],
      ],
      public: [{ company: 'bottomline', forecast: 'down3' }],
      hidden: [
        { company: 'stanford', forecast: 'up1' },
        { company: 'epic', forecast: 'down2' },
      ],
    },
  },
  seat: 0,
  zones: {
    phase: '.sp-phase',
    piles: '.sp-piles',
    prices: '.sp-prices',
    turn: '.sp-turn',
    hand: '.sp-hand',
    forecasts: '.sp-forecasts',
    portfolio: '.sp-portfolio',
    seats: '.sp-seats',
    log: '.sp-log',
    final: '.sp-final',
  },
  steps: [
    {
      sections: teaches('stp-round', 'stp-companies', 'stp-forecast-cards', 'stp-information'),
      look: ['prices', 'forecasts'],
      say: {
        ru: 'Последний раунд игры на троих. У каждой из шести компаний шкала цен. Только вы знаете: Cosmic вырастет на 4 шага; все знают: Bottomline упадёт на 3. Остальные прогнозы откроются в конце раунда.',
        en: 'The last round of a 3-player game. Each of six companies has a price track. You alone know Cosmic will rise 4 steps; everyone knows Bottomline will fall 3. The other forecasts are revealed at the end of the round.',
      },
    },
    {
      sections: teaches('stp-supply'),
      // The supply's controls: in the turn zone (above the piles; the only place on a phone) and the hand.
      look: ['turn', 'hand', 'piles'],
      say: {
        ru: 'Предложение: выложите обе карты на пакеты, одну открытой, другую закрытой: Cosmic открытой на пакет 1, сбор 1 000 $ закрытым на пакет 2. О нём будете знать только вы.',
        en: 'Supply: put both cards on the piles, one face up, one face down: Cosmic face up on pile 1, the $1,000 fee face down on pile 2. Only you will know it is there.',
      },
      expect: {
        checks: [
          {
            test: (turn) => placed(turn, 'faceUp')['card'] === 'cosmic-3',
            wrong: {
              ru: 'Откройте акцию Cosmic, а сбор спрячьте: открытую карту видят все, закрытую — только вы.',
              en: 'Show the Cosmic share and hide the fee: everyone sees a face-up card, only you see a face-down one.',
            },
          },
          {
            test: (turn) => placed(turn, 'faceUp')['pile'] === 0,
            wrong: {
              ru: 'Положите Cosmic на пакет 1, к другой акции Cosmic: на этот пакет вы и будете ставить.',
              en: 'Put Cosmic on pile 1, with the other Cosmic share: that is the pile you will bid on.',
            },
          },
          {
            test: (turn) => placed(turn, 'faceDown')['pile'] === 1,
            wrong: {
              ru: 'Сбор — на пакет 2: пусть его заберёт кто-то другой, не зная о нём.',
              en: 'The fee goes on pile 2: let someone else take it without knowing.',
            },
          },
        ],
        example: [supply('cosmic-3', 0, 'fee-1000-1', 1)],
      },
      others: [
        { seat: BORIS, moves: [supply('leading-1', 0, 'stanford-1', 2)] },
        { seat: VERA, moves: [supply('epic-1', 1, 'fee-3000-1', 2)] },
      ],
      after: {
        ru: 'Борис и Вера тоже выложили по открытой и по закрытой карте; их закрытые на пакете 3 вы видите рубашкой.',
        en: 'Boris and Vera also placed one card face up and one face down; theirs on pile 3 you see only as backs.',
      },
    },
    {
      sections: teaches('stp-demand'),
      look: ['piles'],
      say: {
        ru: 'Спрос: аукцион, где каждый получит ровно один пакет. Поставьте на пакет 1 с двумя Cosmic: нажмите сумму на его шкале.',
        en: 'Demand: an auction where everyone gets exactly one pile. Bid on pile 1, with two Cosmic shares: press an amount on its track.',
      },
      expect: {
        checks: [
          {
            test: (turn) => only(turn)['type'] === 'bid' && only(turn)['pile'] === 0,
            wrong: {
              ru: 'Ставьте на пакет 1: в нём две акции Cosmic, а Cosmic, как знаете только вы, вырастет.',
              en: 'Bid on pile 1: it holds two Cosmic shares, and only you know Cosmic will rise.',
            },
          },
        ],
        example: [bid(0, 1000)],
      },
      others: [
        { seat: BORIS, moves: [bid(0, 3000)] },
        { seat: VERA, moves: [bid(1, 0)] },
      ],
      after: {
        ru: 'Борис перебил вас ставкой 3 000 $: фишка вернулась к вам, вы ничего не платите и ставите снова в свою очередь. Вера поставила 0 $ на пакет 2, с вашим сбором.',
        en: 'Boris outbid you with $3,000: your bid came back, you pay nothing and bid again in your turn. Vera bid $0 on pile 2, the one with your fee.',
      },
    },
    {
      sections: teaches('stp-taking'),
      look: ['piles'],
      say: {
        ru: 'Перебить Бориса вам нечем: у вас 2 000 $. Остался пакет 3 с «Бумом», и после вас никто не ставит: поставьте на него 0 $.',
        en: 'You cannot outbid Boris: you have $2,000. Pile 3 with the Boom is left, and nobody bids after you: bid $0 on it.',
      },
      expect: {
        checks: [
          {
            test: (turn) => only(turn)['pile'] === 2,
            wrong: {
              ru: 'Ставьте на пакет 3: в нём «Бум», а пакет 2 с вашим же сбором вам не нужен.',
              en: 'Bid on pile 3: it holds the Boom, and you do not want pile 2 with your own fee.',
            },
          },
          {
            test: (turn) => only(turn)['amount'] === 0,
            wrong: {
              ru: 'Хватит 0 $: после вас ставок не будет, а деньги вам ещё понадобятся.',
              en: '$0 is enough: nobody bids after you, and you will need the money.',
            },
          },
        ],
        example: [bid(2, 0)],
      },
      after: {
        ru: 'Вам достались «Бум», акция Stanford от Бориса и закрытый сбор Веры 3 000 $. Денег у вас 2 000 $, и сбор ушёл в долг по сборам: его оплатят первые же ваши деньги. Ваш сбор 1 000 $ заплатила Вера.',
        en: 'You got the Boom, Boris’s Stanford share and Vera’s hidden $3,000 fee. With only $2,000, the fee became fee debt, paid from the first money you get. Vera paid your $1,000 fee.',
      },
    },
    {
      sections: teaches('stp-action'),
      look: ['turn', 'prices'],
      say: {
        ru: 'Действия: «Бум» поднимает любую компанию на 2 шага, и сыграть его обязательно. Сыграйте на Cosmic: у вас 4 её акции, а её прогноз +4 ещё впереди.',
        en: 'Action: the Boom must be played and moves any company 2 steps up. Play it on Cosmic: you hold 4 of its shares, and its +4 is still to come.',
      },
      expect: {
        checks: [
          {
            test: (turn) => only(turn)['company'] === 'cosmic',
            wrong: {
              ru: 'Сыграйте «Бум» на Cosmic: у вас больше всех её акций, и вы знаете, что она вырастет.',
              en: 'Play the Boom on Cosmic: you hold the most of it, and you know it will rise.',
            },
          },
        ],
        example: [{ type: 'playAction', card: 'boom-1', company: 'cosmic' }],
      },
      after: {
        ru: 'Cosmic поднялась с 7 до 9.',
        en: 'Cosmic went up from 7 to 9.',
      },
    },
    {
      sections: teaches('stp-selling', 'stp-movement', 'stp-split', 'stp-bankruptcy', 'stp-round-end'),
      look: ['turn', 'portfolio'],
      say: {
        ru: 'Продажа: раз за раунд можно продать любые акции по текущей цене. Bottomline стоит 2 и упадёт на 3, ниже 1: она обанкротится, и акции пропадут. Продайте все 3 Bottomline, Cosmic оставьте.',
        en: 'Selling: once a round you may sell any shares at the current price. Bottomline is at 2 and will fall 3, below 1: it goes bankrupt and its shares are lost. Sell all 3 Bottomline, keep Cosmic.',
      },
      expect: {
        checks: [
          {
            test: (turn) => count(sold(turn, 'bottomline'), 'regular') === 3,
            wrong: {
              ru: 'Продайте все 3 акции Bottomline: после банкротства они не будут стоить ничего.',
              en: 'Sell all 3 Bottomline shares: after the bankruptcy they are worth nothing.',
            },
          },
          {
            test: (turn) => Object.keys(sold(turn, 'cosmic')).length === 0,
            wrong: {
              ru: 'Cosmic не продавайте: она вырастет на 4 шага, и у вас её больше всех — в конце это даст бонус.',
              en: 'Keep Cosmic: it will rise 4 steps, and you hold the most of it, which earns a bonus at the end.',
            },
          },
        ],
        example: [{ type: 'sell', cards: { bottomline: { regular: 3 } } }],
      },
      others: [
        { seat: BORIS, moves: [pass] },
        { seat: VERA, moves: [pass] },
      ],
      after: {
        ru: 'Продажа принесла 6 000 $, и долг 3 000 $ сразу оплачен. Потом открылись прогнозы. Cosmic прошла 10: дробление, каждая акция стала раздробленной (считается за две), цена вернулась на 6 и дошла до 8. Bottomline ушла ниже 1: банкротство, Вера потеряла 2 акции, цена снова 5, затем 4.',
        en: 'The sale brought $6,000 and paid the $3,000 debt at once. Then the forecasts were revealed. Cosmic went past 10: a split, every share became a double (counted as two), and the price went back to 6, then 8. Bottomline fell below 1: bankruptcy, Vera lost her 2 shares, the price restarts at 5, then 4.',
      },
    },
    {
      sections: teaches('stp-end', 'stp-majority', 'stp-liquidation', 'stp-ranking'),
      look: ['final'],
      say: {
        ru: 'Игра окончена. У кого больше всех акций компании, тот получает бонус 10 000 $ (при ничьей по 5 000 $): у вас это Cosmic и Stanford. Затем все акции продаются по итоговым ценам; побеждает самый богатый.',
        en: 'The game is over. Whoever holds the most shares of a company gets a $10,000 bonus ($5,000 each when tied): yours are Cosmic and Stanford. Then all shares are sold at the final prices; the most money wins.',
      },
    },
  ],
};
