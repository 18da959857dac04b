import { CheckersExchange } from '@birzha/engine';
import { useTranslation } from 'react-i18next';
import { FirmTag } from './firms-tag.tsx';
import { firmLabel, FIRM_HUES } from './labels.ts';
import type { FirmId, Move, View } from './zone-props.ts';

const { Reads } = CheckersExchange;

/** An account I control with votes in a firm (spec 4 `votesOf`): me, or a firm I direct. */
export interface MyVote {
  readonly account: number | FirmId;
  readonly votes: number;
}

/** My accounts with votes in `firm`, own first (spec 7.4's order). */
export function myVotes(view: View, seat: number | null, firm: FirmId): MyVote[] {
  if (seat === null) return [];
  return Reads.controlledAccounts(view, seat)
    .map((account) => ({ account, votes: Reads.votesOf(view, account, firm) }))
    .filter((v) => v.votes > 0);
}

/** The seats I may nominate in `firm`: those the engine's `nominate` check takes from me (spec 7.2). */
export function nominable(view: View, seat: number | null, firm: FirmId): number[] {
  if (seat === null) return [];
  const seats = Array.from({ length: view.players }, (_, s) => s);
  return seats.filter((c) => Reads.nominateViolation(view, seat, firm, c) === null);
}

/** Whether the engine's `vote` check takes this ballot from me (spec 7.2; a null candidate withdraws it). */
const mayVote = (view: View, seat: number, firm: FirmId, account: 'me' | FirmId, candidate: number | null) =>
  Reads.voteViolation(view, seat, firm, account, candidate) === null;

/**
 * One firm's election: the incumbent and the nominees, the voting shares and the majority needed (the State never
 * votes, so its shares, counted among the voting ones, stand against a change), my ballots (how many of my votes are
 * cast, and per account I control whom it votes for, with a button per candidate), and a nomination when I have a
 * vote. Only my own ballots are known until the close (spec 10): nothing here counts anyone else's. `act` is null
 * when this viewer cannot act.
 */
export function MeetingFirm({
  view,
  seat,
  firm,
  name,
  act,
}: {
  view: View;
  seat: number | null;
  firm: FirmId;
  name: (s: number) => string;
  act: ((moves: readonly Move[]) => void) | null;
}) {
  const { t } = useTranslation();
  const incumbent = view.firms[firm].director;
  const nominees = view.nominees[firm];
  const candidates = [incumbent, ...nominees];
  const voting = Reads.votingShares(view, firm);
  const mine = myVotes(view, seat, firm);
  const open = act !== null ? nominable(view, seat, firm) : [];
  const key = (a: number | FirmId) => (typeof a === 'number' ? 'me' : a);
  const accountName = (a: number | FirmId) =>
    typeof a === 'number' ? t('checkers-exchange.status.meeting.myAccount') : firmLabel(a);
  const ballotOf = (a: number | FirmId) => view.ballots.find((b) => b.firm === firm && b.account === a);
  const gov = view.gov.holdings[firm];
  return (
    <li className="ce-meeting__firm" style={{ borderLeftColor: FIRM_HUES[firm] }} data-firm={firm}>
      <h4>
        <FirmTag firm={firm} />
      </h4>
      <p>{t('checkers-exchange.status.meeting.incumbent', { name: name(incumbent) })}</p>
      <p data-testid={`ce-nominees-${firm}`}>
        {nominees.length === 0
          ? t('checkers-exchange.status.meeting.noNominees')
          : t('checkers-exchange.status.meeting.nominees', { names: nominees.map(name).join(', ') })}
      </p>
      <p className="muted" data-testid={`ce-voting-${firm}`}>
        {t('checkers-exchange.status.meeting.votingShares', {
          count: voting,
          needed: CheckersExchange.Reads.votesToElect(voting),
        })}
        {gov > 0 && <> {t('checkers-exchange.status.meeting.abstains', { count: gov })}</>}
      </p>
      {mine.length > 0 && (
        <fieldset className="ce-meeting__vote" data-testid={`ce-vote-${firm}`}>
          <legend data-testid={`ce-my-votes-${firm}`}>
            {t('checkers-exchange.status.meeting.myVotes', {
              cast: mine.reduce((a, v) => a + (ballotOf(v.account) === undefined ? 0 : v.votes), 0),
              count: mine.reduce((a, v) => a + v.votes, 0),
            })}
          </legend>
          {mine.map(({ account, votes }) => {
            const ballot = ballotOf(account);
            const label = t('checkers-exchange.status.meeting.account', {
              account: accountName(account),
              votes: t('checkers-exchange.status.meeting.votes', { count: votes }),
            });
            return (
              <div key={key(account)} className="row" role="group" aria-label={label}>
                <span>{label}:</span>
                <span className="muted" data-testid={`ce-ballot-${firm}-${key(account)}`}>
                  {ballot === undefined
                    ? t('checkers-exchange.status.meeting.noBallot')
                    : t('checkers-exchange.status.meeting.votedFor', { name: name(ballot.candidate) })}
                </span>
                {act !== null && seat !== null && (
                  <>
                    {candidates
                      .filter((c) => mayVote(view, seat, firm, key(account), c))
                      .map((c) => (
                        <button
                          key={c}
                          type="button"
                          className={`btn btn--small${ballot?.candidate === c ? ' btn--primary' : ''}`}
                          aria-pressed={ballot?.candidate === c}
                          data-testid={`ce-vote-${firm}-${key(account)}-${c}`}
                          onClick={() => act([{ type: 'vote', firm, account: key(account), candidate: c }])}
                        >
                          {t('checkers-exchange.status.meeting.voteFor', { name: name(c) })}
                        </button>
                      ))}
                    {ballot !== undefined && mayVote(view, seat, firm, key(account), null) && (
                      <button
                        type="button"
                        className="btn btn--small"
                        data-testid={`ce-vote-${firm}-${key(account)}-withdraw`}
                        onClick={() => act([{ type: 'vote', firm, account: key(account), candidate: null }])}
                      >
                        {t('checkers-exchange.status.meeting.withdraw')}
                      </button>
                    )}
                  </>
                )}
              </div>
            );
          })}
        </fieldset>
      )}
      {mine.length === 0 && seat !== null && <p className="muted">{t('checkers-exchange.status.meeting.noVotes')}</p>}
      {act !== null && open.length > 0 && <NominateRow firm={firm} seat={seat} open={open} name={name} act={act} />}
    </li>
  );
}

/** A candidate to nominate in one firm (me first when I may be) and the button that does it. */
function NominateRow({
  firm,
  seat,
  open,
  name,
  act,
}: {
  firm: FirmId;
  seat: number | null;
  open: readonly number[];
  name: (s: number) => string;
  act: (moves: readonly Move[]) => void;
}) {
  const { t } = useTranslation();
  const ordered = seat !== null && open.includes(seat) ? [seat, ...open.filter((s) => s !== seat)] : [...open];
  const selectId = `ce-nominate-${firm}-candidate`;
  return (
    <form
      className="row"
      onSubmit={(e) => {
        e.preventDefault();
        const select = e.currentTarget.elements.namedItem('candidate') as HTMLSelectElement | null;
        act([{ type: 'nominate', firm, candidate: Number(select?.value ?? ordered[0]) }]);
      }}
    >
      <label htmlFor={selectId}>{t('checkers-exchange.status.meeting.candidate', { firm: firmLabel(firm) })}</label>
      <select id={selectId} name="candidate" data-testid={selectId} defaultValue={ordered[0]}>
        {ordered.map((s) => (
          <option key={s} value={s}>
            {name(s)}
          </option>
        ))}
      </select>
      <button type="submit" className="btn btn--small" data-testid={`ce-nominate-${firm}`}>
        {t('checkers-exchange.status.meeting.nominate')}
      </button>
    </form>
  );
}
