import type { Stockpile } from '@birzha/engine';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cardText } from './card-text.ts';
import { COMPANIES } from './companies.ts';
import { CompanyButtons } from './company-buttons.tsx';
import { CompanyChip } from './company-chip.tsx';
import { DecisionForm, SkipPowerButton } from './decision-form.tsx';

/**
 * Action (spec 8.8): each Boom/Bust card I won goes on a company of my choice, one at a time; Crazy Cramer's nudge of
 * ±1 before, between or after them, or passed (at any of those times). Only moves the engine lists are offered.
 */
export function ActionForm({
  legal,
  send,
  sending,
  error,
}: {
  legal: readonly Stockpile.Move[];
  send: (m: Stockpile.Move) => void;
  sending: boolean;
  error: unknown;
}) {
  const { t } = useTranslation();
  const cards = [...new Set(legal.flatMap((m) => (m.type === 'playAction' ? [m.card] : [])))];
  const nudges = legal.filter((m) => m.type === 'nudge');
  const skip = legal.some((m) => m.type === 'skipPower');
  const deltas = (c: Stockpile.CompanyId) =>
    [1, -1].filter((d) => nudges.some((n) => n.company === c && n.delta === d));
  const [card, setCard] = useState<string | null>(null);
  const current = card !== null && cards.includes(card) ? card : (cards[0] ?? null);
  return (
    <DecisionForm form="action" error={error} sending={sending}>
      {current !== null && (
        <>
          <p>{t('stockpile.action.how')}</p>
          {/* one card: named here, as the choice among several is (it was only in the buttons' spoken label) */}
          {cards.length === 1 && (
            <p data-testid="sp-action-card">{t('stockpile.action.card', { card: cardText(current, t) })}</p>
          )}
          {cards.length > 1 && (
            <div className="row" role="radiogroup" aria-label={t('stockpile.action.which')}>
              {cards.map((c) => (
                <label key={c} className="row">
                  <input type="radio" name="sp-action-card" checked={c === current} onChange={() => setCard(c)} />
                  <span>{cardText(c, t)}</span>
                </label>
              ))}
            </div>
          )}
          <CompanyButtons
            mark="data-action-company"
            label={t('stockpile.action.on', { card: cardText(current, t) })}
            sending={sending}
            onPick={(company) => send({ type: 'playAction', card: current, company })}
          />
        </>
      )}
      {nudges.length > 0 && (
        <fieldset className="sp-nudge">
          <legend>{t('stockpile.action.nudge')}</legend>
          <div className="sp-companies">
            {COMPANIES.filter((c) => deltas(c).length > 0).map((c) => (
              <span key={c} className="sp-nudge__company">
                <CompanyChip company={c} />
                {deltas(c).map((delta) => (
                  <button
                    key={delta}
                    type="button"
                    className="btn btn--small"
                    data-nudge={`${c}:${delta}`}
                    disabled={sending}
                    aria-label={t(delta > 0 ? 'stockpile.action.nudgeUp' : 'stockpile.action.nudgeDown', {
                      company: t(`stockpile.company.${c}`),
                    })}
                    onClick={() => send({ type: 'nudge', company: c, delta })}
                  >
                    {delta > 0 ? '+1' : '−1'}
                  </button>
                ))}
              </span>
            ))}
          </div>
          {skip && <SkipPowerButton sending={sending} onSkip={() => send({ type: 'skipPower' })} />}
        </fieldset>
      )}
    </DecisionForm>
  );
}
