// Why Stockpile writes through a Draft rather than core/update.ts's copy-per-change helpers: one Stockpile move
// (a Movement's resolution, a round's start, the scoring) changes many fields of many seats, piles and the deck in
// one go, often the same array several times. Copying the path from the state down to each change (replaceAt,
// updateKey) would copy the same seat and list again for every write; the Draft copies each part once, on its first
// write, and mutates only its own copies, so states stay immutable and shared between versions all the same. A game
// whose moves change a few fields each (Checkers Exchange, Akcioner's trades) uses core/update.ts instead.
import type { Seat } from '../../core/game.ts';
import { createRng, type Rng, type RngState } from '../../core/rng.ts';
import type { CardId } from './cards.ts';
import type { CompanyId } from './companies.ts';
import type { InvestorId } from './config.ts';
import type {
  ByCompany,
  DemandState,
  Final,
  ForecastPair,
  Holding,
  Options,
  Phase,
  Pile,
  PileCard,
  Sale,
  SeatState,
  State,
} from './types.ts';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };
export type MCounts = Record<CompanyId, number>;
export interface MPile {
  cards: PileCard[];
  bid: Pile['bid'];
}

// Which parts of a seat this draft already owns (copied), one bit each.
const SEAT = 1;
const PORTFOLIO = 2;
const KNOWN = 4;
const KNOWN_BY = 8;
const HAND = 16;
const ACTIONS = 32;
const FEE_DEBT = 64;
const PAIRS = 128;
const POWERS = 256;
const INVESTORS = 512;
const OFFER = 1024;

function copyCounts(c: ByCompany<number>): MCounts {
  return {
    cosmic: c.cosmic,
    bottomline: c.bottomline,
    leading: c.leading,
    american: c.american,
    stanford: c.stanford,
    epic: c.epic,
  };
}

/**
 * The working copy of one `play` call. States are immutable and shared between versions, so a move copies only what
 * it changes, once (copy on first write), and `finish` assembles the new state around everything else unchanged.
 * Resolution code reads through the draft's fields and writes through its `*W` accessors.
 */
export class Draft {
  readonly players: number;
  readonly options: Options;
  readonly rounds: number;
  round: number;
  phase: Phase;
  step: number;
  firstPlayer: Seat;
  prices: ByCompany<number>;
  deck: readonly CardId[];
  investorDeck: readonly InvestorId[];
  piles: readonly Pile[];
  publicPairs: readonly ForecastPair[];
  hiddenPairs: readonly ForecastPair[];
  demand: DemandState | null;
  /** Read through this; it becomes the draft's own copy on the first write to any seat. */
  seats: readonly SeatState[];
  sales: readonly Sale[];
  resignOrder: readonly Seat[];
  final: Final | null;
  private rngState: RngState;
  private cursor: Rng | null = null;
  private owned: number[] | null = null;
  private pricesOwned = false;
  private deckOwned = false;
  private pilesOwned = false;
  /** Bit p: pile p is this draft's own copy. */
  private pileOwned = 0;

  constructor(s: State) {
    this.players = s.players;
    this.options = s.options;
    this.rounds = s.rounds;
    this.round = s.round;
    this.phase = s.phase;
    this.step = s.step;
    this.firstPlayer = s.firstPlayer;
    this.prices = s.prices;
    this.deck = s.deck;
    this.investorDeck = s.investorDeck;
    this.piles = s.piles;
    this.publicPairs = s.publicPairs;
    this.hiddenPairs = s.hiddenPairs;
    this.demand = s.demand;
    this.seats = s.seats;
    this.sales = s.sales;
    this.resignOrder = s.resignOrder;
    this.final = s.final;
    this.rngState = s.rng;
  }

  /** The seeded rng, advanced by everything drawn in this call. */
  rng(): Rng {
    return (this.cursor ??= createRng(this.rngState));
  }

  /** The seat at `k` in turn order (spec 2: order = firstPlayer, firstPlayer + 1, ...). */
  orderAt(k: number): Seat {
    return (this.firstPlayer + k) % this.players;
  }

  finish(): State {
    return {
      game: 'stockpile',
      rulesVersion: 1,
      players: this.players,
      options: this.options,
      rng: this.cursor === null ? this.rngState : this.cursor.save(),
      rounds: this.rounds,
      round: this.round,
      phase: this.phase,
      step: this.step,
      firstPlayer: this.firstPlayer,
      prices: this.prices,
      deck: this.deck,
      investorDeck: this.investorDeck,
      piles: this.piles,
      publicPairs: this.publicPairs,
      hiddenPairs: this.hiddenPairs,
      demand: this.demand,
      seats: this.seats,
      sales: this.sales,
      resignOrder: this.resignOrder,
      final: this.final,
    };
  }

  // --- seats -----------------------------------------------------------------------------------------------------

  private own(i: Seat, bit: number): Mutable<SeatState> | null {
    if (this.owned === null) {
      this.owned = new Array<number>(this.players).fill(0);
      this.seats = this.seats.slice();
    }
    const flags = this.owned[i] as number;
    if ((flags & SEAT) === 0) {
      const s = this.seats[i] as SeatState;
      (this.seats as SeatState[])[i] = {
        cash: s.cash,
        feeDebt: s.feeDebt,
        portfolio: s.portfolio,
        known: s.known,
        knownBy: s.knownBy,
        hand: s.hand,
        actions: s.actions,
        pairs: s.pairs,
        investorOffer: s.investorOffer,
        investors: s.investors,
        powersUsed: s.powersUsed,
        resigned: s.resigned,
      };
    }
    this.owned[i] = flags | SEAT | bit;
    return (flags & bit) === 0 || bit === 0 ? (this.seats[i] as Mutable<SeatState>) : null;
  }

  /** The seat, writable at its top level (cash, resigned, or whole fields replaced). */
  seatW(i: Seat): Mutable<SeatState> {
    this.own(i, 0);
    return this.seats[i] as Mutable<SeatState>;
  }

  /** Replaces one holding (holdings are shared between versions and never written in place). */
  setHolding(i: Seat, c: CompanyId, regular: number, split: number): void {
    const s = this.own(i, PORTFOLIO);
    if (s !== null) s.portfolio = { ...s.portfolio };
    ((this.seats[i] as SeatState).portfolio as Record<CompanyId, Holding>)[c] = { regular, split };
  }

  knownW(i: Seat): MCounts {
    const s = this.own(i, KNOWN);
    if (s !== null) s.known = copyCounts(s.known);
    return (this.seats[i] as SeatState).known as MCounts;
  }

  knownByW(i: Seat): MCounts[] {
    const s = this.own(i, KNOWN_BY);
    if (s !== null) s.knownBy = s.knownBy.map(copyCounts);
    return (this.seats[i] as SeatState).knownBy as MCounts[];
  }

  handW(i: Seat): CardId[] {
    const s = this.own(i, HAND);
    if (s !== null) s.hand = s.hand.slice();
    return (this.seats[i] as SeatState).hand as CardId[];
  }

  actionsW(i: Seat): CardId[] {
    const s = this.own(i, ACTIONS);
    if (s !== null) s.actions = s.actions.slice();
    return (this.seats[i] as SeatState).actions as CardId[];
  }

  feeDebtW(i: Seat): number[] {
    const s = this.own(i, FEE_DEBT);
    if (s !== null) s.feeDebt = s.feeDebt.slice();
    return (this.seats[i] as SeatState).feeDebt as number[];
  }

  pairsW(i: Seat): ForecastPair[] {
    const s = this.own(i, PAIRS);
    if (s !== null) s.pairs = s.pairs.slice();
    return (this.seats[i] as SeatState).pairs as ForecastPair[];
  }

  powersUsedW(i: Seat): InvestorId[] {
    const s = this.own(i, POWERS);
    if (s !== null) s.powersUsed = s.powersUsed.slice();
    return (this.seats[i] as SeatState).powersUsed as InvestorId[];
  }

  investorsW(i: Seat): InvestorId[] {
    const s = this.own(i, INVESTORS);
    if (s !== null) s.investors = s.investors.slice();
    return (this.seats[i] as SeatState).investors as InvestorId[];
  }

  investorOfferW(i: Seat): InvestorId[] {
    const s = this.own(i, OFFER);
    if (s !== null) s.investorOffer = s.investorOffer.slice();
    return (this.seats[i] as SeatState).investorOffer as InvestorId[];
  }

  // --- board -----------------------------------------------------------------------------------------------------

  pricesW(): MCounts {
    if (!this.pricesOwned) {
      this.prices = copyCounts(this.prices);
      this.pricesOwned = true;
    }
    return this.prices as MCounts;
  }

  deckW(): CardId[] {
    if (!this.deckOwned) {
      this.deck = this.deck.slice();
      this.deckOwned = true;
    }
    return this.deck as CardId[];
  }

  /** The top card of the deck, removed (spec 8.1: the deck cannot run out). */
  draw(): CardId {
    const deck = this.deckW();
    const card = deck.shift();
    if (card === undefined) throw new Error('the market deck ran out');
    return card;
  }

  /** The top `k` cards of the deck, removed, in order. */
  drawMany(k: number): CardId[] {
    if (k > this.deck.length) throw new Error('the market deck ran out');
    const top = this.deck.slice(0, k);
    this.deck = this.deck.slice(k);
    this.deckOwned = true;
    return top;
  }

  /** Replaces every pile (round start, resolution). */
  setPiles(piles: Pile[]): void {
    this.piles = piles;
    this.pilesOwned = true;
    this.pileOwned = 0;
  }

  /** Replaces a pile's bid, its cards shared. */
  setBid(p: number, bid: Pile['bid']): void {
    if (!this.pilesOwned) {
      this.piles = this.piles.slice();
      this.pilesOwned = true;
    }
    const piles = this.piles as Pile[];
    const pile = piles[p] as Pile;
    if ((this.pileOwned & (1 << p)) !== 0) (pile as MPile).bid = bid;
    else piles[p] = { cards: pile.cards, bid };
  }

  pileW(p: number): MPile {
    if (!this.pilesOwned) {
      this.piles = this.piles.slice();
      this.pilesOwned = true;
    }
    const piles = this.piles as Pile[];
    if ((this.pileOwned & (1 << p)) === 0) {
      const pile = piles[p] as Pile;
      piles[p] = { cards: pile.cards.slice(), bid: pile.bid };
      this.pileOwned |= 1 << p;
    }
    return piles[p] as MPile;
  }
}
