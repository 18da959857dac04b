import { Akcioner } from '@birzha/engine';
import { useTranslation } from 'react-i18next';
import { GridHead } from '../../table/grid-head.tsx';
import { SeatBadge } from '../../table/seat-badge.tsx';
import { currentLang } from '../../i18n/index.ts';
import { Countdown } from '../../ui/countdown.tsx';
import { numberText } from '../../ui/numbers.ts';
import { useNarrow } from '../../ui/use-narrow.ts';
import { ColorChip } from './color-chip.tsx';
import { COLORS } from './colors.ts';
import type { ComposerStage } from './compose.ts';
import { HelpHead } from '../../table/help-link.tsx';
import { ZoneHelp } from './zone-help.ts';

/** Zone 2: every player's shares, cash, capital, cards left and status in order of play; the mover and the clock. */
export function AccountsZone({
  view,
  names,
  deadline,
  myStage = null,
}: {
  view: Akcioner.View;
  names: readonly string[];
  deadline: number | null;
  /** The stage I am composing on my turn (my badge follows it), else null: the server's stage. */
  myStage?: ComposerStage | null;
}) {
  const { t } = useTranslation();
  const lang = currentLang();
  const num = (n: number) => numberText(n, lang);
  // On a phone each seat takes two lines (name, then its numbers) under short column heads: no sideways scroll.
  const compact = useNarrow();
  const head = (key: 'cash' | 'capital' | 'cards') =>
    compact ? (
      <>
        <span aria-hidden="true">{t(`akcioner.accountsShort.${key}`)}</span>
        <span className="sr-only">{t(`akcioner.accounts.${key}`)}</span>
      </>
    ) : (
      t(`akcioner.accounts.${key}`)
    );
  return (
    <section className="zone zone--accounts panel" aria-labelledby="accounts-title">
      <HelpHead>
        <h2 id="accounts-title">
          {t('akcioner.accounts.title')}{' '}
          <span className="muted">
            {view.phase === 'finished'
              ? t('akcioner.accounts.finished')
              : t('akcioner.accounts.round', { round: view.round, total: view.roundsTotal })}
            {view.phase !== 'finished' && Akcioner.isLastRound(view) ? ` · ${t('akcioner.accounts.lastRound')}` : ''}
          </span>
        </h2>
        <ZoneHelp zone="accounts" />
      </HelpHead>
      <div className="table-scroll" tabIndex={0} role="group" aria-labelledby="accounts-title">
        <table className={`grid accounts${compact ? ' accounts--compact' : ''}`}>
          <GridHead
            first={t('akcioner.accounts.player')}
            nums={[
              ...COLORS.map((c) => <ColorChip key={c} color={c} title={t(`akcioner.color.${c}`)} />),
              head('cash'),
              head('capital'),
              head('cards'),
            ]}
          />
          <tbody>
            {view.order.map((s, i) => {
              const seat = view.seats[s];
              if (seat === undefined) return null;
              const moving = view.toMove === s;
              return (
                <tr
                  key={s}
                  data-seat={s}
                  className={`${moving ? 'is-moving' : ''}${seat.status !== 'active' ? ' is-out' : ''}${view.viewer === s ? ' is-me' : ''}`}
                  aria-current={moving ? 'step' : undefined}
                >
                  <th scope="row">
                    <span className="muted">{i + 1}.</span> {names[s] ?? `#${s + 1}`}
                    <SeatBadge seat={s} />
                    {view.viewer === s && <span className="tag">{t('akcioner.accounts.you')}</span>}
                    {moving && (
                      <span className="tag tag--moving">
                        <span data-testid={`stage-${s}`}>
                          {t(`akcioner.stage.${(view.viewer === s ? myStage : null) ?? view.stage ?? 'card'}`)}
                        </span>
                        {deadline !== null && (
                          <>
                            {' '}
                            · <Countdown deadline={deadline} />
                          </>
                        )}
                      </span>
                    )}
                    {seat.status !== 'active' && (
                      <span className="tag tag--out">{t(`akcioner.accounts.status.${seat.status}`)}</span>
                    )}
                  </th>
                  {COLORS.map((c) => (
                    <td key={c} className="num" data-testid={`shares-${s}-${c}`}>
                      {num(seat.shares[c])}
                      {moving && view.locked[c] > 0 ? ` (${num(view.locked[c])})` : ''}
                    </td>
                  ))}
                  <td className="num" data-testid={`cash-${s}`}>
                    {num(seat.cash)}
                  </td>
                  <td className="num" data-testid={`capital-${s}`}>
                    <strong>{num(Akcioner.capital(seat, view.prices))}</strong>
                  </td>
                  <td className="num">{num(seat.handCount)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
