import { ratingPoints } from '@birzha/protocol';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { placesOf } from '@birzha/protocol';
import { FRESH, rateByPlace } from './model.ts';

describe('placesOf', () => {
  it('gives tied seats the better place and counts them before the next group', () => {
    expect(placesOf([[2], [0, 3], [1]])).toEqual(
      new Map([
        [2, { place: 1, tied: false }],
        [0, { place: 2, tied: true }],
        [3, { place: 2, tied: true }],
        [1, { place: 4, tied: false }],
      ]),
    );
    expect(placesOf([[0, 1]])).toEqual(
      new Map([
        [0, { place: 1, tied: true }],
        [1, { place: 1, tied: true }],
      ]),
    );
  });
});

describe('rateByPlace (openskill 5: Weng-Lin, Bradley-Terry full)', () => {
  it('a 4-player match with a tie for 2nd from fresh ratings gives the known figures', () => {
    const after = rateByPlace(
      [
        { userId: 'a', place: 1 },
        { userId: 'b', place: 2 },
        { userId: 'c', place: 2 },
        { userId: 'd', place: 4 },
      ],
      new Map(),
    );
    const expected = {
      // openskill 5.0.1, rate(teams, { rank: [1, 2, 2, 4], model: bradleyTerryFull }) from rating() each.
      a: { mu: 32.906168479421495, sigma: 7.501567773555074, points: 1416 },
      b: { mu: 25, sigma: 7.501567773555074, points: 1100 },
      c: { mu: 25, sigma: 7.501567773555074, points: 1100 },
      d: { mu: 17.093831520578505, sigma: 7.501567773555074, points: 784 },
    };
    for (const [id, e] of Object.entries(expected)) {
      const r = after.get(id);
      if (r === undefined) throw new Error(`no rating for ${id}`);
      expect(Math.abs(r.mu - e.mu)).toBeLessThan(1e-9);
      expect(Math.abs(r.sigma - e.sigma)).toBeLessThan(1e-9);
      expect(ratingPoints(r.mu, r.sigma)).toBe(e.points);
    }
  });

  it('a fresh player is 1000 points', () => {
    expect(FRESH.mu).toBe(25);
    expect(FRESH.sigma).toBeCloseTo(25 / 3, 12);
    expect(ratingPoints(FRESH.mu, FRESH.sigma)).toBe(1000);
  });

  it('starts from the ratings before: a weaker winner over a stronger loser gains more than a fresh one', () => {
    const fresh = rateByPlace(
      [
        { userId: 'w', place: 1 },
        { userId: 'l', place: 2 },
      ],
      new Map(),
    );
    const upset = rateByPlace(
      [
        { userId: 'w', place: 1 },
        { userId: 'l', place: 2 },
      ],
      new Map([
        ['w', { mu: 20, sigma: 5 }],
        ['l', { mu: 30, sigma: 5 }],
      ]),
    );
    const gain = (m: Map<string, { mu: number }>, before: number) => (m.get('w')?.mu ?? NaN) - before;
    expect(gain(upset, 20)).toBeGreaterThan(0);
    expect(upset.get('l')?.mu ?? NaN).toBeLessThan(30);
    // The upset moves a surer rating (sigma 5) less than a fresh one's, but in the same direction.
    expect(gain(fresh, 25)).toBeGreaterThan(0);
  });

  it('a tie between two equals changes neither mean', () => {
    const after = rateByPlace(
      [
        { userId: 'x', place: 1 },
        { userId: 'y', place: 1 },
      ],
      new Map(),
    );
    expect(after.get('x')?.mu).toBeCloseTo(25, 9);
    expect(after.get('y')?.mu).toBeCloseTo(25, 9);
    expect(after.get('x')?.sigma ?? NaN).toBeLessThan(FRESH.sigma);
  });

  it('one person alone keeps their rating; a person listed twice counts once at the first place', () => {
    const alone = rateByPlace([{ userId: 'x', place: 1 }], new Map([['x', { mu: 30, sigma: 4 }]]));
    expect(alone).toEqual(new Map([['x', { mu: 30, sigma: 4 }]]));
    const twice = rateByPlace(
      [
        { userId: 'x', place: 1 },
        { userId: 'y', place: 2 },
        { userId: 'x', place: 3 },
      ],
      new Map(),
    );
    expect([...twice.keys()]).toEqual(['x', 'y']);
    expect(twice.get('x')?.mu ?? NaN).toBeGreaterThan(25);
  });
});

describe('properties from equal ratings', () => {
  /** A random finish of 2 to 8 people: groups of tied seats, best first. */
  const ranking = fc
    .array(fc.integer({ min: 1, max: 3 }), { minLength: 1, maxLength: 5 })
    .filter((sizes) => sizes.reduce((a, b) => a + b, 0) >= 2)
    .map((sizes) => {
      let seat = 0;
      return sizes.map((n) => Array.from({ length: n }, () => seat++));
    });

  it('places: 1-based, the tied share the better place, a group after k seats is at k + 1', () => {
    fc.assert(
      fc.property(ranking, (groups) => {
        const places = placesOf(groups);
        let before = 0;
        for (const g of groups) {
          for (const seat of g) expect(places.get(seat)).toEqual({ place: before + 1, tied: g.length > 1 });
          before += g.length;
        }
        expect(places.size).toBe(before);
      }),
    );
  });

  it('a better place ends strictly higher, ties or not; the tied end equal; the means move by zero in sum', () => {
    fc.assert(
      fc.property(ranking, (groups) => {
        const places = placesOf(groups);
        const people = [...places].map(([seat, p]) => ({ userId: `u${seat}`, place: p.place }));
        const after = rateByPlace(people, new Map());
        const mu = (id: string) => after.get(id)?.mu ?? NaN;
        for (const a of people)
          for (const b of people) {
            if (a.place < b.place) expect(mu(a.userId)).toBeGreaterThan(mu(b.userId));
            if (a.place === b.place) expect(mu(a.userId)).toBeCloseTo(mu(b.userId), 9);
          }
        const sum = people.reduce((s, p) => s + mu(p.userId) - FRESH.mu, 0);
        expect(Math.abs(sum)).toBeLessThan(1e-9);
      }),
    );
  });

  it('a tie for 1st stays above the 3rd (rating_tie_at_the_top_keeps_places: Plackett-Luce put the 3rd above)', () => {
    const after = rateByPlace(
      [1, 1, 3, 4, 4].map((place, i) => ({ userId: `u${i}`, place })),
      new Map(),
    );
    expect([...after.values()].map((r) => Number(r.mu.toFixed(4)))).toEqual([32.9062, 32.9062, 25, 17.0938, 17.0938]);
  });
});
