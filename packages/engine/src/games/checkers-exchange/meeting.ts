/** Shareholders' meetings: nominations, ballots and elections (spec 8.10 steps 1-4). */
import type { Seat } from '../../core/game.ts';
import { ok, type Result } from '../../core/result.ts';
import type { Violation } from './codes.ts';
import { replaceAt, updateKey } from '../../core/update.ts';
import { byFirm, controller, isActive, isSeat, votesOf, votingShares, type Ledger } from './accounts.ts';
import { FIRMS, type FirmId } from './config.ts';
import type { Ballot, Event, FirmState, MoveOf, State, Step } from './types.ts';

/** The fewest votes that replace a director: more than half of all voting shares (spec 8.10 step 2: half fails). */
export function votesToElect(votingShares: number): number {
  return Math.floor(votingShares / 2) + 1;
}

/**
 * What the checks of `nominate` and `vote` read: a view has it too (the nominees are public, and a seat's own ballots
 * are all these checks ask about), so the meeting panel offers exactly the moves the engine takes.
 */
export interface MeetingLedger extends Ledger {
  readonly nominees: State['nominees'];
}

/** Whether the seat has a vote in `firm` itself or through a firm it directs (7.2 `nominate` NO_VOTE). */
function hasVote(state: Ledger, seat: Seat, firm: FirmId): boolean {
  if (votesOf(state, seat, firm) > 0) return true;
  return FIRMS.some((d) => state.firms[d].director === seat && votesOf(state, d, firm) > 0);
}

/** Own checks of `nominate` in spec 7.2 order (BAD_TARGET, NO_VOTE, ALREADY_NOMINATED); null when legal. */
export function nominateViolation(state: MeetingLedger, seat: Seat, firm: FirmId, candidate: Seat): Violation | null {
  if (!isSeat(state, candidate) || !isActive(state, candidate)) return { code: 'BAD_TARGET', detail: { candidate } };
  if (!hasVote(state, seat, firm)) return { code: 'NO_VOTE', detail: { firm } };
  if (candidate === state.firms[firm].director || state.nominees[firm].includes(candidate))
    return { code: 'ALREADY_NOMINATED', detail: { firm, candidate } };
  return null;
}

/** `nominate` after the generic checks; appends to `nominees[firm]` (7.3). */
export function playNominate(state: State, seat: Seat, move: MoveOf<'nominate'>): Result<Step> {
  const { firm, candidate } = move;
  const v = nominateViolation(state, seat, firm, candidate);
  if (v !== null) return { ok: false, error: v };
  return ok({
    state: { ...state, nominees: updateKey(state.nominees, firm, (n) => [...n, candidate]) },
    events: [{ type: 'nominated', firm, candidate, by: seat }],
  });
}

/** Own checks of `vote` in spec 7.2 order (NOT_DIRECTOR, NO_VOTE, NOT_A_CANDIDATE); null when legal. */
export function voteViolation(
  state: MeetingLedger,
  seat: Seat,
  firm: FirmId,
  account: 'me' | FirmId,
  candidate: Seat | null,
): Violation | null {
  if (account !== 'me' && state.firms[account].director !== seat)
    return { code: 'NOT_DIRECTOR', detail: { firm: account } };
  if (votesOf(state, account === 'me' ? seat : account, firm) === 0) return { code: 'NO_VOTE', detail: { firm } };
  if (candidate !== null && candidate !== state.firms[firm].director && !state.nominees[firm].includes(candidate))
    return { code: 'NOT_A_CANDIDATE', detail: { firm, candidate } };
  return null;
}

/** `vote` after the generic checks: the ballot of (firm, account) is replaced in place, or removed by null (14.1.2). */
export function playVote(state: State, seat: Seat, move: MoveOf<'vote'>): Result<Step> {
  const { firm, candidate } = move;
  const v = voteViolation(state, seat, firm, move.account, candidate);
  if (v !== null) return { ok: false, error: v };
  const account = move.account === 'me' ? seat : move.account;
  const at = state.ballots.findIndex((b) => b.firm === firm && b.account === account);
  let ballots: readonly Ballot[];
  if (candidate === null) ballots = at < 0 ? state.ballots : state.ballots.filter((_, i) => i !== at);
  else if (at < 0) ballots = [...state.ballots, { firm, account, candidate }];
  else ballots = replaceAt(state.ballots, at, { firm, account, candidate });
  return ok({
    state: { ...state, ballots },
    events: [{ type: 'voteCast', firm, account, candidate, votes: votesOf(state, account, firm) }],
  });
}

/** Spec 8.10 steps 1-4: tallies, `meetingResult`s, director changes (tokens voided), nominees and ballots emptied. */
export function closeMeeting(step: Step): Step {
  const { state } = step;
  const events: Event[] = [...step.events];
  const changes: { firm: FirmId; to: Seat }[] = [];
  for (const firm of FIRMS) {
    // spec 8.10 steps 1-2: every election uses the directors of the meeting's start
    const incumbent = state.firms[firm].director;
    const V = votingShares(state, firm);
    const ballots = state.ballots
      .filter((b) => b.firm === firm)
      .map((b) => ({ account: b.account, candidate: b.candidate, votes: votesOf(state, b.account, firm) }));
    const tally = new Map<Seat, number>();
    for (const b of ballots) tally.set(b.candidate, (tally.get(b.candidate) ?? 0) + b.votes);
    let elected = incumbent;
    // more than half of all voting shares: the abstaining state's and uncast votes count against (14 #18)
    for (const [c, votes] of tally) if (c !== incumbent && votes >= votesToElect(V)) elected = c;
    events.push({ type: 'meetingResult', firm, incumbent, votingShares: V, ballots, elected });
    if (elected !== incumbent) changes.push({ firm, to: elected });
  }
  // spec 8.10 step 3: in firm order, the new director, the token voided, then `directorChanged`
  const firms: Record<FirmId, FirmState> = { ...state.firms };
  for (const { firm, to } of changes) {
    const f = firms[firm];
    if (f.token !== null)
      events.push({ type: 'tokenCleared', firm, holder: f.token.holder, reason: 'directorChanged' });
    events.push({ type: 'directorChanged', firm, from: f.director, to });
    firms[firm] = { ...f, director: to, token: null };
  }
  return { state: { ...state, firms, nominees: byFirm(() => []), ballots: [] }, events };
}

/** Spec 8.12 step 2 for a meeting: the seat leaves every nominee list; ballots for it and of its accounts go. */
export function dropFromMeeting(state: State, seat: Seat): State {
  return {
    ...state,
    nominees: byFirm((f) => state.nominees[f].filter((s) => s !== seat)),
    ballots: state.ballots.filter((b) => b.candidate !== seat && controller(state, b.account) !== seat),
  };
}
