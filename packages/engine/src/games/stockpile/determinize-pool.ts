import type { Rng } from '../../core/rng.ts';
import { ALL_CARDS, cardIndex, cardInfo, type CardId } from './cards.ts';
import { COMPANIES } from './companies.ts';

/** Per card index (ALL_CARDS order): the company index of a stock card, or one of the codes below. */
const NOT_STOCK = -1;
const CARD_COMPANY: Int8Array = Int8Array.from(ALL_CARDS, (id) => {
  const info = cardInfo(id);
  return info?.kind === 'stock' ? COMPANIES.indexOf(info.company) : NOT_STOCK;
});
const CARD_IS_ACTION: Uint8Array = Uint8Array.from(ALL_CARDS, (id) => (cardInfo(id)?.kind === 'action' ? 1 : 0));

/** What a take asks for: any card, an action card, or a stock card of a company (its index in COMPANIES). */
export const ANY = -1;
export const ACTION = -2;

/**
 * The cards a seat has not seen, shuffled, dealt out by `take` (determinize is called thousands of times per bot
 * decision, so cards are indices into ALL_CARDS and a taken card is only marked, not spliced out). Taking keeps the
 * order of the rest: the same cards, in the same order, as filtering and splicing a shuffled list of ids.
 */
export class CardPool {
  private readonly cards: number[];
  private readonly taken: Uint8Array;
  /** Every position before `head` is taken. */
  private head = 0;

  /** The cards not `placed` (indexed by ALL_CARDS position), in ALL_CARDS order, shuffled by `rng`. */
  constructor(placed: Uint8Array, rng: Rng) {
    const cards: number[] = [];
    for (let i = 0; i < ALL_CARDS.length; i++) if (placed[i] === 0) cards.push(i);
    this.cards = rng.shuffle(cards);
    this.taken = new Uint8Array(cards.length);
  }

  /** Takes the first `n` cards left that are of `kind` (ANY, ACTION or a company index). */
  take(n: number, kind: number): CardId[] {
    const out: CardId[] = [];
    const { cards, taken } = this;
    while (this.head < cards.length && taken[this.head] === 1) this.head++;
    for (let k = this.head; k < cards.length && out.length < n; k++) {
      if (taken[k] === 1) continue;
      const i = cards[k] as number;
      if (kind === ANY || (kind === ACTION ? CARD_IS_ACTION[i] === 1 : CARD_COMPANY[i] === kind)) {
        taken[k] = 1;
        out.push(ALL_CARDS[i] as CardId);
      }
    }
    if (out.length < n) throw new Error('determinize: not enough unseen cards (an inconsistent view)');
    return out;
  }
}

/** Marks `id` in `placed` (by its ALL_CARDS index); a string that is no market card marks nothing. */
export function markPlaced(placed: Uint8Array, id: CardId): void {
  const i = cardIndex(id);
  if (i >= 0) placed[i] = 1;
}

/** The company index of a stock card's index, or -1 for another card. */
export function companyOfIndex(i: number): number {
  return CARD_COMPANY[i] as number;
}
