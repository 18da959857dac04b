/** FNV-1a, 32 bits: a cheap, stable hash (not for secrets). */
function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/**
 * The live process that picks up a table's lost bot turns (rendezvous hashing: every process computes the same answer from the
 * same peers, and when one goes only its tables move to others).
 */
export function ownerOf(tableId: string, peers: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestScore = -1;
  for (const p of peers) {
    const score = fnv1a(`${p}\u0000${tableId}`);
    if (score > bestScore || (score === bestScore && best !== undefined && p < best)) {
      best = p;
      bestScore = score;
    }
  }
  return best;
}
