// One POST to a URL a user gave (a webhook, a browser's push endpoint) (issue 25): a time limit, no redirects
// followed (a 3xx is an answer like any other), the answer's body read only in part, and the address connected to
// checked against the server's own networks at connection time (webhook-url.ts).
import { request as httpRequest, type IncomingMessage, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import { bareHost, guardedLookup, isPrivateAddress } from './webhook-url.ts';

/** What a POST came to: the status of the answer (and its first bytes), or why there was none. */
export type PostOutcome =
  | { readonly status: number; readonly body: string }
  /** `private`: the host is or now resolves to a private address; `timeout`; `network`: anything else. */
  | { readonly status: null; readonly error: 'private' | 'timeout' | 'network'; readonly detail: string };

export interface PostOptions {
  readonly headers: Readonly<Record<string, string>>;
  readonly body: Buffer | string;
  readonly timeoutMs: number;
  /** Private, loopback and link-local addresses allowed (tests, a home server). */
  readonly allowPrivate: boolean;
}

/** The first bytes of an answer kept for the log (a failure's reason). */
const KEEP = 512;

/** POSTs `body` to `url` and says what came of it; never throws. */
export function post(url: URL, options: PostOptions): Promise<PostOutcome> {
  const host = bareHost(url);
  if (!options.allowPrivate && isIP(host) !== 0 && isPrivateAddress(host))
    return Promise.resolve({ status: null, error: 'private', detail: `${host} is a private address` });
  const body = typeof options.body === 'string' ? Buffer.from(options.body) : options.body;
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  const init: RequestOptions = {
    method: 'POST',
    headers: { ...options.headers, 'content-length': String(body.length) },
    lookup: guardedLookup(options.allowPrivate),
    signal: AbortSignal.timeout(options.timeoutMs),
    // One connection per POST: an agent's pooled socket would skip the lookup (and its check) of a later POST.
    agent: false,
  };
  return new Promise((resolve) => {
    let settled = false;
    const done = (outcome: PostOutcome) => {
      if (settled) return;
      settled = true;
      resolve(outcome);
    };
    const req = request(url, init, (res: IncomingMessage) => {
      const chunks: Buffer[] = [];
      let kept = 0;
      res.on('data', (chunk: Buffer) => {
        if (kept < KEEP) chunks.push(chunk.subarray(0, KEEP - kept));
        kept += chunk.length;
      });
      res.on('end', () => done({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', () => done({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', (e: NodeJS.ErrnoException) => {
      if (e.code === 'PRIVATE_ADDRESS') done({ status: null, error: 'private', detail: e.message });
      else if (e.name === 'AbortError' || e.name === 'TimeoutError' || e.code === 'ABORT_ERR')
        done({ status: null, error: 'timeout', detail: `no answer within ${options.timeoutMs} ms` });
      else done({ status: null, error: 'network', detail: e.message });
    });
    req.end(body);
  });
}
