import { seatOf } from '../matches/live-match.ts';
import type { MatchRegistry } from '../matches/registry.ts';
import { invitationsOf } from '../lobby/invitations-of.ts';
import type { Store, UserRow } from '../store/store.ts';
import type { LobbyWatcher } from '../ws/lobby-watcher.ts';
import type { NdjsonSocket } from './ndjson-socket.ts';

/**
 * An invitation is a lobby change (lobby/invite-to-table.ts), so the stream looks at once; it also looks this often,
 * for an invitation's expiry and anything a lost bus message would have said.
 */
export const INVITATION_POLL_MS = 15_000;
/** The most matches, and invitations, one look reads. */
const LOOK_LIMIT = 100;

export interface BotEventsDeps {
  readonly store: Store;
  readonly registry: MatchRegistry;
  /** Tells of tables created, seated, started and finished, throttled (shared by every bot event stream). */
  readonly lobby: LobbyWatcher<object>;
  readonly now: () => number;
  readonly log: { error(obj: object, msg: string): void };
}

/**
 * A bot account's event stream (GET /api/bot/stream/event): `hello`, then each match it sits at that is playing
 * (`gameStart`, the ones playing when it connects too), each such match's end (`gameFinish`, with the outcome) and
 * each open invitation (`invitation`, the pending ones too). It looks again on every lobby change and every
 * INVITATION_POLL_MS; looks never overlap, and each line goes out once per stream.
 */
export class BotEventStream {
  readonly #deps: BotEventsDeps;
  readonly #user: UserRow;
  readonly #socket: NdjsonSocket;
  readonly #playing = new Set<string>();
  readonly #invited = new Set<string>();
  #looking: Promise<void> = Promise.resolve();
  #again = false;
  #timer: NodeJS.Timeout | null = null;

  constructor(deps: BotEventsDeps, user: UserRow, socket: NdjsonSocket) {
    this.#deps = deps;
    this.#user = user;
    this.#socket = socket;
  }

  start(): void {
    this.#socket.line({ t: 'hello', user: { id: this.#user.id, name: this.#user.name } });
    this.#socket.on('close', () => this.#stop());
    this.#deps.lobby.add(this, () => this.#look());
    this.#timer = setInterval(() => this.#look(), INVITATION_POLL_MS);
    this.#timer.unref();
    this.#look();
  }

  #stop(): void {
    this.#deps.lobby.remove(this);
    if (this.#timer !== null) clearInterval(this.#timer);
    this.#timer = null;
  }

  /** One look after the one running, if any (a change during a look is looked at again, never lost). */
  #look(): void {
    if (this.#socket.closed) return;
    if (this.#again) return;
    this.#again = true;
    this.#looking = this.#looking.then(async () => {
      this.#again = false;
      if (this.#socket.closed) return;
      try {
        await this.#lookOnce();
      } catch (e) {
        this.#deps.log.error({ err: e, user: this.#user.id }, 'bot event stream failed to look');
      }
    });
  }

  async #lookOnce(): Promise<void> {
    const { store, registry } = this.#deps;
    const playing = await store.listTablesOfUser(this.#user.id, 'playing', LOOK_LIMIT);
    const now = new Set(playing.map((t) => t.id));
    for (const t of playing) {
      if (this.#playing.has(t.id)) continue;
      const live = await registry.get(t.id);
      const seat = live === undefined ? null : seatOf(live, this.#user.id);
      // A seat it left to a server bot is not its to play.
      if (seat === null) continue;
      this.#playing.add(t.id);
      this.#socket.line({ t: 'gameStart', table: t.id, game: t.game, seat });
    }
    for (const id of [...this.#playing]) {
      if (now.has(id)) continue;
      this.#playing.delete(id);
      const table = await store.getTable(id);
      this.#socket.line({ t: 'gameFinish', table: id, outcome: table?.outcome ?? null });
    }
    for (const invitation of await invitationsOf(store, this.#user.id, this.#deps.now(), LOOK_LIMIT)) {
      if (invitation.status !== 'open' || this.#invited.has(invitation.id)) continue;
      this.#invited.add(invitation.id);
      this.#socket.line({ t: 'invitation', invitation });
    }
  }
}
