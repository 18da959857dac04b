import { CheckersExchange } from '@birzha/engine';
import { useTranslation } from 'react-i18next';
import { FirmTag } from './firms-tag.tsx';
import { accountLabel, firmLabel } from './labels.ts';
import { tally, type LastMeeting, type SessionClosed } from './meeting-results.ts';
import type { FirmId } from './zone-props.ts';

/** The meeting requests of the last session close (spec 8.9): who called the meeting, whose requests lapsed. */
export function MeetingRequests({ close, name }: { close: SessionClosed | null; name: (s: number) => string }) {
  const { t } = useTranslation();
  if (close === null || (close.requests.length === 0 && close.lapsed.length === 0)) return null;
  return (
    <div className="ce-meeting__requests" data-testid="ce-meeting-requests">
      {close.requests.length > 0 && (
        <p>{t('checkers-exchange.status.meeting.requests', { names: close.requests.map(name).join(', ') })}</p>
      )}
      {close.lapsed.length > 0 && (
        <p className="muted">
          {t('checkers-exchange.status.meeting.lapsed', { names: close.lapsed.map(name).join(', ') })}
        </p>
      )}
    </div>
  );
}

/**
 * The newest meeting's outcome (spec 8.10, ballots revealed at the close): the directors it changed, then per firm
 * the ballots counted, never the holdings: the votes cast for each candidate out of all voting shares, the majority a
 * change needed, the votes not cast (the State's among them), and every ballot with its weight.
 */
export function MeetingResultsPanel({
  meeting,
  close,
  names,
  name,
  govShares,
}: {
  meeting: LastMeeting;
  close: SessionClosed | null;
  names: readonly string[];
  name: (s: number) => string;
  /** The State's shares of a firm (they do not move between a meeting and the next session, spec 8.10). */
  govShares: (firm: FirmId) => number;
}) {
  const { t } = useTranslation();
  return (
    <section
      className="zone panel ce-meeting ce-meeting__results"
      aria-labelledby="ce-meeting-results-title"
      data-testid="ce-meeting-results"
    >
      <h2 id="ce-meeting-results-title">{t('checkers-exchange.status.results.title')}</h2>
      <MeetingRequests close={close} name={name} />
      {meeting.changes.length === 0 ? (
        <p>{t('checkers-exchange.status.results.noChange')}</p>
      ) : (
        <ul data-testid="ce-meeting-changes">
          {meeting.changes.map((c) => (
            <li key={c.firm}>
              <strong>
                {t('checkers-exchange.status.results.changed', {
                  firm: firmLabel(c.firm),
                  from: name(c.from),
                  to: name(c.to),
                })}
              </strong>
            </li>
          ))}
        </ul>
      )}
      <ul className="ce-meeting__firms">
        {meeting.results.map((r) => (
          <li key={r.firm} data-firm={r.firm} data-testid={`ce-result-${r.firm}`}>
            <FirmTag firm={r.firm} />{' '}
            {r.elected === r.incumbent
              ? t('checkers-exchange.status.results.kept', { name: name(r.incumbent) })
              : t('checkers-exchange.status.results.elected', { name: name(r.elected) })}
            {r.ballots.length === 0 ? (
              <span className="muted"> · {t('checkers-exchange.status.results.noBallots')}</span>
            ) : (
              <ul>
                {tally(r).map((c) => (
                  <li key={c.candidate}>
                    {t('checkers-exchange.status.results.tally', {
                      name: name(c.candidate),
                      count: c.votes,
                      total: r.votingShares,
                    })}
                  </li>
                ))}
                <li className="muted">
                  {t('checkers-exchange.status.results.needed', {
                    needed: CheckersExchange.Reads.votesToElect(r.votingShares),
                  })}{' '}
                  {t('checkers-exchange.status.results.uncast', {
                    count: r.votingShares - r.ballots.reduce((n, b) => n + b.votes, 0),
                    gov: govShares(r.firm),
                  })}
                </li>
                {r.ballots.map((b) => (
                  <li key={String(b.account)} className="muted">
                    {t('checkers-exchange.status.results.ballot', {
                      account: accountLabel(b.account as CheckersExchange.Account, names, t),
                      votes: t('checkers-exchange.status.meeting.votes', { count: b.votes }),
                      name: name(b.candidate),
                    })}
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
