/**
 * Readers of the unchecked position JSON (spec 12). Each names the field it reads; a breach throws `Bad`, which
 * `applyPosition` turns into `BAD_POSITION { field, reason }` at its one boundary (a value, never an escaping throw).
 */
import type { Seat } from '../../core/game.ts';
import { COLORS, FIRMS, type Color, type FirmId } from './config.ts';

/** A breach of spec 12 in `field` (a path such as `firms.w2.holdings.w4` or `book[3]`). */
export class Bad {
  constructor(
    readonly field: string,
    readonly reason: string,
  ) {}
}

export type Rec = Readonly<Record<string, unknown>>;

export function isRec(v: unknown): v is Rec {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** `${parent}.${key}`, or `key` at the top. */
export const path = (parent: string, key: string): string => (parent === '' ? key : `${parent}.${key}`);

/** An object whose keys are all in `allowed` (unknown keys are breaches: a typo must not pass silently). */
export function obj(v: unknown, allowed: readonly string[], field: string): Rec {
  if (!isRec(v)) throw new Bad(field === '' ? '(position)' : field, 'not an object');
  for (const k of Object.keys(v)) if (!allowed.includes(k)) throw new Bad(path(field, k), 'unknown field');
  return v;
}

export function arr(v: unknown, field: string): readonly unknown[] {
  if (!Array.isArray(v)) throw new Bad(field, 'not an array');
  return v;
}

/** An integer in min..max (money and counts: safe integers >= 0 unless told). */
export function int(v: unknown, field: string, min = 0, max = Number.MAX_SAFE_INTEGER): number {
  if (typeof v !== 'number' || !Number.isSafeInteger(v) || v < min || v > max)
    throw new Bad(field, `not an integer in ${min}..${max}`);
  return v;
}

/** `int` when given, else the default. */
export function intOr(v: unknown, dflt: number, field: string, min = 0, max = Number.MAX_SAFE_INTEGER): number {
  return v === undefined ? dflt : int(v, field, min, max);
}

export function bool(v: unknown, field: string): boolean {
  if (typeof v !== 'boolean') throw new Bad(field, 'not a boolean');
  return v;
}

export function oneOf<T extends string>(v: unknown, values: readonly T[], field: string): T {
  if (typeof v !== 'string' || !(values as readonly string[]).includes(v))
    throw new Bad(field, `not one of ${values.join(', ')}`);
  return v as T;
}

export const firmId = (v: unknown, field: string): FirmId => oneOf(v, FIRMS, field);
export const color = (v: unknown, field: string): Color => oneOf(v, COLORS, field);

/** A seat number of a table of `players`. */
export function seat(v: unknown, players: number, field: string): Seat {
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 0 || v >= players)
    throw new Bad(field, `not a seat 0..${players - 1}`);
  return v;
}

/** A record keyed by firm id, only firm ids allowed; the given entries in firm order. */
export function byFirmIds(v: unknown, field: string): [FirmId, unknown][] {
  const o = obj(v, FIRMS, field);
  return FIRMS.filter((f) => o[f] !== undefined).map((f) => [f, o[f]]);
}
