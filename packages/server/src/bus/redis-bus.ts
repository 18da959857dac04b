import type { Bus } from './bus.ts';

export interface RedisBusOptions {
  /** redis://host:port/db */
  readonly url: string;
  /** This process's id (unique among the processes sharing the bus). */
  readonly processId: string;
  /** Channel names start with this (default 'birzha'), so that tests and sites can share one Redis. */
  readonly prefix?: string;
  /** How often this process says it is alive (default 2000 ms); a peer unheard for 3 periods is gone. */
  readonly heartbeatMs?: number;
  readonly log: {
    warn(obj: object, msg: string): void;
    error(obj: object, msg: string): void;
    info(obj: object, msg: string): void;
  };
}

/** The bus shared by several server processes through Redis pub/sub; resolves once it is subscribed. */
export async function createRedisBus(options: RedisBusOptions): Promise<Bus> {
  void options;
  throw new Error('createRedisBus: not implemented yet');
}
