/**
 * A Map for the current turn of the event loop: what `current()` returns is let go once the turn ends
 * (`setImmediate`), and the next turn gets a new Map.
 *
 * Never one Map cleared each turn (issue 28.5). A Map that has lived long is in V8's old generation, and its `clear()`
 * makes the new table there too, while the old table, garbage but not yet swept, still points at everything it held.
 * The young-generation collector cannot tell a dead old object from a live one, so every entry of every turn (the
 * update texts, the patches and the events behind them) was copied through the young generation and promoted to the
 * old one, there to wait for a full collection: `bench:server` at 1,000 tables promoted 11.3 KB per move, and 3.5 KB
 * with a new Map each turn, with a third of the time in scavenges. A Map made in the turn is young and dies young.
 */
export class TurnMap<K, V> {
  #map: Map<K, V> | null = null;

  /** This turn's Map, made at its first use in the turn. */
  current(): Map<K, V> {
    if (this.#map === null) {
      this.#map = new Map();
      setImmediate(() => {
        this.#map = null;
      });
    }
    return this.#map;
  }
}
