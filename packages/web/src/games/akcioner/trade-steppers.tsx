import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ColorChip } from './color-chip.tsx';
import { COLORS, type Color } from './colors.ts';
import { bump, cashAfter, downBlock, upBlock, type Qty, type TradeBase } from './compose.ts';

/**
 * Stage 1 or stage 3 of a turn: ▲▼ per colour with the net quantity (+ bought, − sold), the holding after it
 * (locked shares in brackets, as in the original game), and the cash that results.
 */
export function TradeSteppers({
  stage,
  base,
  value,
  onChange,
}: {
  stage: 'trade1' | 'trade2';
  base: TradeBase;
  value: Qty;
  onChange: (q: Qty) => void;
}) {
  const { t } = useTranslation();
  const cash = cashAfter(base, value);
  // A refused step stays pressable (and focusable) and says why, instead of going silently grey.
  const [why, setWhy] = useState<string | null>(null);
  const hint = (c: Color, block: string | null) =>
    block === null ? undefined : t(`akcioner.turn.block.${block}`, { color: t(`akcioner.color.${c}`) });
  const press = (c: Color, block: string | null, by: number) => {
    if (block === null) {
      setWhy(null);
      onChange(bump(value, c, by));
    } else setWhy(hint(c, block) ?? null);
  };
  return (
    <div className="steppers" data-stage={stage}>
      <table className="grid steppers__table">
        <thead>
          <tr>
            <th scope="col">{t('akcioner.turn.stock')}</th>
            <th scope="col" className="num">
              {t('akcioner.turn.price')}
            </th>
            <th scope="col" className="num">
              {t('akcioner.turn.change')}
            </th>
            <th scope="col" className="num">
              {stage === 'trade2' ? t('akcioner.turn.holdLocked') : t('akcioner.turn.hold')}
            </th>
          </tr>
        </thead>
        <tbody>
          {COLORS.map((c) => {
            const q = value[c];
            const up = upBlock(base, value, c);
            const down = downBlock(base, value, c);
            const held = base.shares[c] + q;
            return (
              <tr key={c} data-color={c}>
                <th scope="row">
                  <ColorChip color={c} /> {t(`akcioner.color.${c}`)}
                </th>
                <td className="num">{base.prices[c]}</td>
                <td className="num">
                  <div className="stepper">
                    <button
                      type="button"
                      className="stepper__btn"
                      data-step="down"
                      aria-label={t('akcioner.turn.sellOne', { color: t(`akcioner.color.${c}`) })}
                      title={hint(c, down)}
                      aria-disabled={down !== null}
                      onClick={() => press(c, down, -1)}
                    >
                      ▼
                    </button>
                    <output
                      className={`stepper__value${q > 0 ? ' is-buy' : q < 0 ? ' is-sell' : ''}`}
                      aria-live="polite"
                      data-testid={`qty-${c}`}
                    >
                      {q > 0 ? `+${q}` : q < 0 ? `−${-q}` : '0'}
                    </output>
                    <button
                      type="button"
                      className="stepper__btn"
                      data-step="up"
                      aria-label={t('akcioner.turn.buyOne', { color: t(`akcioner.color.${c}`) })}
                      title={hint(c, up)}
                      aria-disabled={up !== null}
                      onClick={() => press(c, up, 1)}
                    >
                      ▲
                    </button>
                  </div>
                </td>
                <td className="num" data-testid={`held-${c}`}>
                  {held}
                  {stage === 'trade2' && base.locked[c] > 0 ? ` (${base.locked[c]})` : ''}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className="steppers__why" role="status" data-testid={`why-${stage}`}>
        {why}
      </p>
      <p className="steppers__cash">
        {t('akcioner.turn.cashAfter')}: <strong data-testid={`cash-${stage}`}>{cash ?? '—'}</strong>
        {stage === 'trade2' && COLORS.some((c) => base.locked[c] > 0) && (
          <span className="muted"> · {t('akcioner.turn.lockedNote')}</span>
        )}
      </p>
    </div>
  );
}
