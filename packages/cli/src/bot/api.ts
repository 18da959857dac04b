import { errorMessage } from '../error-message.ts';

/** An answer of the bot API: its HTTP status (0 when no answer came: the network) and its JSON body, if any. */
export interface ApiAnswer {
  readonly status: number;
  readonly body: unknown;
  /** Why no answer came (status 0). */
  readonly failure?: string;
}

/** The bot API of one server, every request signed with the bot's token (docs/bot-api.md). */
export class BotApi {
  readonly #base: string;
  readonly #token: string;

  /** `base`: the server's address without a trailing slash. */
  constructor(base: string, token: string) {
    this.#base = base;
    this.#token = token;
  }

  /** POSTs `body` as JSON (none: an empty object); never throws. */
  async post(path: string, body: unknown = {}, signal?: AbortSignal): Promise<ApiAnswer> {
    try {
      const res = await fetch(this.#base + path, {
        method: 'POST',
        headers: { ...this.#auth(), 'content-type': 'application/json' },
        body: JSON.stringify(body),
        ...(signal === undefined ? {} : { signal }),
      });
      const text = await res.text();
      return { status: res.status, body: parseJson(text) };
    } catch (e) {
      return { status: 0, body: null, failure: errorMessage(e) };
    }
  }

  /** Opens a stream (GET, newline-delimited JSON); the caller reads its body. Throws what fetch throws. */
  open(path: string, signal: AbortSignal): Promise<Response> {
    return fetch(this.#base + path, { headers: { ...this.#auth(), accept: 'application/x-ndjson' }, signal });
  }

  #auth(): Record<string, string> {
    return { authorization: `Bearer ${this.#token}` };
  }
}

/** Whether the request succeeded (200, or 201 for something made). */
export function succeeded(answer: ApiAnswer): boolean {
  return answer.status >= 200 && answer.status < 300;
}

/** A refusal's fields: the server sends `{"error": {"code", "detail"?, "index"?, "version"?}}`. */
export interface Refusal {
  readonly code: string;
  readonly detail?: unknown;
  readonly version?: number;
}

/** What a refusal says, else `HTTP <status>` (or NETWORK_ERROR when no answer came). */
export function refusalOf(answer: ApiAnswer): Refusal {
  const body = answer.body as { error?: unknown } | null;
  // The error object, or the body itself for a server that sends its fields at the top.
  const e = (typeof body === 'object' && body !== null && 'error' in body ? body.error : body) as Record<
    string,
    unknown
  > | null;
  const code =
    typeof e?.['code'] === 'string' ? e['code'] : answer.status === 0 ? 'NETWORK_ERROR' : `HTTP ${answer.status}`;
  return {
    code,
    ...(e?.['detail'] === undefined ? {} : { detail: e['detail'] }),
    ...(typeof e?.['version'] === 'number' ? { version: e['version'] } : {}),
  };
}

/** The refusal's code alone. */
export function answerCode(answer: ApiAnswer): string {
  return refusalOf(answer).code;
}

/** The table an answer names: `{"table": "<id>"}` or `{"table": {"id": ...}}` (a table summary). */
export function tableOf(answer: ApiAnswer): string | undefined {
  const table = (answer.body as { table?: unknown } | null)?.table;
  if (typeof table === 'string') return table;
  const id = (table as { id?: unknown } | null | undefined)?.id;
  return typeof id === 'string' ? id : undefined;
}

/** Whether a refusal is final: a 4xx other than 408 (timeout) and 429 (too many requests) will not change by itself. */
export function isFinalRefusal(status: number): boolean {
  return status >= 400 && status < 500 && status !== 408 && status !== 429;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
