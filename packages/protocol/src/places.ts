/** A seat's place in a finished match: 1-based, tied seats share the better place. */
export interface Place {
  readonly place: number;
  readonly tied: boolean;
}

/**
 * Places by seat from an outcome's ranking (groups of tied seats, best first), competition style: a group's place
 * is one more than the number of seats in the groups before it, so [[2], [0, 3], [1]] gives seat 2 the 1st, seats
 * 0 and 3 the 2nd and seat 1 the 4th. The server records and rates by these places and the client shows them.
 */
export function placesOf(ranking: readonly (readonly number[])[]): Map<number, Place> {
  const places = new Map<number, Place>();
  let before = 0;
  for (const group of ranking) {
    for (const seat of group) places.set(seat, { place: before + 1, tied: group.length > 1 });
    before += group.length;
  }
  return places;
}
