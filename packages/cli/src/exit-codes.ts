/** Exit codes of every `birzha` command; scripts and external checks rely on them (docs/architecture.md 9). */
export const EXIT = {
  ok: 0,
  /** The input was valid but the answer is "no": an illegal move in a replay, an invariant failure in a simulation. */
  failed: 1,
  /** Bad arguments or a file that is not a valid match record: nothing was run. */
  usage: 2,
  /** An exception escaped: a bug in the CLI or the engine. */
  bug: 3,
} as const;

export type ExitCode = (typeof EXIT)[keyof typeof EXIT];
