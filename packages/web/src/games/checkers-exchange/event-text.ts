import { CheckersExchange } from '@birzha/engine';
import type { TFunction } from 'i18next';
import { capturedText, cr, fractionText, joinWords, num, piecesText } from './event-text-parts.ts';
import { accountLabel, firmLabel } from './labels.ts';

type Event = CheckersExchange.Event;
type Account = CheckersExchange.Account;
const { FIRMS } = CheckersExchange;
const K = 'checkers-exchange.log';

export interface EventTextContext {
  readonly t: TFunction;
  /** A display name per seat. */
  readonly names: readonly string[];
  /** The firm's director when the event happened (a token given to the director takes the move back, 7.3). */
  readonly directorOf: (firm: CheckersExchange.FirmId) => number | undefined;
  /**
   * A turn-based table (issue 25): the time banks and phase deadlines time every stage, and the timing the server
   * switched on for the stages' timeout moves is not the table's, so the start does not name it.
   */
  readonly turnBased?: boolean | undefined;
}

/**
 * Events the log leaves out on purpose: a stage opening is the part's heading, the firm to move is said by its ply,
 * and the ready flags are shown live by the phase banner (spec 6.1: they carry no decision).
 */
export const QUIET_EVENTS: ReadonlySet<CheckersExchange.EventType> = new Set([
  'stageOpened',
  'firmToMove',
  'readyChanged',
]);

const BOARD_REASON = {
  noMoves: 'noMoves',
  '7.2.3': 'r723',
  '7.2.4': 'r724',
  '7.2.5': 'r725',
  '7.2.6': 'r726',
  '7.2.7': 'r727',
  '7.2.8': 'r728',
} as const;

/**
 * One line of the match log for an event (every event type of spec 9), or null for a quiet one (QUIET_EVENTS). A line
 * starts with a capital also when it starts with an anonymous owner ("Аноним: …", spec 10).
 */
export function eventText(e: Event, ctx: EventTextContext): string | null {
  const text = words(e, ctx);
  return text === null ? null : text.charAt(0).toLocaleUpperCase() + text.slice(1);
}

function words(e: Event, ctx: EventTextContext): string | null {
  const { t, names } = ctx;
  const name = (seat: number) => names[seat] ?? `#${seat + 1}`;
  const who = (a: Account | null) => accountLabel(a, names, t);
  const firm = firmLabel;
  const money = (n: number) => cr(n, t);
  const sep = t(`${K}.sep`);
  switch (e.type) {
    case 'stageOpened':
    case 'firmToMove':
    case 'readyChanged':
      return null;
    case 'gameStarted': {
      const directors = FIRMS.map((f) => t(`${K}.director`, { firm: firm(f), name: name(e.directors[f]) })).join(sep);
      if (ctx.turnBased === true) return t(`${K}.gameStartedTurns`, { players: e.players, years: e.years, directors });
      return t(`${K}.gameStarted`, {
        players: e.players,
        years: e.years,
        timing: t(`checkers-exchange.options.timingName.${e.timing}`),
        directors,
      });
    }
    case 'plyPlayed': {
      const values = { firm: firm(e.firm), name: e.by === null ? '' : name(e.by), move: e.move };
      const head =
        e.auto === 'timeout'
          ? t(`${K}.plyTimeout`, values)
          : e.auto === 'resigned' || e.by === null
            ? t(`${K}.plyResigned`, values)
            : t(`${K}.ply`, values);
      const tail = [
        ...(e.captured.length > 0 ? [capturedText(e.captured, t)] : []),
        ...(e.promoted ? [t(`${K}.promoted`)] : []),
        ...(e.income > 0 ? [`+${money(e.income)}`] : []),
      ];
      return [head, ...tail].join(sep);
    }
    case 'boardEnded': {
      const reason = t(`${K}.boardReason.${BOARD_REASON[e.reason]}`);
      return e.winner === null
        ? t(`${K}.boardDrawn`, { reason })
        : t(`${K}.boardWon`, { reason, color: t(`checkers-exchange.game.color.${e.winner}`) });
    }
    case 'tokenIssued': {
      const director = ctx.directorOf(e.firm);
      const values = { firm: firm(e.firm), director: director === undefined ? '' : name(director) };
      if (director === e.to) return t(`${K}.tokenBack`, values);
      return t(e.scope === 'ply' ? `${K}.tokenPly` : `${K}.tokenYear`, { ...values, name: name(e.to), year: e.year });
    }
    case 'tokenCleared':
      return t(`${K}.tokenCleared.${e.reason}`, { firm: firm(e.firm), name: name(e.holder) });
    case 'transferred':
      return t(`${K}.transferred`, { from: name(e.from), to: name(e.to), amount: money(e.amount) });
    case 'bidPlaced':
      return t(`${K}.bidPlaced`, {
        name: name(e.seat),
        id: e.id,
        shares: t('checkers-exchange.game.shares', { count: e.qty }),
        firm: firm(e.firm),
        price: money(e.price),
      });
    case 'bidCancelled':
      return t(`${K}.bidCancelled.${e.reason}`, { name: name(e.seat), id: e.id });
    case 'auctionCleared':
      if (e.price === null || e.sold === 0) return t(`${K}.auctionNone`, { firm: firm(e.firm) });
      return t(`${K}.auctionSold`, {
        firm: firm(e.firm),
        sold: e.sold,
        shares: t('checkers-exchange.game.shares', { count: e.sold }),
        price: money(e.price),
        fills: [...byBuyer(e.fills)].map(([s, qty]) => t(`${K}.fill`, { name: name(s), count: qty })).join(sep),
      });
    case 'yearIncome':
      return t(`${K}.yearIncome`, {
        firm: firm(e.firm),
        gross: money(e.gross),
        captures: piecesText(e.captures.men, e.captures.kings, t),
        tax: money(e.tax),
        director: name(e.director),
        fee: money(e.fee),
        perShare: money(e.perShare),
        pool: money(e.pool),
        retained: money(e.retained),
      });
    case 'dividendPaid':
      return t(`${K}.dividendPaid`, {
        account: who(e.account),
        firm: firm(e.firm),
        amount: money(e.amount),
        shares: t(`${K}.sharesAcc`, { count: e.shares }),
      });
    case 'orderPlaced': {
      const values = {
        who: who(e.account),
        id: e.id,
        shares: t(`${K}.sharesAcc`, { count: e.qty }),
        firm: firm(e.firm),
        price: money(e.limit),
      };
      if (e.account === 'gov' && e.side === 'sell') return t(`${K}.govAsk`, values);
      return t(`${K}.orderPlaced`, { ...values, side: t(`${K}.${e.side}`) });
    }
    case 'trade': {
      const values = { firm: firm(e.firm), qty: e.qty, price: money(e.price) };
      if (e.buyer === null && e.seller === null) return t(`${K}.trade`, values);
      return t(`${K}.tradeParties`, { ...values, buyer: who(e.buyer), seller: who(e.seller) });
    }
    case 'orderCancelled':
      return t(`${K}.orderCancelled.${e.reason}`, {
        who: who(e.account),
        id: e.id,
        remaining: t('checkers-exchange.game.shares', { count: e.remaining }),
      });
    case 'meetingRequested':
      return t(`${K}.meetingRequested`, { name: name(e.seat) });
    case 'sessionClosed':
      return sessionClosedText(e, ctx);
    case 'nominated':
      return e.by === e.candidate
        ? t(`${K}.nominatedSelf`, { firm: firm(e.firm), by: name(e.by) })
        : t(`${K}.nominated`, { firm: firm(e.firm), by: name(e.by), candidate: name(e.candidate) });
    case 'voteCast':
      return e.candidate === null
        ? t(`${K}.voteWithdrawn`, { firm: firm(e.firm), account: who(e.account) })
        : t(`${K}.voteCast`, {
            firm: firm(e.firm),
            account: who(e.account),
            candidate: name(e.candidate),
            votes: t(`${K}.votes`, { count: e.votes }),
          });
    case 'meetingResult':
      return meetingResultText(e, ctx);
    case 'directorChanged':
      return t(`${K}.directorChanged`, { firm: firm(e.firm), to: name(e.to), from: name(e.from) });
    case 'taxPaid':
      return t(`${K}.taxPaid`, { firm: firm(e.firm), amount: money(e.amount) });
    case 'yearEnded':
      return t(`${K}.yearEnded`, { year: e.year });
    case 'seatResigned':
      return t(`${K}.seatResigned`, { name: name(e.seat) });
    case 'survivalIncome': {
      const pieces = piecesText(e.men, e.kings, t);
      if (e.gross > 0)
        return t(`${K}.survivalIncome`, {
          firm: firm(e.firm),
          pieces,
          gross: money(e.gross),
          tax: money(e.tax),
          director: name(e.director),
          fee: money(e.fee),
          net: money(e.net),
        });
      return t(pieces === '' ? `${K}.survivalNone` : `${K}.survivalLost`, { firm: firm(e.firm), pieces });
    }
    case 'liquidation':
      return t(`${K}.liquidation`, {
        values: FIRMS.map((f) => t(`${K}.valueItem`, { firm: firm(f), value: fractionText(e.values[f], t) })).join(sep),
        payouts: e.payouts.map((p, s) => t(`${K}.score`, { name: name(s), amount: money(p) })).join(sep),
        gov: money(e.gov),
      });
    case 'gameEnded': {
      const first = e.ranking[0] ?? [];
      const scores = e.ranking
        .flat()
        .map((s) => t(`${K}.score`, { name: name(s), amount: money(e.scores[s] ?? 0) }))
        .join(sep);
      const values = { reason: t(`${K}.endReason.${e.reason}`), names: joinWords(first.map(name), t), scores };
      return t(first.length > 1 ? `${K}.gameDrawn` : `${K}.gameWon`, values);
    }
  }
}

/** Shares bought per seat at the auction, in the order of their first fill (a seat may win with several bids). */
function byBuyer(fills: readonly CheckersExchange.Fill[]): Map<number, number> {
  const out = new Map<number, number>();
  for (const f of fills) out.set(f.seat, (out.get(f.seat) ?? 0) + f.qty);
  return out;
}

/** The session's close: every price, then every trade with both parties revealed, then the meeting requests (8.9). */
function sessionClosedText(e: Extract<Event, { type: 'sessionClosed' }>, ctx: EventTextContext): string {
  const { t, names } = ctx;
  const sep = t(`${K}.sep`);
  const who = (a: Account) => accountLabel(a, names, t);
  const listNames = (seats: readonly number[]) =>
    joinWords(
      seats.map((s) => names[s] ?? `#${s + 1}`),
      t,
    );
  const closes = FIRMS.map((f) => t(`${K}.closeItem`, { firm: firmLabel(f), price: num(e.close[f], t) })).join(sep);
  const trades = e.trades.map((x) =>
    t(`${K}.tradeItem`, {
      firm: firmLabel(x.firm),
      qty: x.qty,
      price: cr(x.price, t),
      seller: who(x.seller),
      buyer: who(x.buyer),
    }),
  );
  return [
    t(`${K}.sessionClosed`, { year: e.year, closes }),
    trades.length === 0 ? t(`${K}.sessionNoTrades`) : t(`${K}.sessionTrades`, { trades: trades.join('; ') }),
    ...(e.requests.length > 0 ? [t(`${K}.sessionRequests`, { names: listNames(e.requests) })] : []),
    ...(e.lapsed.length > 0 ? [t(`${K}.sessionLapsed`, { names: listNames(e.lapsed) })] : []),
  ].join(' ');
}

/** A meeting's result with its tally per candidate, most votes first (8.10: more than half of all voting shares). */
function meetingResultText(e: Extract<Event, { type: 'meetingResult' }>, ctx: EventTextContext): string {
  const { t, names } = ctx;
  const name = (seat: number) => names[seat] ?? `#${seat + 1}`;
  const totals = new Map<number, number>();
  for (const b of e.ballots) totals.set(b.candidate, (totals.get(b.candidate) ?? 0) + b.votes);
  const firm = firmLabel(e.firm);
  if (e.elected !== e.incumbent) {
    const tally = t(`${K}.ofVotes`, { votes: totals.get(e.elected) ?? 0, count: e.votingShares });
    return t(`${K}.elected`, { firm, name: name(e.elected), tally });
  }
  const list = [...totals]
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .map(([seat, votes]) => t(`${K}.tallyItem`, { name: name(seat), votes }))
    .join(t(`${K}.sep`));
  const tally = list === '' ? t(`${K}.noBallots`) : t(`${K}.tally`, { count: e.votingShares, list });
  return t(`${K}.kept`, { firm, name: name(e.incumbent), tally });
}

/** Every event type (spec 9), for tests that each has words or is quiet on purpose. */
export const EVENT_TYPES: readonly CheckersExchange.EventType[] = [
  'gameStarted',
  'stageOpened',
  'firmToMove',
  'plyPlayed',
  'boardEnded',
  'tokenIssued',
  'tokenCleared',
  'transferred',
  'bidPlaced',
  'bidCancelled',
  'auctionCleared',
  'yearIncome',
  'dividendPaid',
  'orderPlaced',
  'trade',
  'orderCancelled',
  'readyChanged',
  'meetingRequested',
  'sessionClosed',
  'nominated',
  'voteCast',
  'meetingResult',
  'directorChanged',
  'taxPaid',
  'yearEnded',
  'seatResigned',
  'survivalIncome',
  'liquidation',
  'gameEnded',
];
