/**
 * Spec 7.2's checks of `nominate` and `vote` for one seat's turn in a meeting, counting the turn's own nominations
 * (a vote may go to a nominee the same turn named).
 */
import { CheckersExchange, type Seat } from '@birzha/engine';

type View = CheckersExchange.View;
type FirmId = CheckersExchange.FirmId;

const { FIRMS } = CheckersExchange;
const R = CheckersExchange.Reads;

/** A vote as the move says it (spec 7.1). */
export interface VoteMove {
  readonly type: 'vote';
  readonly firm: FirmId;
  readonly account: 'me' | FirmId;
  readonly candidate: Seat;
}

/** A nomination as the move says it (spec 7.1). */
export interface NominateMove {
  readonly type: 'nominate';
  readonly firm: FirmId;
  readonly candidate: Seat;
}

/** The meeting's candidates as the seat's turn goes on. */
export class BallotBox {
  private readonly nominees = new Map<FirmId, Seat[]>();

  constructor(
    readonly view: View,
    readonly seat: Seat,
  ) {
    for (const f of FIRMS) this.nominees.set(f, [...view.nominees[f]]);
  }

  /** The accounts the seat votes with, as the move names them: 'me' first, then directed firms (spec 7.4). */
  accounts(): ('me' | FirmId)[] {
    return R.controlledAccounts(this.view, this.seat).map((a) => (typeof a === 'number' ? 'me' : a));
  }

  /** Votes of one of the seat's accounts in `firm` (spec 4 votesOf). */
  votes(account: 'me' | FirmId, firm: FirmId): number {
    return R.votesOf(this.view, account === 'me' ? this.seat : account, firm);
  }

  /** Every vote the seat casts in `firm` through the accounts it controls. */
  controlledVotes(firm: FirmId): number {
    return this.accounts().reduce((n, a) => n + this.votes(a, firm), 0);
  }

  /** The incumbent first, then the nominees in order. */
  candidates(firm: FirmId): Seat[] {
    return [this.view.firms[firm].director, ...(this.nominees.get(firm) ?? [])];
  }

  /** spec 7.2 `nominate`: BAD_TARGET, NO_VOTE, ALREADY_NOMINATED. */
  canNominate(firm: FirmId, candidate: Seat): boolean {
    if (!Number.isInteger(candidate) || candidate < 0 || candidate >= this.view.players) return false;
    if (!R.isActive(this.view, candidate)) return false;
    if (this.controlledVotes(firm) === 0) return false;
    return !this.candidates(firm).includes(candidate);
  }

  /** Records a nomination that canNominate accepted and returns its move; undefined otherwise. */
  nominate(firm: FirmId, candidate: Seat): NominateMove | undefined {
    if (!this.canNominate(firm, candidate)) return undefined;
    this.nominees.get(firm)!.push(candidate);
    return { type: 'nominate', firm, candidate };
  }

  /** spec 7.2 `vote`: NOT_DIRECTOR, NO_VOTE, NOT_A_CANDIDATE. */
  canVote(firm: FirmId, account: 'me' | FirmId, candidate: Seat): boolean {
    if (!this.accounts().includes(account)) return false;
    return this.votes(account, firm) > 0 && this.candidates(firm).includes(candidate);
  }

  /** A vote that canVote accepts; undefined otherwise. */
  vote(firm: FirmId, account: 'me' | FirmId, candidate: Seat): VoteMove | undefined {
    return this.canVote(firm, account, candidate) ? { type: 'vote', firm, account, candidate } : undefined;
  }
}
