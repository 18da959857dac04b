/** A rule failure: a stable SCREAMING_SNAKE code and optional details for the client's message. */
export interface Violation {
  readonly code: string;
  readonly detail?: Readonly<Record<string, string | number>>;
}

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
export function fail(
  code: string,
  detail?: Readonly<Record<string, string | number>>,
): { readonly ok: false; readonly error: Violation } {
  return { ok: false, error: detail === undefined ? { code } : { code, detail } };
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
