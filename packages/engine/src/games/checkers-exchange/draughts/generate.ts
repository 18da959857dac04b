/**
 * The allocation-free move generator of spec 8.1 over three 32-bit masks. Moves go onto one shared stack of typed
 * arrays: `MOVE` = from | to << 5 | KING_AFTER (the piece ends as a king), `TAKEN` = the mask of captured pieces.
 * A caller notes `stackTop()`, generates, reads its moves and restores the top with `setStackTop`.
 */
import * as squares from './squares.ts';

// Local copies of the tables and helpers: under a CommonJS transpiler (tsx) every imported name is a getter call,
// which costs the hot loops several times their own work.
const CAN_JUMP = squares.CAN_JUMP;
const CAN_STEP = squares.CAN_STEP;
const EVEN_ROWS = squares.EVEN_ROWS;
const NEIGHBOR = squares.NEIGHBOR;
const ODD_ROWS = squares.ODD_ROWS;
const PROMOTION_BLACK = squares.PROMOTION_BLACK;
const PROMOTION_WHITE = squares.PROMOTION_WHITE;
const RAY = squares.RAY;
const RAY_LENGTH = squares.RAY_LENGTH;
const STEP_EVEN = squares.STEP_EVEN;
const STEP_ODD = squares.STEP_ODD;
const lowestIndex = squares.lowestIndex;
const popcount = squares.popcount;
const shift = squares.shift;

/** Flag of a stacked move: the piece stands on its last square as a king. */
export const KING_AFTER = 1024;

let moveStack = new Int32Array(1 << 16);
let takenStack = new Int32Array(1 << 16);
let top = 0;

/** The first free slot of the move stack. */
export function stackTop(): number {
  return top;
}
export function setStackTop(n: number): void {
  top = n;
}
export function moveAt(i: number): number {
  return moveStack[i] as number;
}
export function takenAt(i: number): number {
  return takenStack[i] as number;
}

function grow(): void {
  const moves = new Int32Array(moveStack.length * 2);
  moves.set(moveStack);
  moveStack = moves;
  const taken = new Int32Array(takenStack.length * 2);
  taken.set(takenStack);
  takenStack = taken;
}

// State of the capture search in progress (spec 8.1 step 1): `occupied` is every piece but the mover, whose start
// square counts as empty; captured pieces stay in it until the move ends (the Turkish strike).
let occupied = 0;
let enemy = 0;
let mover = 0;
let promotion = 0;

/** When set, every emitted capture's landing squares and captured squares are kept, for the public moves. */
let recording: { path: number[]; captured: number[] }[] | null = null;
const PATH = new Int8Array(64);
const CAPTURED = new Int8Array(64);

function emitCapture(to: number, taken: number, king: boolean, length: number): void {
  if (top === moveStack.length) grow();
  moveStack[top] = mover | (to << 5) | (king ? KING_AFTER : 0);
  takenStack[top] = taken;
  top++;
  if (recording !== null) {
    recording.push({ path: Array.from(PATH.subarray(0, length)), captured: Array.from(CAPTURED.subarray(0, length)) });
  }
}

/** A man's jumps from `sq` (spec 8.1 step 1); returns the moves emitted. */
function manCaptures(sq: number, taken: number, length: number): number {
  let emitted = 0;
  for (let dir = 0; dir < 4; dir++) {
    const over = NEIGHBOR[sq * 4 + dir] as number;
    if (over < 0) continue;
    const overBit = 1 << over;
    if ((enemy & overBit) === 0 || (taken & overBit) !== 0) continue;
    const land = NEIGHBOR[over * 4 + dir] as number;
    if (land < 0 || (occupied & (1 << land)) !== 0) continue;
    PATH[length] = land;
    CAPTURED[length] = over;
    const now = taken | overBit;
    // A man reaching its promotion rank goes on at once as a king (spec 8.1 step 1).
    const promoted = (promotion & (1 << land)) !== 0;
    let e = promoted ? kingCaptures(land, now, length + 1, 3 - dir) : manCaptures(land, now, length + 1);
    if (e === 0) {
      emitCapture(land, now, promoted, length + 1);
      e = 1;
    }
    emitted += e;
  }
  return emitted;
}

/** A king's jumps from `sq`, never straight back along `back` (that line is blocked by its own capture). */
function kingCaptures(sq: number, taken: number, length: number, back: number): number {
  let emitted = 0;
  for (let dir = 0; dir < 4; dir++) {
    if (dir === back) continue;
    const slot = sq * 4 + dir;
    const end = RAY_LENGTH[slot] as number;
    const base = slot * 8;
    let i = 0;
    while (i < end && (occupied & (1 << (RAY[base + i] as number))) === 0) i++;
    if (i >= end - 1) continue;
    const over = RAY[base + i] as number;
    const overBit = 1 << over;
    // An own piece, or one already captured in this move, blocks the line.
    if ((enemy & overBit) === 0 || (taken & overBit) !== 0) continue;
    const now = taken | overBit;
    CAPTURED[length] = over;
    const first = ++i;
    let further = 0;
    for (; i < end; i++) {
      const land = RAY[base + i] as number;
      if ((occupied & (1 << land)) !== 0) break;
      PATH[length] = land;
      further += kingCaptures(land, now, length + 1, 3 - dir);
    }
    if (further > 0) {
      emitted += further;
      continue;
    }
    // No landing square lets the capture go on: each one ends a move.
    for (let j = first; j < i; j++) {
      const land = RAY[base + j] as number;
      PATH[length] = land;
      emitCapture(land, now, true, length + 1);
      emitted++;
    }
  }
  return emitted;
}

/** Men of `men` that have a jump (adjacent enemy, empty square beyond), as a mask. */
function manCapturers(men: number, opp: number, empty: number): number {
  let result = 0;
  for (let dir = 0; dir < 4; dir++) {
    const se = STEP_EVEN[dir] as number;
    const so = STEP_ODD[dir] as number;
    const adjacent = (shift(opp, -se) & EVEN_ROWS) | (shift(opp, -so) & ODD_ROWS);
    result |= men & (CAN_JUMP[dir] as number) & adjacent & shift(empty, -(se + so));
  }
  return result;
}

/** Quiet steps of men along `dir`: pushes them (or only counts them when `countOnly`). */
function menSteps(men: number, empty: number, dir: number, promo: number, countOnly: boolean): number {
  const se = STEP_EVEN[dir] as number;
  const so = STEP_ODD[dir] as number;
  const movable = men & (CAN_STEP[dir] as number);
  const fromEven = shift(movable & EVEN_ROWS, se) & empty;
  const fromOdd = shift(movable & ODD_ROWS, so) & empty;
  if (countOnly) return popcount(fromEven) + popcount(fromOdd);
  pushSteps(fromEven, se, promo);
  pushSteps(fromOdd, so, promo);
  return popcount(fromEven) + popcount(fromOdd);
}

function pushSteps(targets: number, step: number, promo: number): void {
  let t = targets;
  while (t !== 0) {
    const to = lowestIndex(t);
    t &= t - 1;
    if (top === moveStack.length) grow();
    moveStack[top] = (to - step) | (to << 5) | ((promo & (1 << to)) !== 0 ? KING_AFTER : 0);
    takenStack[top] = 0;
    top++;
  }
}

/** Quiet moves of a king: every empty square along each diagonal up to the first piece. */
function kingSlides(sq: number, occ: number, countOnly: boolean): number {
  let n = 0;
  for (let dir = 0; dir < 4; dir++) {
    const slot = sq * 4 + dir;
    const end = RAY_LENGTH[slot] as number;
    const base = slot * 8;
    for (let i = 0; i < end; i++) {
      const to = RAY[base + i] as number;
      if ((occ & (1 << to)) !== 0) break;
      n++;
      if (countOnly) continue;
      if (top === moveStack.length) grow();
      moveStack[top] = sq | (to << 5) | KING_AFTER;
      takenStack[top] = 0;
      top++;
    }
  }
  return n;
}

/**
 * L(c) of spec 8.1 for the side owning `own` (White iff `white`): every complete capture when one exists, else the
 * quiet moves. Returns the number of moves; they are pushed at the old stack top, except quiet moves when
 * `countOnly` (captures are always pushed: the caller restores the top).
 */
export function generate(own: number, opp: number, kings: number, white: boolean, countOnly: boolean): number {
  const all = own | opp;
  const empty = ~all;
  const men = own & ~kings;
  let ownKings = own & kings;
  enemy = opp;
  promotion = white ? PROMOTION_WHITE : PROMOTION_BLACK;
  let n = 0;
  let capturers = manCapturers(men, opp, empty);
  while (capturers !== 0) {
    mover = lowestIndex(capturers);
    capturers &= capturers - 1;
    occupied = all & ~(1 << mover);
    n += manCaptures(mover, 0, 0);
  }
  let k = ownKings;
  while (k !== 0) {
    mover = lowestIndex(k);
    k &= k - 1;
    occupied = all & ~(1 << mover);
    n += kingCaptures(mover, 0, 0, -1);
  }
  if (n > 0) return n;
  // spec 8.1 step 3: men step forwards only (White towards rank 8), kings slide.
  const promo = promotion;
  if (white) n = menSteps(men, empty, 0, promo, countOnly) + menSteps(men, empty, 1, promo, countOnly);
  else n = menSteps(men, empty, 2, promo, countOnly) + menSteps(men, empty, 3, promo, countOnly);
  while (ownKings !== 0) {
    const sq = lowestIndex(ownKings);
    ownKings &= ownKings - 1;
    n += kingSlides(sq, all, countOnly);
  }
  return n;
}

/** Runs `generate` keeping every capture's path (landings, captured squares) in push order. */
export function generateRecorded(
  own: number,
  opp: number,
  kings: number,
  white: boolean,
): { readonly count: number; readonly paths: readonly { path: number[]; captured: number[] }[] } {
  const paths: { path: number[]; captured: number[] }[] = [];
  recording = paths;
  try {
    return { count: generate(own, opp, kings, white, false), paths };
  } finally {
    recording = null;
  }
}
