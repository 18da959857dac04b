import type { Lang } from '../../i18n/index.ts';
import { SectionFigure } from '../../rules/section-figure.tsx';
import { ForecastsZone } from './forecasts-zone.tsx';
import type { SectionId } from './rules-parts.tsx';
import { CardsPicture, PilesPicture, TracksPicture } from './summary-pictures.tsx';
import { stockpileSample, type StockpileSample } from './summary-sample.ts';

/*
 * The pictures of Stockpile's rules body (issue 30.3): the table's own price tracks, piles, cards and forecasts over
 * the summary's sample from the engine (a 3-player game at its first Demand, as seat 0 sees it), so the rules show
 * what the table shows and never go stale.
 */

/** The seats' names, as in the summary. */
const NAMES: Readonly<Record<Lang, readonly string[]>> = { ru: ['Вы', 'Анна', 'Борис'], en: ['You', 'Ann', 'Bob'] };

/** One sample a language for every picture of the page, made when the first is drawn (the rules load lazily). */
const samples = new Map<Lang, StockpileSample>();
function sampleIn(lang: Lang): StockpileSample {
  const made = samples.get(lang) ?? stockpileSample(NAMES[lang]);
  samples.set(lang, made);
  return made;
}

type Props = { section: SectionId; caption: string; lang: Lang };

/** The six price tracks at the sample's prices. */
export function TracksFigure({ section, caption, lang }: Props) {
  return (
    <SectionFigure section={section} caption={caption}>
      <TracksPicture sample={sampleIn(lang)} />
    </SectionFigure>
  );
}

/** The top cards of the piles as seat 0 sees them: face up, or a back where it does not know the card. */
export function CardsFigure({ section, caption, lang }: Props) {
  return (
    <SectionFigure section={section} caption={caption}>
      <CardsPicture sample={sampleIn(lang)} />
    </SectionFigure>
  );
}

/** This round's forecasts as seat 0 knows them: its own pair, the public one, the hidden ones. */
export function ForecastsFigure({ section, caption, lang }: Props) {
  const sample = sampleIn(lang);
  return (
    <SectionFigure section={section} caption={caption}>
      <ForecastsZone view={sample.view} names={sample.names} />
    </SectionFigure>
  );
}

/** A pile at auction with its bid track. */
export function PilesFigure({ section, caption, lang }: Props) {
  return (
    <SectionFigure section={section} caption={caption}>
      <PilesPicture sample={sampleIn(lang)} />
    </SectionFigure>
  );
}
