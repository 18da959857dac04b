// Which server processes the soak has killed (--process-kills-every), by address: while one is down, and for a grace
// after it is back, a client's close, a refused request or a request cut off there is the kill's doing, counted apart
// from errors; its clients reconnect to the same address.

/** What the clients and the table keeper ask of the kills. */
export interface KillsView {
  /** The process at `url` is down now (killed, not yet serving again). */
  isDown(url: string): boolean;
  /** The process at `url` is down, or came back less than the grace ago: what failed there may be the kill's. */
  expected(url: string, now?: number): boolean;
}

/** After a process is back, what failed there is still the kill's for this long (requests cut before it died). */
export const KILL_GRACE_MS = 15_000;

export class ProcessKills implements KillsView {
  private readonly downSince = new Map<string, number>();
  private readonly backAt = new Map<string, number>();
  /** Kills so far. */
  count = 0;

  constructor(private readonly graceMs = KILL_GRACE_MS) {}

  /** The process at `url` is about to be killed. */
  down(url: string, now = performance.now()): void {
    this.count++;
    this.downSince.set(url, now);
  }

  /** It serves again. */
  up(url: string, now = performance.now()): void {
    this.downSince.delete(url);
    this.backAt.set(url, now);
  }

  isDown(url: string): boolean {
    return this.downSince.has(url);
  }

  expected(url: string, now = performance.now()): boolean {
    if (this.isDown(url)) return true;
    const back = this.backAt.get(url);
    return back !== undefined && now - back < this.graceMs;
  }

  /** The process to kill next: each in turn, starting from the last (the first ran the migrations). */
  next(processes: number): number {
    return processes - 1 - (this.count % processes);
  }
}

/** No process is ever killed (a run without --process-kills-every). */
export const NO_KILLS: KillsView = { isDown: () => false, expected: () => false };
