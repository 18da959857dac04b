/**
 * A connection URL (PostgreSQL, Redis) with its password hidden, for messages and logs; a text that is not a URL is
 * not echoed (it may be a secret pasted in the wrong place).
 */
export function withoutPassword(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password !== '') parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(not a URL)';
  }
}
