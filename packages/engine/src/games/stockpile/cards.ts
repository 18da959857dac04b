import { COMPANIES, type CompanyId } from './companies.ts';
import { MARKET_DECK, STARTING_STOCK_NUMBER } from './config.ts';

/** A market card id (spec 2): "<company>-<1..10>", "fee-<1000|2000|3000>-<1..4>", "boom-<1..4>", "bust-<1..4>". */
export type CardId = string;
export type ActionKind = 'boom' | 'bust';

/** What a market card is. */
export type CardInfo =
  | { readonly kind: 'stock'; readonly company: CompanyId; readonly number: number }
  | { readonly kind: 'fee'; readonly value: number }
  | { readonly kind: 'action'; readonly action: ActionKind };

const infos: [CardId, CardInfo][] = [];
for (const company of COMPANIES) {
  for (let n = 1; n <= MARKET_DECK.stockPerCompany; n++)
    infos.push([`${company}-${n}`, { kind: 'stock', company, number: n }]);
}
for (const value of MARKET_DECK.fees) {
  for (let n = 1; n <= MARKET_DECK.feesPerValue; n++) infos.push([`fee-${value}-${n}`, { kind: 'fee', value }]);
}
for (let n = 1; n <= MARKET_DECK.boom; n++) infos.push([`boom-${n}`, { kind: 'action', action: 'boom' }]);
for (let n = 1; n <= MARKET_DECK.bust; n++) infos.push([`bust-${n}`, { kind: 'action', action: 'bust' }]);

/** Every market card in MARKET_DECK order (spec 5 step 4: the order a shuffle starts from). */
export const ALL_CARDS: readonly CardId[] = infos.map(([id]) => id);
const INFO: ReadonlyMap<CardId, CardInfo> = new Map(infos);
const INDEX: ReadonlyMap<CardId, number> = new Map(infos.map(([id], i) => [id, i]));

/** The six "<company>-10" cards in company order (spec 5 step 3). */
export const STARTING_STOCKS: readonly CardId[] = COMPANIES.map((c) => `${c}-${STARTING_STOCK_NUMBER}`);

/** The card's info, or undefined for a string that is no market card. */
export function cardInfo(id: string): CardInfo | undefined {
  return INFO.get(id);
}

/** The info of a card known to exist (state data); a missing one is a bug. */
export function infoOf(id: CardId): CardInfo {
  const info = INFO.get(id);
  if (info === undefined) throw new Error(`not a market card: ${id}`);
  return info;
}

export function isCardId(value: unknown): value is CardId {
  return typeof value === 'string' && INFO.has(value);
}

/** Position of a card in MARKET_DECK order. */
export function cardIndex(id: CardId): number {
  return INDEX.get(id) ?? -1;
}
