import type { Result } from '@birzha/engine';
import { Compile } from 'typebox/compile';
import { CLIENT_MESSAGE_TYPES, ClientMessage } from './client-messages.ts';
import { MAX_FRAME_BYTES, type ServerCode } from './codes.ts';

// Compiled on first use (the server's): compiling tries `new Function`, which a browser under the site's
// Content-Security-Policy (no 'unsafe-eval') refuses and reports as a violation on every page that loads this module.
let compiled: ReturnType<typeof Compile<typeof ClientMessage>> | undefined;
const checkClientMessage = () => (compiled ??= Compile(ClientMessage));

/** Why a frame was refused, with the request id when one could be read. */
export interface FrameError {
  readonly code: ServerCode;
  readonly id?: string;
  readonly detail?: Record<string, string | number>;
}

/**
 * A raw WebSocket frame to a checked client message: size, JSON, known type, then the type's schema.
 * Never throws.
 */
export function parseClientFrame(text: string): Result<ClientMessage, FrameError> {
  if (text.length > MAX_FRAME_BYTES)
    return { ok: false, error: { code: 'FRAME_TOO_LARGE', detail: { max: MAX_FRAME_BYTES } } };
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, error: { code: 'BAD_JSON' } };
  }
  const id =
    typeof raw === 'object' && raw !== null && typeof (raw as { id?: unknown }).id === 'string'
      ? (raw as { id: string }).id.slice(0, 64)
      : undefined;
  const withId = (code: ServerCode, detail?: Record<string, string | number>): Result<never, FrameError> => ({
    ok: false,
    error: { code, ...(id === undefined ? {} : { id }), ...(detail === undefined ? {} : { detail }) },
  });
  const t = typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as { t?: unknown }).t : undefined;
  if (typeof t !== 'string') return withId('BAD_MESSAGE', { reason: 'no message type t' });
  if (!(CLIENT_MESSAGE_TYPES as readonly string[]).includes(t)) return withId('UNKNOWN_TYPE', { type: t.slice(0, 40) });
  if (!checkClientMessage().Check(raw)) {
    const first = [...checkClientMessage().Errors(raw)].find((e) => e.instancePath !== '' || e.keyword !== 'anyOf');
    return withId('BAD_MESSAGE', {
      reason: first === undefined ? 'schema' : `${first.instancePath || '/'} ${first.message}`.slice(0, 200),
    });
  }
  return { ok: true, value: raw as ClientMessage };
}
