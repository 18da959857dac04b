/** A failure with a message for the user (a limit too low, a bad setting): printed without a stack trace. */
export class BenchFailure extends Error {
  override readonly name = 'BenchFailure';
}
