import type { Redis } from 'ioredis';
import { ConnectionLimits, type Admission, type ConnectionCaps } from './connection-limits.ts';

/** Keys of the shared counts start with this. */
export const WS_COUNT_PREFIX = 'birzha:ws-connections';
/** A count key lives this long after its last change (counts of processes long gone do not pile up). */
const KEY_TTL_SECONDS = 24 * 3600;

export interface SharedLimitsDeps {
  readonly redis: Redis;
  /** This process's id on the bus (unique per start). */
  readonly processId: string;
  /** The live processes: a dead one's slots stop counting at once, though its fields stay until their key expires. */
  readonly peers: () => readonly string[];
  readonly log: { warn(obj: object, msg: string): void };
}

/**
 * The WebSocket caps across every process on a shared bus: each user's and each address's open connections are
 * counted in Redis per process (a hash field per process), and only live processes' fields count. The process's own
 * count is checked first (no Redis trip for a plain refusal). If Redis cannot be reached the caps hold per process.
 */
export class SharedConnectionLimits {
  private readonly local: ConnectionLimits;

  constructor(
    private readonly caps: ConnectionCaps,
    private readonly deps: SharedLimitsDeps,
  ) {
    this.local = new ConnectionLimits(caps);
  }

  async admit(userId: string, ip: string): Promise<Admission> {
    const here = this.local.admit(userId, ip);
    if (!here.ok) return here;
    const { redis, processId } = this.deps;
    const userKey = `${WS_COUNT_PREFIX}:user:${userId}`;
    const ipKey = `${WS_COUNT_PREFIX}:ip:${ip}`;
    let counts: [Record<string, string>, Record<string, string>];
    try {
      const replies = await redis
        .multi()
        .hincrby(userKey, processId, 1)
        .hincrby(ipKey, processId, 1)
        .expire(userKey, KEY_TTL_SECONDS)
        .expire(ipKey, KEY_TTL_SECONDS)
        .hgetall(userKey)
        .hgetall(ipKey)
        .exec();
      counts = [replies?.[4]?.[1] as Record<string, string>, replies?.[5]?.[1] as Record<string, string>];
    } catch (e) {
      this.deps.log.warn({ err: e }, 'shared connection counts unreachable: caps hold per process');
      return here;
    }
    const live = new Set(this.deps.peers());
    const release = () => {
      here.release();
      void redis
        .multi()
        .hincrby(userKey, processId, -1)
        .hincrby(ipKey, processId, -1)
        .exec()
        .catch((e: unknown) => this.deps.log.warn({ err: e }, 'could not release a shared connection slot'));
    };
    if (total(counts[0], live) > this.caps.perUser) {
      release();
      return { ok: false, code: 'TOO_MANY_CONNECTIONS', detail: { scope: 'user', max: this.caps.perUser } };
    }
    if (total(counts[1], live) > this.caps.perIp) {
      release();
      return { ok: false, code: 'TOO_MANY_CONNECTIONS', detail: { scope: 'ip', max: this.caps.perIp } };
    }
    let released = false;
    return {
      ok: true,
      release: () => {
        if (released) return;
        released = true;
        release();
      },
    };
  }
}

/** The open connections counted by live processes. */
function total(fields: Record<string, string> | undefined, live: ReadonlySet<string>): number {
  let n = 0;
  for (const [process, count] of Object.entries(fields ?? {})) if (live.has(process)) n += Math.max(0, Number(count));
  return n;
}
