import { Stockpile } from '@birzha/engine';
import type { TFunction } from 'i18next';
import { cardText, joinWords, pairText, pileText } from './card-text.ts';
import { COMPANIES, priceOf } from './companies.ts';
import { money } from './money.ts';

type Event = Stockpile.Event;

export interface EventTextContext {
  readonly t: TFunction;
  /** A seat's display name. */
  readonly name: (seat: number) => string;
  /** Rounds in the game. */
  readonly rounds: number;
  /** The table's options (the board decides what a track position is worth). */
  readonly options: Stockpile.Options;
}

const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');

/** One line of the match log for an event, in the language of `ctx.t` (every event type of spec 9). */
export function eventText(e: Event, ctx: EventTextContext): string {
  const { t, name } = ctx;
  const sep = t('stockpile.listSep');
  const company = (c: string) => t(`stockpile.company.${c}`);
  const price = (c: Stockpile.CompanyId, position: number) => money(priceOf(ctx.options, c, position), t);
  const perSeat = (amounts: readonly number[], text: (seat: number, n: number) => string) =>
    amounts.flatMap((n, s) => (n > 0 ? [text(s, n)] : [])).join(sep);
  switch (e.type) {
    case 'roundStarted':
      return t('stockpile.log.roundStarted', { round: e.round, total: ctx.rounds, name: name(e.firstPlayer) });
    case 'pairsDealt':
      return e.pairs === null
        ? t('stockpile.log.pairsDealt', { name: name(e.seat), count: e.count })
        : t('stockpile.log.pairsDealtOwn', {
            name: name(e.seat),
            pairs: e.pairs.map((p) => pairText(p, t)).join(sep),
            count: e.pairs.length,
          });
    case 'publicPair':
      return t('stockpile.log.publicPair', { pair: pairText(e, t) });
    case 'hiddenPairs':
      return t('stockpile.log.hiddenPairs', { count: e.count });
    case 'investorsOffered':
      return e.investors === null
        ? t('stockpile.log.investorsOffered', { name: name(e.seat), count: e.count })
        : t('stockpile.log.investorsOfferedOwn', {
            name: name(e.seat),
            investors: joinWords(
              e.investors.map((i) => t(`stockpile.investor.${i}`)),
              t,
            ),
          });
    case 'investorChosen':
      return t('stockpile.log.investorChosen', { name: name(e.seat) });
    case 'investorsRevealed':
      return t('stockpile.log.investorsRevealed', {
        list: e.investors
          .map((ids, s) =>
            t('stockpile.log.investorOf', {
              name: name(s),
              investors: joinWords(
                ids.map((i) => t(`stockpile.investor.${i}`)),
                t,
              ),
              cash: money(e.cash[s] ?? 0, t),
            }),
          )
          .join(sep),
      });
    case 'startingStock':
      return e.company === null
        ? t('stockpile.log.startingStock', { name: name(e.seat) })
        : t('stockpile.log.startingStockOwn', { name: name(e.seat), company: company(e.company) });
    case 'pileSeeded':
      return t('stockpile.log.pileSeeded', { pile: pileText(e.pile, t), card: cardText(e.card, t) });
    case 'handDealt':
      return e.cards === null
        ? t('stockpile.log.handDealt', { name: name(e.seat), count: t('stockpile.nCards', { count: e.count }) })
        : t('stockpile.log.handDealtOwn', {
            name: name(e.seat),
            cards: e.cards.map((c) => cardText(c, t)).join(sep),
          });
    case 'cardPlaced': {
      const values = { name: name(e.seat), pile: pileText(e.pile, t), card: cardText(e.card, t) };
      if (e.faceUp) return t('stockpile.log.cardPlacedUp', values);
      return e.card === null ? t('stockpile.log.cardPlacedDown', values) : t('stockpile.log.cardPlacedDownOwn', values);
    }
    case 'cardMoved':
      return t('stockpile.log.cardMoved', {
        name: name(e.seat),
        index: e.index + 1,
        from: pileText(e.from, t, 'gen'),
        to: pileText(e.to, t),
      });
    case 'pileInspected':
      return e.cards === null
        ? t('stockpile.log.pileInspected', { name: name(e.seat), pile: pileText(e.pile, t) })
        : t('stockpile.log.pileInspectedOwn', {
            name: name(e.seat),
            pile: pileText(e.pile, t),
            cards: e.cards.length === 0 ? t('stockpile.log.nothing') : e.cards.map((c) => cardText(c, t)).join(sep),
          });
    case 'pairPeeked': {
      const target =
        'hidden' in e.target
          ? t('stockpile.log.targetHidden', { n: e.target.hidden + 1 })
          : t('stockpile.log.targetSeat', { name: name(e.target.seat) });
      return e.pair === null
        ? t('stockpile.log.pairPeeked', { name: name(e.seat), target })
        : t('stockpile.log.pairPeekedOwn', { name: name(e.seat), target, pair: pairText(e.pair, t) });
    }
    case 'bidPlaced': {
      const values = { name: name(e.seat), amount: money(e.amount, t), pile: pileText(e.pile, t) };
      const bid =
        e.displaced === null
          ? t('stockpile.log.bidPlaced', values)
          : t('stockpile.log.bidPlacedOver', { ...values, other: name(e.displaced) });
      return e.next === null ? bid : `${bid} ${t('stockpile.log.nextBid', { name: name(e.next) })}`;
    }
    case 'bidPaid':
      return t('stockpile.log.bidPaid', { name: name(e.seat), amount: money(e.amount, t), pile: pileText(e.pile, t) });
    case 'pileWon':
      return e.cards.length === 0
        ? t('stockpile.log.pileWonEmpty', { name: name(e.seat), pile: pileText(e.pile, t) })
        : t('stockpile.log.pileWon', {
            name: name(e.seat),
            pile: pileText(e.pile, t),
            cards: e.cards.map((c) => cardText(c.card, t)).join(sep),
          });
    case 'feePaid':
    case 'feeDeferred':
    case 'feeGained':
    case 'feeDebtPaid':
      return t(`stockpile.log.${e.type}`, { name: name(e.seat), amount: money(e.amount, t) });
    case 'actionPlayed':
      return t('stockpile.log.actionPlayed', {
        name: name(e.seat),
        card: cardText(e.card, t),
        company: company(e.company),
      });
    case 'nudged':
      return t('stockpile.log.nudged', { name: name(e.seat), company: company(e.company), delta: signed(e.delta) });
    case 'split': {
      const parts = [
        perSeat(e.superSplit, (s, n) => t('stockpile.log.splitSuper', { name: name(s), amount: money(n, t) })),
        perSeat(e.moved, (s, n) =>
          t('stockpile.log.splitMoved', { name: name(s), cards: t('stockpile.nCards', { count: n }) }),
        ),
      ].filter((p) => p !== '');
      const head = t('stockpile.log.split', { company: company(e.company) });
      return parts.length === 0 ? head : `${head} ${parts.join(sep)}.`;
    }
    case 'bankrupt': {
      const lost = perSeat(
        e.lost.map((h) => h.regular + h.split),
        (s, n) => t('stockpile.log.bankruptLost', { name: name(s), cards: t('stockpile.nCards', { count: n }) }),
      );
      return `${t('stockpile.log.bankrupt', { company: company(e.company) })} ${lost === '' ? t('stockpile.log.bankruptNone') : lost}.`;
    }
    case 'priceMoved':
      return t('stockpile.log.priceMoved', {
        company: company(e.company),
        from: price(e.company, e.from),
        to: price(e.company, e.to),
        cause: t(`stockpile.cause.${e.cause}`),
        steps: signed(e.steps),
      });
    case 'dividend': {
      const paid = perSeat(e.paid, (s, n) => t('stockpile.log.paidTo', { name: name(s), amount: money(n, t) }));
      const values = { company: company(e.company), source: t(`stockpile.source.${e.source}`) };
      return paid === ''
        ? t('stockpile.log.dividendNone', values)
        : t('stockpile.log.dividend', { ...values, perShare: money(e.perShare, t), paid });
    }
    case 'sold': {
      const items = COMPANIES.flatMap((c) => {
        const n = e.cards[c];
        if (n === undefined) return [];
        const counts = (['regular', 'split', 'halve'] as const)
          .flatMap((k) => {
            const v = n[k] ?? 0;
            return v > 0
              ? [
                  t(`stockpile.log.sold${k === 'regular' ? 'Regular' : k === 'split' ? 'Split' : 'Halve'}`, {
                    count: v,
                  }),
                ]
              : [];
          })
          .join(sep);
        return counts === '' ? [] : [t('stockpile.log.soldItem', { company: company(c), counts })];
      });
      return items.length === 0
        ? t('stockpile.log.soldNothing', { name: name(e.seat) })
        : t('stockpile.log.sold', { name: name(e.seat), total: money(e.total, t), items: items.join('; ') });
    }
    case 'pairRevealed': {
      const holder =
        e.holder === 'public' || e.holder === 'hidden'
          ? t(`stockpile.holder.${e.holder}`)
          : t('stockpile.holder.seat', { name: name(e.holder) });
      return t('stockpile.log.pairRevealed', { holder, pair: pairText(e, t) });
    }
    case 'majorityBonus':
      return t(e.seats.length > 1 ? 'stockpile.log.majorityBonusTied' : 'stockpile.log.majorityBonus', {
        company: company(e.company),
        names: joinWords(e.seats.map(name), t),
        each: money(e.each, t),
      });
    case 'liquidated':
      return t('stockpile.log.liquidated', { name: name(e.seat), amount: money(e.amount, t) });
    case 'gameOver': {
      const first = e.ranking[0] ?? [];
      const scores = e.ranking
        .flat()
        .map((s) => t('stockpile.log.score', { name: name(s), score: money(e.scores[s] ?? 0, t) }))
        .join(sep);
      const names = joinWords(first.map(name), t);
      return t(first.length > 1 ? 'stockpile.log.gameOverDraw' : 'stockpile.log.gameOverWinner', { names, scores });
    }
    case 'timedOut':
    case 'resigned':
      return t(`stockpile.log.${e.type}`, { name: name(e.seat) });
  }
}

/** Every event type (spec 9), for tests that each has words. */
export const EVENT_TYPES: readonly Stockpile.EventType[] = [
  'roundStarted',
  'pairsDealt',
  'publicPair',
  'hiddenPairs',
  'investorsOffered',
  'investorChosen',
  'investorsRevealed',
  'startingStock',
  'pileSeeded',
  'handDealt',
  'cardPlaced',
  'cardMoved',
  'pileInspected',
  'pairPeeked',
  'bidPlaced',
  'bidPaid',
  'pileWon',
  'feePaid',
  'feeDeferred',
  'feeGained',
  'feeDebtPaid',
  'actionPlayed',
  'nudged',
  'split',
  'bankrupt',
  'priceMoved',
  'dividend',
  'sold',
  'pairRevealed',
  'majorityBonus',
  'liquidated',
  'gameOver',
  'timedOut',
  'resigned',
];
