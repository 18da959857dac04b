import type { BusMessage } from './bus.ts';

/**
 * What travels on the Redis bus's channels (redis-bus.ts), written and read here: a message with the process that
 * published it, a process's word that it follows a table, and the heartbeats. Only our own processes publish there,
 * so reading checks the shape it routes by and trusts the rest; anything else (another program on the channel, a
 * newer format) reads as null and is dropped.
 */

/** On `${prefix}:bus` and a table's channel: the message and the process that published it. */
export interface Envelope {
  readonly o: string;
  readonly m: BusMessage;
}

/** On a table's channel: process `o` follows the table now (lone-tables.ts). */
export interface FollowEnvelope {
  readonly o: string;
  readonly follow: string;
}

const KINDS: ReadonlySet<string> = new Set<BusMessage['kind']>([
  'moves',
  'table',
  'chat',
  'presence',
  'watching',
  'lobby',
]);

export function envelopeText(processId: string, m: BusMessage): string {
  return JSON.stringify({ o: processId, m } satisfies Envelope);
}

export function followText(processId: string, tableId: string): string {
  return JSON.stringify({ o: processId, follow: tableId } satisfies FollowEnvelope);
}

/** A heartbeat on `${prefix}:peers`; `bye` when the process closes (the others drop it at once). */
export function peerBeatText(processId: string, bye: boolean): string {
  return JSON.stringify(bye ? { o: processId, bye: true } : { o: processId, at: Date.now() });
}

/** The envelope, or null when it is not one (another program on the channel, or a newer format). */
export function parseEnvelope(text: string): Envelope | FollowEnvelope | null {
  const value = parseJson(text);
  if (!isRecord(value) || typeof value['o'] !== 'string') return null;
  if (typeof value['follow'] === 'string') return { o: value['o'], follow: value['follow'] };
  const m = value['m'];
  if (!isRecord(m) || typeof m['kind'] !== 'string' || !KINDS.has(m['kind']) || typeof m['tableId'] !== 'string')
    return null;
  // The rest of the message is trusted: only our own processes publish on the channel.
  return { o: value['o'], m: m as unknown as BusMessage };
}

export function parsePeerBeat(text: string): { o: string; bye: boolean } | null {
  const value = parseJson(text);
  if (!isRecord(value) || typeof value['o'] !== 'string') return null;
  return { o: value['o'], bye: value['bye'] === true };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
