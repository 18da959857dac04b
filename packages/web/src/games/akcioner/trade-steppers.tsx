import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLang } from '../../i18n/index.ts';
import { GridHead } from '../../table/grid-head.tsx';
import { numberText } from '../../ui/numbers.ts';
import { ColorChip } from './color-chip.tsx';
import { COLORS, type Color } from './colors.ts';
import {
  bump,
  cashAfter,
  downBlock,
  maxQty,
  tradeBlock,
  upBlock,
  type Qty,
  type StepBlock,
  type TradeBase,
} from './compose.ts';
import { QtyInput, qtyText } from './qty-input.tsx';
import { useHoldRepeat } from './use-hold-repeat.ts';
import './steppers.css';

/** How many shares one repeat of a held stepper adds, by how long it has been held (the speed-up in amount). */
function repeatStep(n: number): number {
  return n < 10 ? 1 : n < 25 ? 2 : 5;
}

/**
 * Stage 1 or stage 3 of a turn: per colour ▲▼ (held: they repeat, faster and faster), the quantity typed, "max"
 * (buy with all the cash, sell every unlocked share), the net quantity (+ bought, − sold), the holding after it
 * (locked shares in brackets, as in the original game), and the cash that results. What is allowed is the engine's.
 */
export function TradeSteppers({
  stage,
  base,
  value,
  onChange,
  onReset = null,
}: {
  stage: 'trade1' | 'trade2';
  base: TradeBase;
  value: Qty;
  onChange: (q: Qty) => void;
  /** Undoes this stage's trades: offered only when there are some (never a dead button). */
  onReset?: (() => void) | null;
}) {
  const { t } = useTranslation();
  const lang = currentLang();
  const num = (n: number) => numberText(n, lang);
  const cash = cashAfter(base, value);
  // A refused step stays pressable (and focusable) and says why, instead of going silently grey.
  const [why, setWhy] = useState<string | null>(null);
  // A held stepper steps from timers: it must see the quantities of the latest render, not of the one it began in.
  const latest = useRef({ base, value, onChange });
  latest.current = { base, value, onChange };
  const hold = useHoldRepeat();
  const colorWord = (c: Color) => t(`akcioner.color.${c}`);
  const hint = (c: Color, block: string | null) =>
    block === null ? undefined : t(`akcioner.turn.block.${block}`, { color: colorWord(c) });
  const take = (q: Qty) => {
    setWhy(null);
    latest.current.onChange(q);
    // The next timer tick may come before React renders the change.
    latest.current = { ...latest.current, value: q };
  };
  /** One step (or a bigger one while held) of ▲ (dir 1) or ▼ (dir −1); false when refused, with the reason shown. */
  const step = (c: Color, dir: 1 | -1, n: number): boolean => {
    const { base: b, value: v } = latest.current;
    const by = repeatStep(n);
    if (by > 1 && tradeBlock(b, bump(v, c, dir * by)) === null) {
      take(bump(v, c, dir * by));
      return true;
    }
    const block = dir > 0 ? upBlock(b, v, c) : downBlock(b, v, c);
    if (block !== null) {
      setWhy(hint(c, block) ?? null);
      return false;
    }
    take(bump(v, c, dir));
    return true;
  };
  /** "max": as far as the engine goes in that direction with the rest of the draft kept. */
  const toMax = (c: Color, dir: 1 | -1) => {
    const limit = maxQty(base, value, c, dir);
    if (limit === null || limit === value[c]) {
      const block = dir > 0 ? upBlock(base, value, c) : downBlock(base, value, c);
      setWhy(hint(c, block ?? (dir > 0 ? 'NO_CASH' : 'NO_SHARES')) ?? null);
      return;
    }
    take({ ...value, [c]: limit });
  };
  /** A typed quantity: taken if the engine accepts it, else refused in words with the limit it would take. */
  const typed = (c: Color, q: number | null): boolean => {
    const block: StepBlock | 'BAD' = q === null ? 'BAD' : tradeBlock(base, { ...value, [c]: q });
    if (block === null && q !== null) {
      take({ ...value, [c]: q });
      return true;
    }
    const dir = q !== null && q < value[c] ? -1 : 1;
    const max = block === 'BAD' ? 0 : Math.abs(maxQty(base, value, c, dir) ?? 0);
    setWhy(t(`akcioner.qty.refused.${block ?? 'BAD'}`, { color: colorWord(c), max: num(max) }));
    return false;
  };
  return (
    <div className="steppers" data-stage={stage}>
      <table className="grid steppers__table">
        <GridHead
          first={
            <>
              <span className="steppers__stock-head">{t('akcioner.turn.stock')}</span>
              <span className="steppers__price-head" aria-hidden="true">
                {t('akcioner.turn.price')}
              </span>
            </>
          }
          nums={[
            t('akcioner.turn.price'),
            t('akcioner.turn.change'),
            stage === 'trade2' ? t('akcioner.turn.holdLocked') : t('akcioner.turn.hold'),
          ]}
        />
        <tbody>
          {COLORS.map((c) => {
            const q = value[c];
            const up = upBlock(base, value, c);
            const down = downBlock(base, value, c);
            const held = base.shares[c] + q;
            return (
              <tr key={c} data-color={c}>
                <th scope="row">
                  <ColorChip color={c} /> <span className="steppers__word">{t(`akcioner.color.${c}`)}</span>
                  {/* A phone shows the price under the chip, its own column hidden (it would not fit). */}
                  <span className="steppers__price">{num(base.prices[c])}</span>
                </th>
                <td className="num steppers__price-cell">{num(base.prices[c])}</td>
                <td className="num">
                  <div className="stepper">
                    <button
                      type="button"
                      className="stepper__max"
                      data-step="min"
                      aria-label={t('akcioner.qty.maxSell', { color: colorWord(c) })}
                      onClick={() => toMax(c, -1)}
                    >
                      {t('akcioner.qty.maxSellShort')}
                    </button>
                    <button
                      type="button"
                      className="stepper__btn"
                      data-step="down"
                      aria-label={t('akcioner.turn.sellOne', { color: colorWord(c) })}
                      title={hint(c, down)}
                      aria-disabled={down !== null}
                      {...hold((n) => step(c, -1, n))}
                    >
                      ▼
                    </button>
                    <QtyInput
                      value={q}
                      lang={lang}
                      label={t('akcioner.qty.label', { color: colorWord(c) })}
                      onTry={(typedQ) => typed(c, typedQ)}
                      testId={`qty-input-${c}`}
                    />
                    <output className="sr-only" aria-live="polite" data-testid={`qty-${c}`}>
                      {qtyText(q, lang)}
                    </output>
                    <button
                      type="button"
                      className="stepper__btn"
                      data-step="up"
                      aria-label={t('akcioner.turn.buyOne', { color: colorWord(c) })}
                      title={hint(c, up)}
                      aria-disabled={up !== null}
                      {...hold((n) => step(c, 1, n))}
                    >
                      ▲
                    </button>
                    <button
                      type="button"
                      className="stepper__max"
                      data-step="max"
                      aria-label={t('akcioner.qty.maxBuy', { color: colorWord(c) })}
                      onClick={() => toMax(c, 1)}
                    >
                      {t('akcioner.qty.maxBuyShort')}
                    </button>
                  </div>
                </td>
                <td className="num" data-testid={`held-${c}`}>
                  {num(held)}
                  {stage === 'trade2' && base.locked[c] > 0 ? ` (${num(base.locked[c])})` : ''}
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
        {t('akcioner.turn.cashAfter')}: <strong data-testid={`cash-${stage}`}>{cash === null ? '—' : num(cash)}</strong>
        {stage === 'trade2' && COLORS.some((c) => base.locked[c] > 0) && (
          <span className="muted"> · {t('akcioner.turn.lockedNote')}</span>
        )}
        {onReset !== null && (
          <button type="button" className="btn btn--small steppers__reset" onClick={onReset}>
            {t('akcioner.turn.reset')}
          </button>
        )}
      </p>
    </div>
  );
}
