/** Static tables of Akcioner (spec 2). Colour order and CARDS order are canonical everywhere. */

export const COLORS = ['yellow', 'red', 'blue', 'green'] as const; // spec 2: this order is the colour order
export type Color = (typeof COLORS)[number];
/** An integer per colour. */
export type Shares = Readonly<Record<Color, number>>;

export const PRICE = { min: 10, max: 250, step: 10, start: 100 } as const;
export const START = { shares: 1, cash: 0 } as const;
export const VARIANTS = {
  short: { big: 3, small: 5, rounds: 8, minPlayers: 2, maxPlayers: 6 },
  classic: { big: 4, small: 6, rounds: 10, minPlayers: 2, maxPlayers: 5 },
  long: { big: 5, small: 7, rounds: 12, minPlayers: 2, maxPlayers: 4 },
} as const;
export type VariantId = keyof typeof VARIANTS;
export const VARIANT_IDS = Object.keys(VARIANTS) as readonly VariantId[];

/** An operation on one price: '+n' adds n, '-n' subtracts n, 'x2' doubles, '/2' halves (rounded, spec 8.3). */
export type Op = `+${number}` | `-${number}` | 'x2' | '/2';
export interface CardDef {
  readonly id: string;
  readonly group: 'big' | 'small';
  /** Colour of the coloured part; the coloured op always applies to this colour. */
  readonly color: Color;
  readonly colored: Op;
  /** Uncoloured parts; the mover assigns each to a distinct colour other than `color`. */
  readonly free: readonly Op[];
}

/** Index in CARDS = canonical card order (hand sorting, enumeration, tie-breaks). */
export const CARDS = [
  { id: 'H-yellow-1', group: 'big', color: 'yellow', colored: '+100', free: ['-30', '-20', '-10'] },
  { id: 'H-yellow-2', group: 'big', color: 'yellow', colored: '+100', free: ['-30', '-20', '-10'] },
  { id: 'H-yellow-3', group: 'big', color: 'yellow', colored: '+100', free: ['-30', '-20', '-10'] },
  { id: 'H-red-1', group: 'big', color: 'red', colored: '+100', free: ['-30', '-20', '-10'] },
  { id: 'H-red-2', group: 'big', color: 'red', colored: '+100', free: ['-30', '-20', '-10'] },
  { id: 'H-red-3', group: 'big', color: 'red', colored: '+100', free: ['-30', '-20', '-10'] },
  { id: 'H-blue-1', group: 'big', color: 'blue', colored: '+100', free: ['-30', '-20', '-10'] },
  { id: 'H-blue-2', group: 'big', color: 'blue', colored: '+100', free: ['-30', '-20', '-10'] },
  { id: 'H-blue-3', group: 'big', color: 'blue', colored: '+100', free: ['-30', '-20', '-10'] },
  { id: 'H-green-1', group: 'big', color: 'green', colored: '+100', free: ['-30', '-20', '-10'] },
  { id: 'H-green-2', group: 'big', color: 'green', colored: '+100', free: ['-30', '-20', '-10'] },
  { id: 'H-green-3', group: 'big', color: 'green', colored: '+100', free: ['-30', '-20', '-10'] },
  { id: 'D-yellow-up', group: 'big', color: 'yellow', colored: 'x2', free: ['/2'] },
  { id: 'D-yellow-down', group: 'big', color: 'yellow', colored: '/2', free: ['x2'] },
  { id: 'D-red-up', group: 'big', color: 'red', colored: 'x2', free: ['/2'] },
  { id: 'D-red-down', group: 'big', color: 'red', colored: '/2', free: ['x2'] },
  { id: 'D-blue-up', group: 'big', color: 'blue', colored: 'x2', free: ['/2'] },
  { id: 'D-blue-down', group: 'big', color: 'blue', colored: '/2', free: ['x2'] },
  { id: 'D-green-up', group: 'big', color: 'green', colored: 'x2', free: ['/2'] },
  { id: 'D-green-down', group: 'big', color: 'green', colored: '/2', free: ['x2'] },
  { id: 'S-yellow-p30', group: 'small', color: 'yellow', colored: '+30', free: ['-60'] },
  { id: 'S-yellow-m60', group: 'small', color: 'yellow', colored: '-60', free: ['+30'] },
  { id: 'S-yellow-p40', group: 'small', color: 'yellow', colored: '+40', free: ['-50'] },
  { id: 'S-yellow-m50', group: 'small', color: 'yellow', colored: '-50', free: ['+40'] },
  { id: 'S-yellow-p50', group: 'small', color: 'yellow', colored: '+50', free: ['-40'] },
  { id: 'S-yellow-m40', group: 'small', color: 'yellow', colored: '-40', free: ['+50'] },
  { id: 'S-yellow-p60', group: 'small', color: 'yellow', colored: '+60', free: ['-30'] },
  { id: 'S-yellow-m30', group: 'small', color: 'yellow', colored: '-30', free: ['+60'] },
  { id: 'S-red-p30', group: 'small', color: 'red', colored: '+30', free: ['-60'] },
  { id: 'S-red-m60', group: 'small', color: 'red', colored: '-60', free: ['+30'] },
  { id: 'S-red-p40', group: 'small', color: 'red', colored: '+40', free: ['-50'] },
  { id: 'S-red-m50', group: 'small', color: 'red', colored: '-50', free: ['+40'] },
  { id: 'S-red-p50', group: 'small', color: 'red', colored: '+50', free: ['-40'] },
  { id: 'S-red-m40', group: 'small', color: 'red', colored: '-40', free: ['+50'] },
  { id: 'S-red-p60', group: 'small', color: 'red', colored: '+60', free: ['-30'] },
  { id: 'S-red-m30', group: 'small', color: 'red', colored: '-30', free: ['+60'] },
  { id: 'S-blue-p30', group: 'small', color: 'blue', colored: '+30', free: ['-60'] },
  { id: 'S-blue-m60', group: 'small', color: 'blue', colored: '-60', free: ['+30'] },
  { id: 'S-blue-p40', group: 'small', color: 'blue', colored: '+40', free: ['-50'] },
  { id: 'S-blue-m50', group: 'small', color: 'blue', colored: '-50', free: ['+40'] },
  { id: 'S-blue-p50', group: 'small', color: 'blue', colored: '+50', free: ['-40'] },
  { id: 'S-blue-m40', group: 'small', color: 'blue', colored: '-40', free: ['+50'] },
  { id: 'S-blue-p60', group: 'small', color: 'blue', colored: '+60', free: ['-30'] },
  { id: 'S-blue-m30', group: 'small', color: 'blue', colored: '-30', free: ['+60'] },
  { id: 'S-green-p30', group: 'small', color: 'green', colored: '+30', free: ['-60'] },
  { id: 'S-green-m60', group: 'small', color: 'green', colored: '-60', free: ['+30'] },
  { id: 'S-green-p40', group: 'small', color: 'green', colored: '+40', free: ['-50'] },
  { id: 'S-green-m50', group: 'small', color: 'green', colored: '-50', free: ['+40'] },
  { id: 'S-green-p50', group: 'small', color: 'green', colored: '+50', free: ['-40'] },
  { id: 'S-green-m40', group: 'small', color: 'green', colored: '-40', free: ['+50'] },
  { id: 'S-green-p60', group: 'small', color: 'green', colored: '+60', free: ['-30'] },
  { id: 'S-green-m30', group: 'small', color: 'green', colored: '-30', free: ['+60'] },
] as const satisfies readonly CardDef[];
export type CardId = (typeof CARDS)[number]['id'];

/** A card's op in a form the resolver applies without parsing. */
export type ParsedOp =
  { readonly kind: 'add'; readonly n: number } | { readonly kind: 'double' } | { readonly kind: 'half' };

function parseOp(op: Op): ParsedOp {
  if (op === 'x2') return { kind: 'double' };
  if (op === '/2') return { kind: 'half' };
  return { kind: 'add', n: Number(op) };
}

/** CARDS with colour indices and parsed ops, for the hot paths. */
export interface CardInfo {
  readonly id: CardId;
  readonly index: number;
  readonly big: boolean;
  readonly color: Color;
  readonly colored: ParsedOp;
  readonly free: readonly ParsedOp[];
}

export const CARD_INFO: readonly CardInfo[] = CARDS.map((c, index) => ({
  id: c.id,
  index,
  big: c.group === 'big',
  color: c.color,
  colored: parseOp(c.colored),
  free: c.free.map(parseOp),
}));

const INFO_BY_ID: ReadonlyMap<string, CardInfo> = new Map(CARD_INFO.map((c) => [c.id, c]));

/** The card's info, or undefined for a string that is not a card id. */
export function cardInfo(id: string): CardInfo | undefined {
  return INFO_BY_ID.get(id);
}

/** Whether a string is one of the 52 card ids. */
export function isCardId(id: string): id is CardId {
  return INFO_BY_ID.has(id);
}

/** Canonical order of two card ids (CARDS index). */
export function compareCards(a: CardId, b: CardId): number {
  return (INFO_BY_ID.get(a) as CardInfo).index - (INFO_BY_ID.get(b) as CardInfo).index;
}

export function isColor(value: unknown): value is Color {
  return value === 'yellow' || value === 'red' || value === 'blue' || value === 'green';
}

/** A Shares record with every colour set to `n`. */
export function sharesOf(n: number): Shares {
  return { yellow: n, red: n, blue: n, green: n };
}

export const NO_SHARES: Shares = Object.freeze(sharesOf(0));

/** Position of each colour in COLORS. */
export const COLOR_INDEX: Readonly<Record<Color, number>> = Object.freeze({ yellow: 0, red: 1, blue: 2, green: 3 });
