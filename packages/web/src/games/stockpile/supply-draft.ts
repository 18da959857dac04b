import type { Stockpile } from '@birzha/engine';

/** My Supply placement being put together (spec 8.5): where each hand card goes, which one lies face up. */
export interface SupplyDraft {
  readonly selected: string | null;
  readonly placed: Readonly<Record<string, number>>;
  /** The card chosen to lie face up (the other goes face down); null: the first card in hand (as a timeout places). */
  readonly up: string | null;
  /** Secretive Stuart: both face down. */
  readonly hideBoth: boolean;
}

export const EMPTY_SUPPLY: SupplyDraft = { selected: null, placed: {}, up: null, hideBoth: false };

export type SupplyAction =
  | { readonly kind: 'select'; readonly card: string }
  | { readonly kind: 'place'; readonly card: string; readonly pile: number; readonly hand: readonly string[] }
  | { readonly kind: 'up'; readonly card: string }
  | { readonly kind: 'hideBoth'; readonly on: boolean }
  | { readonly kind: 'reset' };

/** How the draft follows the player's clicks and drops: a placed card hands the selection to the card still in hand. */
export function reduceSupply(d: SupplyDraft, a: SupplyAction): SupplyDraft {
  switch (a.kind) {
    case 'select':
      return { ...d, selected: a.card };
    case 'place': {
      if (!a.hand.includes(a.card)) return d;
      const placed = { ...d.placed, [a.card]: a.pile };
      const next = a.hand.find((c) => placed[c] === undefined) ?? null;
      return { ...d, placed, selected: next };
    }
    case 'up':
      // The face may be chosen before the pile: the card keeps it when placed.
      return { ...d, up: a.card };
    case 'hideBoth':
      return { ...d, hideBoth: a.on };
    case 'reset':
      return EMPTY_SUPPLY;
  }
}

/** The supply move the draft makes, or null while a card is still in hand. */
export function supplyMove(d: SupplyDraft, hand: readonly string[]): Stockpile.SupplyMove | null {
  const [a, b] = hand;
  if (a === undefined || b === undefined) return null;
  const up = faceUpCard(d, hand) ?? a;
  const down = up === a ? b : a;
  const upPile = d.placed[up];
  const downPile = d.placed[down];
  if (upPile === undefined || downPile === undefined) return null;
  const move = {
    type: 'supply',
    faceUp: { card: up, pile: upPile },
    faceDown: { card: down, pile: downPile },
  } as const;
  return d.hideBoth ? { ...move, hideBoth: true } : move;
}

/** The card of the hand that lies face up in the draft (spec 8.13's default: the first one, until chosen). */
export function faceUpCard(d: SupplyDraft, hand: readonly string[]): string | null {
  return d.up !== null && hand.includes(d.up) ? d.up : (hand[0] ?? null);
}

/** Whether a hand card lies face down in the draft: the one not face up, or both with Secretive Stuart. */
export function liesFaceDown(d: SupplyDraft, hand: readonly string[], card: string): boolean {
  return d.hideBoth || faceUpCard(d, hand) !== card;
}
