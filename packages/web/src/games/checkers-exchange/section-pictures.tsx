import type { Lang } from '../../i18n/index.ts';
import { SectionFigure } from '../../rules/section-figure.tsx';
import { PlayersTable } from './firms-players.tsx';
import { OrderBook } from './order-book.tsx';
import type { SectionId } from './rules-parts.tsx';
import { BOOK_FIRM, sessionSample } from './section-sample.ts';
import { BoardPicture } from './summary-pictures.tsx';
import type { View } from './zone-props.ts';
import './exchange.css';
import './status.css';
import './section-pictures.css';

/*
 * The pictures of Checkers Exchange's rules body (issue 30.3): the table's own board, players' table and order book
 * over a sample from the engine (section-sample.ts), so the rules show what the table shows and never go stale.
 */

/** The seats' names, as the summaries of the other games name theirs. */
const NAMES: Readonly<Record<Lang, readonly string[]>> = {
  ru: ['Вы', 'Анна', 'Борис', 'Вера'],
  en: ['You', 'Ann', 'Bob', 'Vera'],
};

/** One sample for every picture of the page, made when the first is drawn (the rules chunk loads lazily). */
let sample: View | null = null;
function theSample(): View {
  sample ??= sessionSample();
  return sample;
}

type Props = { section: SectionId; caption: string };

/** The board after year 1's plies, as the table draws it. */
export function BoardFigure({ section, caption }: Props) {
  return (
    <SectionFigure section={section} caption={caption} narrow>
      <BoardPicture view={theSample()} />
    </SectionFigure>
  );
}

/** The players' accounts as the firms zone lists them: cash, shares, status, directorships. */
export function PlayersFigure({ section, caption, lang }: Props & { lang: Lang }) {
  return (
    <SectionFigure section={section} caption={caption}>
      <PlayersTable view={theSample()} seat={0} names={NAMES[lang]} />
    </SectionFigure>
  );
}

/** BOOK_FIRM's order book at the session: the State's ask, the players' bids, the last trade. */
export function OrderBookFigure({ section, caption }: Props) {
  return (
    <SectionFigure section={section} caption={caption} narrow>
      <OrderBook view={theSample()} seat={0} firm={BOOK_FIRM} onPick={null} />
    </SectionFigure>
  );
}
