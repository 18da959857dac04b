import { Stockpile } from '@birzha/engine';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../i18n/codes.ts';
import { pileText } from './card-text.ts';
import { money } from './money.ts';
import { SeatMark } from './seat-mark.tsx';

/** The amounts refused for one reason, as runs of the track: "0 $ – 3 000 $", "25 000 $". */
function runs(amounts: readonly number[], t: TFunction): string {
  const track: readonly number[] = Stockpile.BID_TRACK;
  const out: string[] = [];
  let start = -1;
  let end = -1;
  const flush = () => {
    if (start < 0) return;
    const a = track[start] as number;
    const b = track[end] as number;
    out.push(start === end ? money(a, t) : `${money(a, t)}\u2009–\u2009${money(b, t)}`);
  };
  track.forEach((amount, i) => {
    if (!amounts.includes(amount)) return;
    if (start >= 0 && end === i - 1) end = i;
    else {
      flush();
      start = i;
      end = i;
    }
  });
  flush();
  return out.join(t('stockpile.listSep'));
}

/**
 * A pile's bid track (spec 2 BID_TRACK, 8.6): every amount, the current bid marked with its bidder's seat mark, and
 * on my Demand turn the amounts I may bid as buttons (the engine's legal bids). The others are greyed, and say why
 * in the engine's own terms (below the current bid, more than my cash, the pile I was just outbid on...): a line
 * under the track, and the full reason when one is pressed.
 */
export function BidTrack({
  pile,
  bid,
  names,
  legal,
  refused = null,
  onBid,
  costOf,
}: {
  pile: number;
  bid: Stockpile.Bid | null;
  names: readonly string[];
  /** The amounts I may bid on this pile now; null when I am not bidding. */
  legal: ReadonlySet<number> | null;
  /** The engine's refusal code of each amount I may not bid (when I am bidding). */
  refused?: ReadonlyMap<number, string> | null;
  onBid: ((pile: number, amount: number) => void) | null;
  /** What a bid costs me (Discount Donald pays less). */
  costOf: (amount: number) => number;
}) {
  const { t } = useTranslation();
  const [pressed, setPressed] = useState<number | null>(null);
  const bidding = legal !== null && onBid !== null;
  // A refusal explained belongs to the turn it was pressed in: the next turn may refuse that amount for another reason
  // or not at all, so it is forgotten once my turn is over.
  if (!bidding && pressed !== null) setPressed(null);
  const whyId = `sp-bid-why-${pile}`;
  const codes = [...new Set(refused?.values() ?? [])];
  const reason = (code: string) => t(`stockpile.bidWhy.${code}`, { defaultValue: errorText(t, code) });
  const pressedCode = pressed === null ? undefined : refused?.get(pressed);
  return (
    <div className="sp-bidtrack-wrap">
      <ol className="sp-bidtrack" aria-label={t('stockpile.piles.track', { pile: pileText(pile, t) })}>
        {Stockpile.BID_TRACK.map((amount) => {
          const here = bid !== null && bid.amount === amount;
          const may = bidding && legal.has(amount);
          const code = refused?.get(amount);
          const cost = costOf(amount);
          const label = t(cost === amount ? 'stockpile.piles.bidButton' : 'stockpile.piles.bidButtonCost', {
            amount: money(amount, t),
            cost: money(cost, t),
            pile: pileText(pile, t),
          });
          return (
            <li
              key={amount}
              className={`sp-bid${here ? ' is-bid' : ''}${may ? ' is-legal' : ''}${bidding && !may ? ' is-refused' : ''}`}
            >
              {bidding ? (
                <button
                  type="button"
                  className="sp-bid__btn"
                  data-bid={`${pile}:${amount}`}
                  // A refused amount stays pressable (aria-disabled) so that a press, a tap, says why.
                  aria-disabled={may ? undefined : true}
                  aria-describedby={may || code === undefined ? undefined : whyId}
                  title={code === undefined ? undefined : errorText(t, code)}
                  onClick={() => (may ? onBid(pile, amount) : setPressed(amount))}
                  aria-label={label}
                >
                  {amount / 1000}
                </button>
              ) : (
                <span className="sp-bid__value">{amount / 1000}</span>
              )}
              {here && (
                <span className="sp-bid__who" data-testid={`bid-${pile}`} data-seat={bid.seat}>
                  <SeatMark seat={bid.seat} name={names[bid.seat] ?? `#${bid.seat + 1}`} />
                </span>
              )}
            </li>
          );
        })}
      </ol>
      {bidding && codes.length > 0 && (
        <p className="sp-bid__why" id={whyId} data-testid={`bid-why-${pile}`}>
          {codes.map((code, i) => (
            <span key={code}>
              {i > 0 && '; '}
              {runs(
                [...(refused?.entries() ?? [])].flatMap(([a, c]) => (c === code ? [a] : [])),
                t,
              )}
              : {reason(code)}
            </span>
          ))}
        </p>
      )}
      {bidding && pressedCode !== undefined && pressed !== null && (
        <p className="notice sp-bid__pressed" role="status" data-testid={`bid-refused-${pile}`}>
          {money(pressed, t)}: {errorText(t, pressedCode)}
        </p>
      )}
    </div>
  );
}
