/** A failed API call: the server's stable code (or NETWORK) and its detail, for words in the user's language. */
export class ApiError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    readonly detail?: Record<string, unknown>,
  ) {
    super(code);
  }
}

/** One REST call to the Birzha server; JSON in and out, the identity rides on the HTTP-only cookie. */
export async function api<T>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch {
    throw new ApiError('NETWORK', 0);
  }
  const text = await res.text();
  let data: unknown = null;
  try {
    data = text === '' ? null : JSON.parse(text);
  } catch {
    throw new ApiError('INTERNAL', res.status);
  }
  if (!res.ok) {
    const err = (data as { error?: { code?: unknown; detail?: unknown } } | null)?.error;
    const code = typeof err?.code === 'string' ? err.code : 'INTERNAL';
    const detail =
      typeof err?.detail === 'object' && err.detail !== null ? (err.detail as Record<string, unknown>) : undefined;
    throw new ApiError(code, res.status, detail);
  }
  return data as T;
}

/** A query string from defined values only (the server refuses unknown or empty parameters). */
export function query(params: Record<string, string | number | undefined>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') q.set(k, String(v));
  const s = q.toString();
  return s === '' ? '' : `?${s}`;
}
