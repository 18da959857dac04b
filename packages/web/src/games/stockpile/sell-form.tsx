import { Stockpile } from '@birzha/engine';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNote } from '../../ui/error-note.tsx';
import { errorText } from '../../i18n/codes.ts';
import { COMPANIES, priceOf, type CompanyId } from './companies.ts';
import { CompanyChip } from './company-chip.tsx';
import { majorityText } from './majority-text.ts';
import { money } from './money.ts';
import { previewSell, sellMove, type SellCounts, type SellDraft } from './sell-preview.ts';

const ZERO: SellCounts = { regular: 0, split: 0, halve: 0 };
/** A split card's shares (spec 2): it sells at that many times a share's value. */
const SPLIT_SHARES = Stockpile.sharesOf({ regular: 0, split: 1 });

/** A count with − and + buttons, bounded by what I hold. */
function Stepper({
  value,
  max,
  label,
  onChange,
  testId,
}: {
  value: number;
  max: number;
  label: string;
  onChange: (n: number) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <span className="sp-stepper" role="group" aria-label={label}>
      <button
        type="button"
        className="sp-stepper__btn"
        data-step="down"
        aria-label={t('stockpile.sell.less', { what: label })}
        disabled={value <= 0}
        onClick={() => onChange(value - 1)}
      >
        −
      </button>
      <output className="sp-stepper__value" data-testid={testId} aria-live="polite">
        {value}
      </output>
      <button
        type="button"
        className="sp-stepper__btn"
        data-step="up"
        aria-label={t('stockpile.sell.more', { what: label })}
        disabled={value >= max}
        onClick={() => onChange(value + 1)}
      >
        +
      </button>
    </span>
  );
}

/**
 * A company's majority now as I can tell it (spec 11.1), and what the sale I am putting together would make of it
 * (said only when it changes who leads or by how much).
 */
function MajorityChange({
  company,
  view,
  after,
  names,
}: {
  company: CompanyId;
  view: Stockpile.View;
  after: Stockpile.View | null;
  names: readonly string[];
}) {
  const { t } = useTranslation();
  const now = Stockpile.knownMajority(view, company);
  const then = after === null ? now : Stockpile.knownMajority(after, company);
  const changed =
    then.leaders.join() !== now.leaders.join() ||
    then.shares[view.viewer as number] !== now.shares[view.viewer as number];
  return (
    <p className="sp-sell__majority" data-testid={`sell-majority-${company}`}>
      {t('stockpile.majority.sell', { now: majorityText(now, view.viewer, names, t) })}
      {changed && (
        <>
          {' '}
          <strong>{t('stockpile.majority.sellAfter', { after: majorityText(then, view.viewer, names, t) })}</strong>
        </>
      )}
    </p>
  );
}

/**
 * Selling (spec 8.9): per company, regular cards at the price, split cards at twice it, and split cards halved (one
 * share's price, the card stays as a regular one); the proceeds and the owed fees they pay off previewed by the
 * engine before the one decision goes. Nothing chosen is a pass.
 */
export function SellForm({
  view,
  seat,
  me,
  names,
  send,
  sending,
  error,
}: {
  view: Stockpile.View;
  seat: number;
  me: Stockpile.FullSeatView;
  names: readonly string[];
  send: (m: Stockpile.Move) => void;
  sending: boolean;
  error: unknown;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<SellDraft>({});
  const held = COMPANIES.filter((c) => me.portfolio[c].regular + me.portfolio[c].split > 0);
  const move = useMemo(() => sellMove(draft), [draft]);
  const preview = useMemo(() => previewSell(view, seat, move), [view, seat, move]);
  const pass = Object.keys(move.cards).length === 0;
  const set = (c: CompanyId, k: keyof SellCounts, n: number) =>
    setDraft((d) => {
      const cur = { ...(d[c] ?? ZERO), [k]: n };
      // A split card is either sold or halved, never both.
      if (k === 'split') cur.halve = Math.min(cur.halve, me.portfolio[c].split - n);
      return { ...d, [c]: cur };
    });
  return (
    <div className="sp-form" data-form="sell">
      <p>{t('stockpile.sell.how')}</p>
      {held.length === 0 ? (
        <p className="muted">{t('stockpile.sell.nothing')}</p>
      ) : (
        <ul className="sp-sell">
          {held.map((c) => {
            const h = me.portfolio[c];
            const n = draft[c] ?? ZERO;
            const price = priceOf(view.options, c, view.prices[c]);
            // What a share brings me (spec 8.9): the price, and Golden Graham's $1,000 if I keep him.
            const per = Stockpile.shareValue(price, me.investors);
            const name = t(`stockpile.company.${c}`);
            return (
              <li key={c} className="sp-sell__row" data-company={c}>
                <div className="sp-sell__company">
                  <CompanyChip company={c} /> {name} · {money(price, t)}
                </div>
                <MajorityChange company={c} view={view} after={preview.ok ? preview.view : null} names={names} />
                {h.regular > 0 && (
                  <label className="sp-sell__what">
                    <span>{t('stockpile.sell.regular', { count: h.regular, price: money(per, t) })}</span>
                    <Stepper
                      value={n.regular}
                      max={h.regular}
                      label={t('stockpile.sell.regularOf', { company: name })}
                      testId={`sell-regular-${c}`}
                      onChange={(v) => set(c, 'regular', v)}
                    />
                  </label>
                )}
                {h.split > 0 && (
                  <>
                    <label className="sp-sell__what">
                      <span>{t('stockpile.sell.split', { count: h.split, price: money(SPLIT_SHARES * per, t) })}</span>
                      <Stepper
                        value={n.split}
                        max={h.split}
                        label={t('stockpile.sell.splitOf', { company: name })}
                        testId={`sell-split-${c}`}
                        onChange={(v) => set(c, 'split', v)}
                      />
                    </label>
                    <label className="sp-sell__what">
                      <span>{t('stockpile.sell.halve', { price: money(per, t) })}</span>
                      <Stepper
                        value={n.halve}
                        max={h.split - n.split}
                        label={t('stockpile.sell.halveOf', { company: name })}
                        testId={`sell-halve-${c}`}
                        onChange={(v) => set(c, 'halve', v)}
                      />
                    </label>
                  </>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <div className="sp-sell__preview" data-testid="sell-preview" aria-live="polite">
        {preview.ok ? (
          <>
            <p>
              {t('stockpile.sell.proceeds', { total: money(preview.total, t) })}
              {preview.feesPaid > 0 && <> {t('stockpile.sell.fees', { fees: money(preview.feesPaid, t) })}</>}
            </p>
            <p>
              <strong>{t('stockpile.sell.cashAfter', { cash: money(preview.cashAfter, t) })}</strong>
            </p>
          </>
        ) : (
          <p className="error-box">{errorText(t, preview.code)}</p>
        )}
      </div>
      <ErrorNote error={error} testId="server-error" />
      <div className="row">
        <button type="button" className="btn" onClick={() => setDraft({})} disabled={pass || sending}>
          {t('stockpile.turn.reset')}
        </button>
        <button
          type="button"
          className="btn btn--primary"
          data-testid="done"
          disabled={!preview.ok || sending}
          onClick={() => send(move)}
        >
          {pass ? t('stockpile.sell.pass') : t('stockpile.sell.sell')}
        </button>
      </div>
    </div>
  );
}
