import { CheckersExchange } from '@birzha/engine';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSendMove } from '../../table/use-send-move.ts';
import { ErrorNote } from '../../ui/error-note.tsx';
import { directedBy, tokenOf } from './firms-numbers.ts';
import { firmLabel } from './labels.ts';
import type { FirmId, ZoneProps } from './zone-props.ts';

/**
 * The move token of a firm I direct (spec 7.1 `issueToken`): to another active seat for one ply or the whole year,
 * or back to me (to = the director). A re-issue replaces the token; it serves the year spec 7.3 says.
 */
export function TokenForm({ view, seat, names, send }: Pick<ZoneProps, 'view' | 'names' | 'send'> & { seat: number }) {
  const { t } = useTranslation();
  const id = useId();
  const { send: run, pending: sending, error } = useSendMove(send);
  const mine = directedBy(view, seat);
  const [chosen, setChosen] = useState<FirmId | null>(null);
  const firm = chosen !== null && mine.includes(chosen) ? chosen : (mine[0] ?? null);
  const active = CheckersExchange.Reads.activeSeats(view);
  const others = active.filter((s) => s !== seat);
  const [to, setTo] = useState<number | null>(null);
  const target = to !== null && active.includes(to) ? to : (others[0] ?? seat);
  const [scope, setScope] = useState<'ply' | 'year'>('ply');
  if (firm === null) return null;
  const name = (s: number) => names[s] ?? `#${s + 1}`;
  const token = tokenOf(view, firm);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void run([{ type: 'issueToken', firm, to: target, scope }]);
  };
  return (
    <form className="ce-form" onSubmit={submit} data-testid="ce-token-form" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('checkers-exchange.status.token.title')}</h3>
      <p className="muted">{t('checkers-exchange.status.token.help')}</p>
      <label className="field">
        <span>{t('checkers-exchange.status.token.firm')}</span>
        <select value={firm} onChange={(e) => setChosen(e.target.value as FirmId)} data-testid="ce-token-firm">
          {mine.map((f) => (
            <option key={f} value={f}>
              {firmLabel(f)}
            </option>
          ))}
        </select>
      </label>
      <p data-testid="ce-token-current">
        {t('checkers-exchange.status.token.current', {
          firm: firmLabel(firm),
          who:
            token === null
              ? t('checkers-exchange.status.token.currentDirector')
              : t('checkers-exchange.status.firms.token', {
                  name: name(token.holder),
                  scope: t(`checkers-exchange.status.firms.scope.${token.scope}`, { year: token.year }),
                }),
        })}
      </p>
      <label className="field">
        <span>{t('checkers-exchange.status.token.to')}</span>
        <select value={target} onChange={(e) => setTo(Number(e.target.value))} data-testid="ce-token-to">
          {others.map((s) => (
            <option key={s} value={s}>
              {name(s)}
            </option>
          ))}
          <option value={seat}>{t('checkers-exchange.status.token.toMe', { name: name(seat) })}</option>
        </select>
      </label>
      {target !== seat && (
        <label className="field">
          <span>{t('checkers-exchange.status.token.scope')}</span>
          <select
            value={scope}
            onChange={(e) => setScope(e.target.value as 'ply' | 'year')}
            data-testid="ce-token-scope"
          >
            <option value="ply">{t('checkers-exchange.status.token.scopePly')}</option>
            <option value="year">{t('checkers-exchange.status.token.scopeYear')}</option>
          </select>
        </label>
      )}
      <p className="muted">
        {t('checkers-exchange.status.token.serves', { year: CheckersExchange.Reads.tokenYear(view) })}
      </p>
      <button type="submit" className="btn" disabled={sending} data-testid="ce-token-submit">
        {t(target === seat ? 'checkers-exchange.status.token.takeBack' : 'checkers-exchange.status.token.submit')}
      </button>
      <ErrorNote error={error} />
    </form>
  );
}
