// "Learn to play" Akcioner (issue 30): a scripted 2-seat table of 4 rounds, built with the position override (spec
// 12), where the learner plays a hundred with a colour choice, trades and is compensated, zeroes a price and plays
// the last round. Data only: lessons/lesson-runner.ts plays it on the engine; lessons/lessons-replay.test.ts replays it.
import type { Lesson } from '../../lessons/lesson-types.ts';
import type { SectionId } from './rules-parts.tsx';

type Rec = Readonly<Record<string, unknown>>;
const isRec = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The card move of a turn (the board sends [trade1, playCard, trade2], or [playCard] in the last round). */
function cardOf(turn: readonly unknown[]): { card: unknown; assign: readonly unknown[] } | undefined {
  const move = turn.find((m) => isRec(m) && m['type'] === 'playCard');
  if (!isRec(move)) return undefined;
  return { card: move['card'], assign: Array.isArray(move['assign']) ? move['assign'] : [] };
}

/** The orders of the turn's trades, in order (trade1, then trade2). */
function tradesOf(turn: readonly unknown[]): Rec[] {
  return turn.flatMap((m) => (isRec(m) && m['type'] === 'trade' && isRec(m['orders']) ? [m['orders']] : []));
}

const plays = (card: string) => (turn: readonly unknown[]) => cardOf(turn)?.card === card;
const noTrades = (turn: readonly unknown[]) => tradesOf(turn).every((o) => Object.values(o).every((q) => q === 0));
const pass = { type: 'trade', orders: {} };
const card = (id: string, ...assign: string[]) => ({ type: 'playCard', card: id, assign });

const BORIS = 1;

/** The rules sections a step puts into practice (its table's "?" for them offers the step). */
const teaches = (...ids: SectionId[]): readonly SectionId[] => ids;

export const lesson: Lesson = {
  game: 'akcioner',
  title: { ru: 'Первая партия в «Акционер»', en: 'Your first game of Akcioner' },
  players: 2,
  // the learner has a name: the log's lines are in the third person («Аня ставит…», not «Вы ставит…»)
  names: { ru: ['Аня', 'Борис'], en: ['Anna', 'Boris'] },
  options: { variant: 'short', rounding: 'up', turnSeconds: 0 },
  seed: 'lesson-akcioner-1',
  // Both hands given, so the seed does not matter (spec 12); 4 rounds, so 4 cards each.
  position: {
    roundsTotal: 4,
    order: [0, 1],
    prices: { blue: 50 },
    seats: [
      { cash: 200, shares: { red: 2 }, hand: ['H-red-1', 'S-green-m30', 'S-blue-m60', 'S-yellow-p50'] },
      { cash: 60, shares: { yellow: 2, blue: 3 }, hand: ['S-yellow-p40', 'S-green-p30', 'S-red-m40', 'S-yellow-m30'] },
    ],
  },
  seat: 0,
  zones: {
    prices: '.zone--prices',
    accounts: '.zone--accounts',
    hand: '.zone--hand',
    turn: '.zone--turn',
    log: '.zone--log',
  },
  steps: [
    {
      sections: teaches('akc-goal', 'akc-colors', 'akc-scale'),
      look: ['prices'],
      say: {
        ru: 'Четыре компании, цены их акций от 10 до 250. После последней карты побеждает самый богатый: деньги плюс акции по последним ценам.',
        en: 'Four companies, their share prices from 10 to 250. After the last card the richest player wins: cash plus shares at the final prices.',
      },
    },
    {
      sections: teaches('akc-setup', 'akc-turn', 'akc-interface'),
      look: ['accounts', 'hand'],
      say: {
        ru: 'У вас 200 денег и 2 красные акции, у Бориса 60, 2 жёлтые и 3 синие; внизу ваши карты. Ход: купить или продать, сыграть одну карту, снова купить или продать.',
        en: 'You have 200 in cash and 2 red shares, Boris 60, 2 yellow and 3 blue; below are your cards. A turn: buy or sell, play one card, buy or sell again.',
      },
    },
    {
      sections: teaches('akc-cards', 'akc-prices'),
      look: ['hand', 'turn'],
      say: {
        ru: 'Сыграйте красную «сотню»: красная вырастет на 100, а −30, −20 и −10 вы сами раздаёте другим цветам. Поставьте −30 на синюю (она у Бориса, у вас её нет) и нажмите «Готово», ничего не покупая.',
        en: 'Play the red hundred: red rises by 100, and you choose which other colours take −30, −20 and −10. Put −30 on blue (Boris holds it, you do not) and press Done without trading.',
      },
      expect: {
        checks: [
          {
            test: noTrades,
            wrong: {
              ru: 'Пока без сделок: в этот ход только карта, торговать будем в следующий.',
              en: 'No trades yet: this turn is only the card; you will trade next turn.',
            },
          },
          {
            test: plays('H-red-1'),
            wrong: {
              ru: 'Сейчас нужна красная «сотня»: у неё вы выбираете цвета.',
              en: 'Play the red hundred now: it is the card where you choose the colours.',
            },
          },
          {
            test: (turn) => cardOf(turn)?.assign[0] === 'blue',
            wrong: {
              ru: 'Поставьте −30 на синюю: это бьёт по Борису, у которого 3 синие, а вас не задевает.',
              en: 'Put the −30 on blue: it hurts Boris, who holds 3 blue, and not you.',
            },
          },
        ],
        example: [pass, card('H-red-1', 'blue', 'yellow', 'green'), pass],
      },
      others: [{ seat: BORIS, moves: [pass, card('S-yellow-p40', 'red'), pass] }],
      after: {
        ru: 'Красная выросла со 100 до 200: ваши 2 акции подорожали на 200. Борис поднял свою жёлтую и срезал красную на 50, и за это вам никто не платит.',
        en: 'Red went from 100 to 200: your 2 shares gained 200. Boris raised his yellow and cut red by 50, and nobody pays you for that.',
      },
    },
    {
      sections: teaches('akc-compensation'),
      look: ['turn', 'hand'],
      say: {
        ru: 'На первом этапе купите зелёных акций, затем сыграйте зелёную карту −30 (+60), отдав +60 жёлтой или красной. Увидите, что бывает, когда карта роняет ваши же акции.',
        en: 'At stage 1 buy some green shares, then play the green −30 (+60) card, giving the +60 to yellow or red. You will see what happens when a card lowers your own shares.',
      },
      expect: {
        checks: [
          {
            test: (turn) => {
              const first = tradesOf(turn)[0];
              return first !== undefined && typeof first['green'] === 'number' && first['green'] > 0;
            },
            wrong: {
              ru: 'Сначала купите зелёные на первом этапе: компенсация платится только за акции, которые у вас есть.',
              en: 'First buy green at stage 1: compensation is paid only for shares you hold.',
            },
          },
          {
            test: plays('S-green-m30'),
            wrong: {
              ru: 'Сыграйте зелёную карту −30 (+60): она роняет только что купленную зелёную.',
              en: 'Play the green −30 (+60) card: it lowers the green you have just bought.',
            },
          },
          {
            test: (turn) => cardOf(turn)?.assign[0] !== 'blue',
            wrong: {
              ru: 'Не отдавайте +60 синей: в следующий ход она нужна нам дешёвой.',
              en: 'Keep the +60 off blue: we need blue cheap next turn.',
            },
          },
        ],
        example: [{ type: 'trade', orders: { green: 2 } }, card('S-green-m30', 'yellow'), pass],
      },
      others: [{ seat: BORIS, moves: [pass, card('S-green-p30', 'red'), pass] }],
      after: {
        ru: 'Зелёная упала на 30, но банк заплатил вам по 30 за каждую вашу зелёную: это компенсация, её получает только тот, кто сыграл карту. Борис поднял зелёную обратно и опустил красную.',
        en: 'Green fell by 30, but the bank paid you 30 for each green share you held: compensation, paid only to whoever plays the card. Boris then raised green back and lowered red.',
      },
    },
    {
      sections: teaches('akc-zeroing', 'akc-buyback-order'),
      look: ['prices', 'hand'],
      say: {
        ru: 'Синяя стоит 20. Сыграйте синюю −60: цена не опускается ниже 10, и синюю «выводят в ноль», а Борис лишается своих синих акций.',
        en: 'Blue is at 20. Play the blue −60 card: a price cannot go below 10, so blue is zeroed and Boris loses his blue shares.',
      },
      expect: {
        checks: [
          {
            test: plays('S-blue-m60'),
            wrong: {
              ru: 'Сыграйте синюю −60: только она уводит синюю ниже 10.',
              en: 'Play the blue −60 card: only it takes blue below 10.',
            },
          },
        ],
        example: [pass, card('S-blue-m60', 'green'), pass],
      },
      others: [{ seat: BORIS, moves: [pass, card('S-red-m40', 'green'), pass] }],
      after: {
        ru: 'Синяя должна была стать 20 − 60 = −40, поэтому Борис выкупает свои 3 синие по 10 − (−40) = 50: на его 60 хватило на одну, две сгорели. Ваши акции карта не отнимает никогда.',
        en: 'Blue should have become 20 − 60 = −40, so Boris must buy his 3 blue back at 10 − (−40) = 50: his 60 paid for one, two are gone. Your own card never takes your shares.',
      },
    },
    {
      sections: teaches('akc-last-round', 'akc-end'),
      look: ['hand', 'turn'],
      say: {
        ru: 'Последний круг: торговли нет, каждый играет свою последнюю карту. Сыграйте её, −40 поставьте на любой цвет.',
        en: 'The last round: no trading, everyone plays their last card. Play yours, with its −40 on any colour.',
      },
      expect: {
        any: true,
        wrong: {
          ru: 'В последнем круге просто сыграйте свою карту: сдаваться не нужно.',
          en: 'In the last round just play your card: no need to resign.',
        },
      },
      others: [{ seat: BORIS, moves: [card('S-yellow-m30', 'green')] }],
      after: {
        ru: 'Партия окончена: капитал каждого — деньги плюс акции по последним ценам, и богаче тот, кто выше в итогах. Теперь вы знаете всю игру: сыграйте с ботом.',
        en: 'The game is over: each capital is cash plus shares at the final prices, and the richer player tops the results. Now you know the whole game: play one against a bot.',
      },
    },
  ],
};
