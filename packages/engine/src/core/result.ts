/** The values a Violation gives the client's message (a colour, a limit, a firm). */
export type Detail = Readonly<Record<string, string | number>>;

/**
 * A rule failure: a stable SCREAMING_SNAKE code and optional details for the client's message. `C` narrows the code
 * to one list (a game's `Code`, core/codes.ts); the default takes any code (the server's own refusals).
 */
export interface Violation<C extends string = string> {
  readonly code: C;
  readonly detail?: Detail;
}

/** A failed Result carrying a Violation. */
export type Failure<C extends string = string> = { readonly ok: false; readonly error: Violation<C> };

/** The outcome of anything that can fail on user input: rule failures are values, never exceptions. */
export type Result<T, E = Violation> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

export function ok<T>(value: T): { readonly ok: true; readonly value: T } {
  return { ok: true, value };
}

export function err<E>(error: E): { readonly ok: false; readonly error: E } {
  return { ok: false, error };
}

/** A Violation result with an optional detail. */
export function fail<C extends string>(code: C, detail?: Detail): Failure<C> {
  return { ok: false, error: detail === undefined ? { code } : { code, detail } };
}

/**
 * `fail` for the codes of one list only: a game's `fail = failWith(CODES)` (its codes.ts), so that a code missing
 * from the list (which the client would show as "Error: CODE") does not compile.
 */
export function failWith<C extends string>(codes: readonly C[]): (code: C, detail?: Detail) => Failure<C> {
  if (codes.length === 0) throw new Error('failWith: an empty list of codes');
  return fail;
}

/** For exhaustive switches: reaching it is a bug. */
export function assertNever(value: never): never {
  throw new Error(`unexpected value: ${JSON.stringify(value)}`);
}

/** The value of a result that cannot fail unless there is a bug (tests, fixtures, defaults): throws on an error. */
export function unwrap<T, E>(result: Result<T, E>, what = 'result'): T {
  if (result.ok) return result.value;
  throw new Error(`${what}: unexpected error ${JSON.stringify(result.error)}`);
}
