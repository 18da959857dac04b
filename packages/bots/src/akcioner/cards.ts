import { Akcioner } from '@birzha/engine';

type CardId = Akcioner.CardId;
type Color = Akcioner.Color;
type ParsedOp = Akcioner.ParsedOp;

/** A card in the form the look-ahead applies: colour indices instead of names, every assignment precomputed. */
export interface SimCard {
  readonly id: CardId;
  readonly info: Akcioner.CardInfo;
  readonly big: boolean;
  /** Index of the card's own colour in COLORS. */
  readonly colorIndex: number;
  readonly colored: ParsedOp;
  readonly free: readonly ParsedOp[];
  /** Every assignment in canonical order (spec 7.6), as colour names and as colour indices. */
  readonly assigns: readonly (readonly Color[])[];
  readonly assignIndices: readonly (readonly number[])[];
  /** Per assignment, the one colour the card raises (every card raises exactly one: its `+n`/`x2` part). */
  readonly raises: readonly number[];
  /** The `playCard` move per assignment. */
  readonly moves: readonly Akcioner.PlayCardMove[];
  /**
   * Per assignment `a` and colour index `c`, at `a * 4 + c`: the op on that colour as a kind (0 none, 1 add,
   * 2 double, 3 half) and the amount of an add, so the look-ahead applies a card without looking anything up.
   */
  readonly opKind: Int8Array;
  readonly opAmount: Int16Array;
}

function kindOf(op: ParsedOp): number {
  return op.kind === 'add' ? 1 : op.kind === 'double' ? 2 : 3;
}

function isRise(op: ParsedOp): boolean {
  return op.kind === 'double' || (op.kind === 'add' && op.n > 0);
}

function buildCard(info: Akcioner.CardInfo): SimCard {
  const assigns = Akcioner.assignments(info);
  const assignIndices = assigns.map((a) => a.map((c) => Akcioner.COLOR_INDEX[c]));
  const colorIndex = Akcioner.COLOR_INDEX[info.color];
  const raises = assignIndices.map((a) => {
    if (isRise(info.colored)) return colorIndex;
    const i = info.free.findIndex(isRise);
    if (i < 0) throw new Error(`card ${info.id} raises nothing`);
    return a[i] as number;
  });
  const moves: Akcioner.PlayCardMove[] = assigns.map((assign) => ({ type: 'playCard', card: info.id, assign }));
  const opKind = new Int8Array(assigns.length * 4);
  const opAmount = new Int16Array(assigns.length * 4);
  assignIndices.forEach((indices, a) => {
    const set = (c: number, op: ParsedOp): void => {
      opKind[a * 4 + c] = kindOf(op);
      opAmount[a * 4 + c] = op.kind === 'add' ? op.n : 0;
    };
    set(colorIndex, info.colored);
    indices.forEach((c, i) => set(c, info.free[i]!));
  });
  return {
    id: info.id,
    info,
    big: info.big,
    colorIndex,
    colored: info.colored,
    free: info.free,
    assigns,
    assignIndices,
    raises,
    moves,
    opKind,
    opAmount,
  };
}

const SIM_CARDS: ReadonlyMap<string, SimCard> = new Map(Akcioner.CARD_INFO.map((info) => [info.id, buildCard(info)]));

/** The look-ahead form of a card id. */
export function simCard(id: CardId): SimCard {
  const card = SIM_CARDS.get(id);
  if (card === undefined) throw new Error(`unknown card ${id}`);
  return card;
}
