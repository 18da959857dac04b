/** The frames the table echo's server sends for a move, and how its clients tell the mover's ack among them. */
export interface TableEchoFrames {
  /** What every connection of the table gets: a JSON text of the asked size (at least its envelope's). */
  readonly update: string;
  /** What the mover gets after its update, about the size of Birzha's ack. */
  readonly ack: string;
}

const ACK = JSON.stringify({ t: 'ack', id: 'm12', table: 'AbCdEfGhIj', version: 42 });
const UPDATE_OPEN = '{"t":"update","table":"AbCdEfGhIj","version":42,"patch":"';
const UPDATE_CLOSE = '"}';

export function tableEchoFrames(updateBytes: number): TableEchoFrames {
  const fill = Math.max(0, Math.round(updateBytes) - UPDATE_OPEN.length - UPDATE_CLOSE.length);
  return { update: UPDATE_OPEN + 'x'.repeat(fill) + UPDATE_CLOSE, ack: ACK };
}

/** True for the ack's frame: the updates are longer than it, or begin otherwise. */
export function isTableEchoAck(data: Buffer): boolean {
  return data.length === ACK.length && data.toString() === ACK;
}
