import { Card } from './card.tsx';
import { PilesZone } from './piles-zone.tsx';
import { PricesZone } from './prices-zone.tsx';
import type { StockpileSample } from './summary-sample.ts';
import './board.css';

/*
 * The pictures of Stockpile's summary and lobby: the table's own zones and cards over a sample view from the engine
 * (summary-sample.ts), with no interaction, so they draw exactly what a player sees at the table.
 */

/** The price tracks of the six companies at the sample's prices. */
export function TracksPicture({ sample }: { sample: StockpileSample }) {
  const { view } = sample;
  return <PricesZone options={view.options} prices={view.prices} history={[{ round: null, prices: view.prices }]} />;
}

/** The first pile at auction, as seat 0 sees it (the others are drawn the same way). */
export function PilesPicture({ sample }: { sample: StockpileSample }) {
  const { view } = sample;
  return <PilesZone view={{ ...view, piles: view.piles.slice(0, 1) }} names={sample.names} />;
}

/** The top card of each pile as seat 0 sees it (a back where it does not know the card). */
export function CardsPicture({ sample }: { sample: StockpileSample }) {
  const cards = sample.view.piles.flatMap((p) => p.cards.slice(0, 2)).slice(0, 4);
  return (
    <div className="sp-pile__cards">
      {cards.map((c, i) => (
        <Card key={i} card={c.card} faceDown={!c.faceUp} size="sm" />
      ))}
    </div>
  );
}
