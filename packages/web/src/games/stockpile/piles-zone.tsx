import type { Stockpile } from '@birzha/engine';
import { useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BidTrack } from './bid-track.tsx';
import { Card } from './card.tsx';
import { cardText, pileText } from './card-text.ts';
import { money } from './money.ts';
import { SeatMark } from './seat-mark.tsx';
import { HelpHead } from '../../table/help-link.tsx';
import { ZoneHelp } from './zone-help.ts';

/** What I may do with the piles now (each a move UI of its own phase), or nothing. */
export type PileInteraction =
  | { readonly kind: 'none' }
  /** Supply: put the chosen hand card on a pile (a click, or a drop of a dragged card). */
  | {
      readonly kind: 'supply';
      readonly selected: string | null;
      readonly placed: Readonly<Record<string, number>>;
      /** Whether a placed card lies face down in the draft: drawn with its band on the pile, as in the form. */
      readonly faceDown: (card: string) => boolean;
      readonly onPlace: (card: string, pile: number) => void;
    }
  /** Demand: bid on a pile's track. */
  | {
      readonly kind: 'bid';
      readonly legal: ReadonlyMap<number, ReadonlySet<number>>;
      /** Per pile, the engine's refusal code of each amount I may not bid. */
      readonly refused: ReadonlyMap<number, ReadonlyMap<number, string>>;
      readonly onBid: (pile: number, amount: number) => void;
      readonly costOf: (amount: number) => number;
    }
  /** Maverick Mark: pick a pile card, then the pile it goes to. */
  | {
      readonly kind: 'mark';
      readonly picked: { readonly from: number; readonly index: number } | null;
      readonly onPick: (from: number, index: number) => void;
      readonly onMove: (to: number) => void;
    }
  /** Wise Warren: the pile whose face-down cards to learn. */
  | { readonly kind: 'warren'; readonly onInspect: (pile: number) => void };

const NONE: PileInteraction = { kind: 'none' };

/**
 * The piles (spec 4, 8.5-8.7): face-up cards shown, face-down ones as backs (mine, and any I learnt, shown to me
 * with a "face down" band), the counts, and the bid on each with its bidder. Each pile takes the interaction of the
 * phase: a drop target in Supply, the bid track in Demand, the investors' powers before it.
 */
export function PilesZone({
  view,
  names,
  interaction = NONE,
}: {
  view: Stockpile.View;
  names: readonly string[];
  interaction?: PileInteraction;
}) {
  const { t } = useTranslation();
  const [over, setOver] = useState<number | null>(null);
  const demand = view.phase === 'demand';
  const onDrop = (pile: number) => (e: DragEvent<HTMLElement>) => {
    e.preventDefault();
    setOver(null);
    const card = e.dataTransfer.getData('text/plain');
    if (interaction.kind === 'supply' && card !== '') interaction.onPlace(card, pile);
  };
  return (
    <section className="zone sp-zone sp-piles panel" aria-labelledby="sp-piles-title">
      <HelpHead>
        <h2 id="sp-piles-title">
          {t('stockpile.piles.title')}{' '}
          <span className="muted">· {t('stockpile.piles.deck', { count: view.deckCount })}</span>
        </h2>
        <ZoneHelp zone="piles" />
      </HelpHead>
      <ol className="sp-piles__list">
        {view.piles.map((p, i) => {
          const up = p.cards.filter((c) => c.faceUp).length;
          const down = p.cards.length - up;
          const supply = interaction.kind === 'supply';
          const placedHere = supply
            ? Object.entries(interaction.placed).flatMap(([card, pile]) => (pile === i ? [card] : []))
            : [];
          return (
            <li
              key={i}
              className={`sp-pile${over === i ? ' is-over' : ''}`}
              data-pile={i}
              data-drop-pile={supply ? i : undefined}
              onDragOver={
                supply
                  ? (e) => {
                      e.preventDefault();
                      setOver(i);
                    }
                  : undefined
              }
              onDragLeave={supply ? () => setOver(null) : undefined}
              onDrop={supply ? onDrop(i) : undefined}
            >
              <h3 className="sp-pile__title">
                {t('stockpile.pileName', { n: i + 1 })}{' '}
                <span className="muted sp-pile__counts">{t('stockpile.piles.counts', { up, down })}</span>
              </h3>
              <p className="sp-pile__bid" data-testid={`pile-bid-${i}`}>
                {p.bid === null ? (
                  t('stockpile.piles.noBid')
                ) : (
                  <>
                    <SeatMark seat={p.bid.seat} />{' '}
                    {t('stockpile.piles.bidBy', { amount: money(p.bid.amount, t), name: names[p.bid.seat] ?? '' })}
                  </>
                )}
              </p>
              <div className="sp-pile__cards">
                {p.cards.length === 0 && placedHere.length === 0 && (
                  <span className="muted">{t('stockpile.piles.empty')}</span>
                )}
                {p.cards.map((c, k) => {
                  const picked =
                    interaction.kind === 'mark' && interaction.picked?.from === i && interaction.picked.index === k;
                  return (
                    <Card
                      key={k}
                      card={c.card}
                      faceDown={!c.faceUp}
                      size="sm"
                      selected={picked}
                      onSelect={interaction.kind === 'mark' ? () => interaction.onPick(i, k) : undefined}
                    />
                  );
                })}
                {placedHere.map((card) => (
                  <span key={card} className="sp-pile__draft" data-testid="placed-draft">
                    <Card
                      card={card}
                      size="sm"
                      faceDown={interaction.kind === 'supply' && interaction.faceDown(card)}
                    />
                  </span>
                ))}
              </div>
              {interaction.kind === 'supply' && (
                <button
                  type="button"
                  className="btn btn--small sp-pile__place"
                  data-place={i}
                  disabled={interaction.selected === null}
                  onClick={() => interaction.selected !== null && interaction.onPlace(interaction.selected, i)}
                >
                  {interaction.selected === null
                    ? t('stockpile.piles.placeHere')
                    : t('stockpile.piles.placeCard', { card: cardText(interaction.selected, t) })}
                </button>
              )}
              {interaction.kind === 'mark' && interaction.picked !== null && interaction.picked.from !== i && (
                <button type="button" className="btn btn--small" data-move-to={i} onClick={() => interaction.onMove(i)}>
                  {t('stockpile.piles.moveHere', { pile: pileText(i, t) })}
                </button>
              )}
              {interaction.kind === 'warren' && (
                <button
                  type="button"
                  className="btn btn--small"
                  data-inspect={i}
                  onClick={() => interaction.onInspect(i)}
                >
                  {t('stockpile.piles.inspect', { pile: pileText(i, t) })}
                </button>
              )}
              {demand && (
                <BidTrack
                  pile={i}
                  bid={p.bid}
                  names={names}
                  legal={interaction.kind === 'bid' ? (interaction.legal.get(i) ?? new Set()) : null}
                  refused={interaction.kind === 'bid' ? (interaction.refused.get(i) ?? null) : null}
                  onBid={interaction.kind === 'bid' ? interaction.onBid : null}
                  costOf={interaction.kind === 'bid' ? interaction.costOf : (a) => a}
                />
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
