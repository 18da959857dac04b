import { AccountsZone } from './accounts-zone.tsx';
import { Card } from './card.tsx';
import { PricesZone } from './prices-zone.tsx';
import type { AkcionerSample } from './summary-sample.ts';
import './board.css';

/*
 * The pictures of Akcioner's summary and lobby: the table's own zones and cards over a sample view from the engine
 * (summary-sample.ts), with no handlers, so they draw exactly what a player sees at the table.
 */

/** The prices zone: four bars and the chart. */
export function PricesPicture({ sample }: { sample: AkcionerSample }) {
  return <PricesZone prices={sample.prices} preview={null} history={sample.history} />;
}

/** Up to `count` cards of seat 0's hand, as the hand shows them. */
export function HandPicture({ sample, count = 3 }: { sample: AkcionerSample; count?: number }) {
  const hand = sample.view.seats[0]?.hand ?? [];
  return (
    <div className="hand">
      {hand.slice(0, count).map((card) => (
        <Card key={card} card={card} size="sm" />
      ))}
    </div>
  );
}

/** The accounts zone: every seat's cash, shares and capital. */
export function AccountsPicture({ sample, names }: { sample: AkcionerSample; names: readonly string[] }) {
  return <AccountsZone view={sample.view} names={names} deadline={null} />;
}
