import type { CheckersExchange } from '@birzha/engine';
import { parsePieces } from './rules-board.tsx';
import { EX_AUCTION, EX_INCOME, EX_LIQUIDATION, EX_MEETING, EX_SESSION } from './rules-examples-data.ts';

/*
 * What the example pages read out of the example data, the same for both languages: each figure picked by name,
 * so the Russian and English texts print the same numbers. A missing figure is an error in the data.
 */

type FirmId = CheckersExchange.FirmId;

function must<T>(v: T | undefined, what: string): T {
  if (v === undefined) throw new Error(`rules example: no ${what}`);
  return v;
}

function piecesText(p: CheckersExchange.Position): string {
  return must(typeof p.pieces === 'string' ? p.pieces : undefined, 'pieces');
}

/** A liquidation value ("585") as a number; the examples keep them whole. */
function whole(v: string | undefined): number {
  const n = Number(must(v, 'value'));
  if (!Number.isInteger(n)) throw new Error(`rules example: value ${v ?? ''} is not whole`);
  return n;
}

/** The figures of the five examples, by name. */
export function exampleParts() {
  const inc = must(EX_INCOME.facts.income?.[0], 'income');
  const pl = must(EX_INCOME.facts.plies?.[0], 'ply');
  const incomePieces = piecesText(EX_INCOME.position);
  const board = parsePieces(incomePieces);
  const dividends = EX_INCOME.facts.dividends ?? [];
  const held = (s: number) => EX_INCOME.position.seats?.[s]?.holdings?.[inc.firm] ?? 0;

  const auction = EX_AUCTION.facts.auction ?? [];
  const trades = EX_SESSION.facts.trades ?? [];
  const firm: FirmId = must(trades[0], 'trade').firm;
  const orders = (EX_SESSION.facts.orders ?? []).filter((o) => o.firm === firm);
  const seatOrders = orders.filter((o) => o.account !== 'gov');

  const me = must(EX_MEETING.facts.meetings?.[0], 'meeting');
  const votes = (a: number | FirmId) =>
    must(
      me.ballots.find((b) => b.account === a),
      `ballot of ${a}`,
    ).votes;

  const lf = EX_LIQUIDATION.facts;
  const lp = EX_LIQUIDATION.position;
  const liquidation = must(lf.liquidation, 'liquidation');
  const final = must(lf.final, 'final');
  const survivalW1 = must(
    lf.survival?.find((s) => s.firm === 'w1'),
    'survival of W1',
  );

  return {
    inc,
    pl,
    incomePieces,
    incomeFrom: must(pl.move.split(':')[0], 'start square'),
    capturedFirms: pl.captured.map(
      (sq) =>
        must(
          board.find((p) => p.sq === sq),
          `piece on ${sq}`,
        ).firm,
    ),
    incomeHolders: {
      anya: held(0),
      boris: held(1),
      w1: EX_INCOME.position.firms?.w1?.holdings?.[inc.firm] ?? 0,
      treasury: EX_INCOME.position.firms?.[inc.firm]?.holdings?.[inc.firm] ?? 0,
      gov: must(
        dividends.find((d) => d.account === 'gov'),
        'dividend of the State',
      ).shares,
    },
    div: {
      w1: must(
        dividends.find((d) => d.account === 'w1'),
        'dividend of W1',
      ),
    },
    au: {
      w3: must(
        auction.find((a) => a.firm === 'w3'),
        'auction of W3',
      ),
      b1: must(
        auction.find((a) => a.firm === 'b1'),
        'auction of B1',
      ),
    },
    se: {
      firm,
      stateAsk: must(
        orders.find((o) => o.account === 'gov'),
        'state ask',
      ),
      o: [0, 1, 2, 3].map((i) => must(seatOrders[i], `order ${i}`)) as [
        (typeof seatOrders)[number],
        (typeof seatOrders)[number],
        (typeof seatOrders)[number],
        (typeof seatOrders)[number],
      ],
      borisShares: EX_SESSION.position.seats?.[1]?.holdings?.[firm] ?? 0,
      close: must(EX_SESSION.facts.closes?.[firm], 'close'),
    },
    tr: [0, 1, 2].map((i) => must(trades[i], `trade ${i}`)) as [
      (typeof trades)[number],
      (typeof trades)[number],
      (typeof trades)[number],
    ],
    me,
    ba: { anya: votes(0), boris: votes(1), vera: votes(2), b1: votes('b1') },
    lq: {
      pieces: piecesText(lp),
      cash: { w1: lp.firms?.w1?.cash ?? 0, b1: lp.firms?.b1?.cash ?? 0 },
      w1HoldsB1: lp.firms?.w1?.holdings?.b1 ?? 0,
      holdings: {
        anya: lp.seats?.[0]?.holdings?.w1 ?? 0,
        boris: lp.seats?.[1]?.holdings?.b1 ?? 0,
        vera: lp.seats?.[2]?.holdings?.w1 ?? 0,
      },
      values: { w1: whole(liquidation.values.w1), b1: whole(liquidation.values.b1) },
      payouts: [0, 1, 2].map((s) => must(liquidation.payouts[s], `payout ${s}`)) as [number, number, number],
      gov: liquidation.gov,
      scores: [0, 1, 2].map((s) => must(final.scores[s], `score ${s}`)) as [number, number, number],
    },
    sv: { anyaStart: must(lf.snapshots[0]?.cash[0], 'starting cash'), anyaFee: survivalW1.fee },
  };
}
