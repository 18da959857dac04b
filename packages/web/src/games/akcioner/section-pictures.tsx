import { Akcioner } from '@birzha/engine';
import type { Lang } from '../../i18n/index.ts';
import { Card } from './card.tsx';
import { SectionFigure } from '../../rules/section-figure.tsx';
import { AccountsPicture, PricesPicture } from './summary-pictures.tsx';
import { akcionerSample, type AkcionerSample } from './summary-sample.ts';
import type { SectionId } from './rules-parts.tsx';

/*
 * The pictures of Akcioner's rules body (issue 30.3): the table's own prices zone, cards and accounts over the
 * summary's sample from the engine, so the rules show what the table shows and never go stale.
 */

/** The seats' names in the accounts, as in the summary. */
const NAMES: Readonly<Record<Lang, readonly string[]>> = { ru: ['Вы', 'Анна', 'Борис'], en: ['You', 'Ann', 'Bob'] };

/** One sample for every picture of the page, made when the first is drawn (the rules chunk loads lazily). */
let sample: AkcionerSample | null = null;
function theSample(): AkcionerSample {
  sample ??= akcionerSample();
  return sample;
}

type Props = { section: SectionId; caption: string };

/** The prices zone: four bars on the scale and the chart. */
export function PricesFigure({ section, caption }: Props) {
  return (
    <SectionFigure section={section} caption={caption}>
      <PricesPicture sample={theSample()} />
    </SectionFigure>
  );
}

/** A big and a small card of seat 0's hand, as the hand shows them (spec 2). */
export function HandFigure({ section, caption }: Props) {
  const hand = theSample().view.seats[0]?.hand ?? [];
  const group = (id: string) => Akcioner.CARDS.find((c) => c.id === id)?.group;
  const shown = [hand.find((c) => group(c) === 'big'), hand.find((c) => group(c) === 'small')];
  return (
    <SectionFigure section={section} caption={caption}>
      <div className="hand">{shown.map((card) => card !== undefined && <Card key={card} card={card} size="md" />)}</div>
    </SectionFigure>
  );
}

/** The accounts zone: every seat's cash, shares and capital. */
export function AccountsFigure({ section, caption, lang }: Props & { lang: Lang }) {
  return (
    <SectionFigure section={section} caption={caption}>
      <AccountsPicture sample={theSample()} names={NAMES[lang]} />
    </SectionFigure>
  );
}
