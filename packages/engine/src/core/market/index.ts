// Market mechanics shared by the stock-exchange games (architecture page, section 1): composed by each game, never
// inherited. Pure functions over plain JSON-safe data.
export * from './by-company.ts';
export * from './price-track.ts';
export * from './holdings.ts';
export * from './conservation.ts';
