/**
 * The firm layer of spec 8.2 inside the search: which firm owns each piece, which firm moves next (the first
 * candidate of the year's rotation that has not moved yet, capturing firms only when a capture exists), and the
 * year boundary. Only the active firm's pieces move, so a plan that needs another firm's piece next ply is seen to
 * fail. Kept on typed arrays with make and unmake, so the search allocates nothing for it.
 */
import { CheckersExchange } from '@birzha/engine';

type DraughtsMove = CheckersExchange.Draughts.DraughtsMove;
type Color = CheckersExchange.Color;
type FirmId = CheckersExchange.FirmId;
type View = CheckersExchange.View;
type RulesVersion = CheckersExchange.RulesVersion;

const { FIRMS, LIMITS } = CheckersExchange;
const R = CheckersExchange.Reads;
const D = CheckersExchange.Draughts;

const FIRM_INDEX = new Map<FirmId, number>(FIRMS.map((f, i) => [f, i]));

type Cycle = readonly { readonly white: number[]; readonly black: number[] }[];
const CYCLES = new Map<RulesVersion, Cycle>();

/** Rotations of the four years of the cycle (spec 8.2 step 3) as firm indices, by colour, under a rules version. */
function cycleOf(version: RulesVersion): Cycle {
  let cycle = CYCLES.get(version);
  if (cycle === undefined) {
    cycle = [1, 2, 3, 4].map((year) => {
      const r = R.rotationOf(year, version);
      return { white: r.white.map((f) => FIRM_INDEX.get(f)!), black: r.black.map((f) => FIRM_INDEX.get(f)!) };
    });
    CYCLES.set(version, cycle);
  }
  return cycle;
}

/** What unmake needs to restore. */
export interface Undo {
  readonly firm: number;
  readonly captured: readonly number[];
  readonly plies: Int8Array | null;
}

/** The firms of the pieces, the year's plies per firm, and the year: enough to name the next active firm. */
export class FirmLayer {
  private readonly owner = new Int8Array(32).fill(-1);
  private plies: Int8Array = new Int8Array(FIRMS.length);
  private yearPly: number;
  private year: number;
  private readonly lastYear: number;
  /** The rotation of the view's year, as the state holds it (a position may set year 1's, spec 14.1.9). */
  private readonly firstYear: number;
  private readonly firstRotation: { white: number[]; black: number[] };
  /** The later years' rotations: the base order of the match's rules version (spec 14.2). */
  private readonly cycle: Cycle;

  constructor(view: View) {
    for (const p of view.board.pieces) this.owner[D.squareIndex(p.sq)] = FIRM_INDEX.get(p.firm)!;
    FIRMS.forEach((f, i) => (this.plies[i] = view.firms[f].plies));
    this.yearPly = view.yearPly;
    this.year = view.year;
    this.lastYear = view.options.years;
    this.firstYear = view.year;
    this.cycle = cycleOf(view.rulesVersion);
    this.firstRotation = {
      white: view.rotation.white.map((f) => FIRM_INDEX.get(f)!),
      black: view.rotation.black.map((f) => FIRM_INDEX.get(f)!),
    };
  }

  /** Whether the board phase of the last year is over: the game's board play ends here (spec 6.1). */
  over(): boolean {
    return this.year > this.lastYear;
  }

  /** The firm index that must move among `moves` (L(color)), spec 8.2 steps 2-4. */
  active(moves: readonly DraughtsMove[], color: Color): number {
    const rotation = (this.year === this.firstYear ? this.firstRotation : this.cycle[(this.year - 1) % 4]!)[color];
    let first = -1;
    for (const f of rotation) {
      let candidate = false;
      for (const m of moves)
        if (this.owner[m.from] === f) {
          candidate = true;
          break;
        }
      if (!candidate) continue;
      if (this.plies[f] === 0) return f;
      if (first < 0) first = f;
    }
    return first;
  }

  /** Whether `m` moves a piece of firm `firm`. */
  moves(m: DraughtsMove, firm: number): boolean {
    return this.owner[m.from] === firm;
  }

  /** Plays `m` of `firm` on the layer (spec 8.3 step 4, 8.10 step 5 at the year's end). */
  make(m: DraughtsMove, firm: number): Undo {
    const captured = m.captured.map((sq) => this.owner[sq]!);
    for (const sq of m.captured) this.owner[sq] = -1;
    this.owner[m.from] = -1;
    this.owner[m.path[m.path.length - 1]!] = firm;
    this.plies[firm]!++;
    this.yearPly++;
    let saved: Int8Array | null = null;
    if (this.yearPly === LIMITS.pliesPerYear) {
      saved = this.plies;
      this.plies = new Int8Array(FIRMS.length);
      this.yearPly = 0;
      this.year++;
    }
    return { firm, captured, plies: saved };
  }

  /** Takes back `make(m, firm)`. */
  unmake(m: DraughtsMove, undo: Undo): void {
    if (undo.plies !== null) {
      this.plies = undo.plies;
      this.yearPly = LIMITS.pliesPerYear;
      this.year--;
    }
    this.yearPly--;
    this.plies[undo.firm]!--;
    this.owner[m.path[m.path.length - 1]!] = -1;
    this.owner[m.from] = undo.firm;
    m.captured.forEach((sq, i) => (this.owner[sq] = undo.captured[i]!));
  }
}
