import type { Progress } from './lesson-runner.ts';

// Where a learner's place in each game's lesson is kept (issue 30, point 1): in this browser always, and for a
// signed-in person's account on the server too (GET/PUT /api/account/lessons), so that it follows them to another
// browser. Opening a lesson takes the further of the two. The server is a help, never a need: its failures are
// ignored quietly and the lesson goes on from this browser's copy.

/** Where a game's lesson progress is kept in this browser. */
const keyOf = (game: string) => `birzha.lesson.${game}`;
/** Saves to the server wait this long for the next change, so that a quick run of turns sends one request. */
export const SAVE_DELAY_MS = 1000;
const LESSONS_PATH = '/api/account/lessons';

/** A value read from storage or the server as Progress, or null when it is not what this code keeps. */
export function asProgress(raw: unknown): Progress | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const { step, turns } = raw as Record<string, unknown>;
  if (typeof step !== 'number' || !Number.isSafeInteger(step) || step < 0 || !Array.isArray(turns)) return null;
  if (!turns.every((t) => t === null || Array.isArray(t))) return null;
  return { step, turns: turns as Progress['turns'] };
}

/** How far a progress is: its step, then (within a step) whether that step's turn is played. */
function reach(p: Progress): number {
  return p.step * 2 + (p.turns.length > p.step && p.turns[p.step] !== null ? 1 : 0);
}

/**
 * The merge rule: the further of two kept progresses (this browser's first when they are as far), so that a learner
 * who went on elsewhere goes on from there and one who went on here is not sent back.
 */
export function furthest(local: Progress | null, account: Progress | null): Progress | null {
  if (local === null) return account;
  if (account === null) return local;
  return reach(account) > reach(local) ? account : local;
}

// --- The account's copy -------------------------------------------------------------------------------------------

/** What the server keeps of the signed-in person's lessons, by game; null: nobody signed in as a person (or no answer). */
type AccountCopy = ReadonlyMap<string, Progress> | null;

let known: AccountCopy = null;
let asked: Promise<AccountCopy> | null = null;
const pending = new Map<string, ReturnType<typeof setTimeout>>();
const unsent = new Map<string, Progress>();

/** Asks the server for the account's lessons (again); null for a guest, a bot account, nobody or no answer. */
export function refreshAccount(): Promise<AccountCopy> {
  const request = (async (): Promise<AccountCopy> => {
    try {
      const res = await fetch(LESSONS_PATH, { credentials: 'same-origin' });
      if (!res.ok) return null;
      const body = (await res.json()) as { kept?: unknown; lessons?: Record<string, unknown> };
      // The server answers everyone (no failed request for a guest); it keeps only a person's progress.
      if (body.kept !== true) return null;
      const copy = new Map<string, Progress>();
      for (const [game, value] of Object.entries(body.lessons ?? {})) {
        const p = asProgress(value);
        if (p !== null) copy.set(game, { step: p.step, turns: p.turns });
      }
      return copy;
    } catch {
      return null;
    }
  })();
  asked = request;
  void request.then((copy) => {
    // A later question's answer wins.
    if (asked === request) known = copy;
  });
  return request;
}

/** The account's copy when it has arrived (the lesson page opens without waiting for it). */
export function accountProgress(game: string): Progress | null {
  return known?.get(game) ?? null;
}

/** The further of this browser's and the account's progress, once the account's has been asked for. */
export async function openProgress(game: string): Promise<Progress | null> {
  await (asked ?? refreshAccount());
  return furthest(loadLocal(game), accountProgress(game));
}

function send(game: string): void {
  pending.delete(game);
  const progress = unsent.get(game);
  unsent.delete(game);
  if (progress === undefined) return;
  void fetch(`${LESSONS_PATH}/${encodeURIComponent(game)}`, {
    method: 'PUT',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ step: progress.step, turns: progress.turns }),
    // A save queued as the page closes still goes.
    keepalive: true,
  }).then(
    (res) => {
      if (res.ok && known !== null) known = new Map(known).set(game, progress);
    },
    () => undefined,
  );
}

/** Sends the saves still waiting (the page is being left). */
export function flushSaves(): void {
  for (const [game, timer] of pending) {
    clearTimeout(timer);
    send(game);
  }
}

/**
 * Queues a save to the account: only for a signed-in person, and only of a place at least as far as the account's
 * (a page opened before the account's copy came, or "Back", must not take the account back; "Start over" may).
 */
function queueSave(game: string, progress: Progress): void {
  if (known === null) return;
  const kept = known.get(game) ?? null;
  if (kept !== null && furthest(progress, kept) !== progress) return;
  if (kept !== null && JSON.stringify(kept) === JSON.stringify(progress)) return;
  unsent.set(game, progress);
  const before = pending.get(game);
  if (before !== undefined) clearTimeout(before);
  pending.set(
    game,
    setTimeout(() => send(game), SAVE_DELAY_MS),
  );
}

/** Forgets the account's copy and any waiting save (tests; a sign-out). */
export function forgetAccount(): void {
  for (const timer of pending.values()) clearTimeout(timer);
  pending.clear();
  unsent.clear();
  known = null;
  asked = null;
}

// --- This browser's copy, and what the lesson table calls -----------------------------------------------------------

function loadLocal(game: string): Progress | null {
  try {
    return asProgress(JSON.parse(localStorage.getItem(keyOf(game)) ?? 'null'));
  } catch {
    // Storage switched off or a value not JSON: nothing kept here.
    return null;
  }
}

/**
 * The kept progress of a game's lesson: the further of this browser's and the account's (when the account's has
 * come), or null when there is none. Asks the server again, so that a save later knows who is signed in.
 */
export function loadProgress(game: string): Progress | null {
  const progress = furthest(loadLocal(game), accountProgress(game));
  void refreshAccount();
  return progress;
}

export function saveProgress(game: string, progress: Progress): void {
  try {
    localStorage.setItem(keyOf(game), JSON.stringify(progress));
  } catch {
    // A full or switched-off storage only loses the place on a reload.
  }
  queueSave(game, progress);
}

/** "Start over": this browser's copy goes, and the account's is taken back to the start with the next save. */
export function clearProgress(game: string): void {
  try {
    localStorage.removeItem(keyOf(game));
  } catch {
    // As above.
  }
  if (known !== null && known.has(game)) {
    const copy = new Map(known);
    copy.delete(game);
    known = copy;
  }
}

// The account's copy is asked for as soon as the lesson code loads, before the lesson itself has loaded, so that
// the page usually opens with it; a save waiting when the page is left is sent at once.
if (typeof window !== 'undefined' && typeof fetch === 'function' && window.location.protocol.startsWith('http')) {
  void refreshAccount();
  window.addEventListener('pagehide', flushSaves);
}
