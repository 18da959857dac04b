import { CheckersExchange } from '@birzha/engine';

export type CheckersExchangeOptionsDraft = {
  -readonly [K in keyof CheckersExchange.Options]: CheckersExchange.Options[K];
};

export const DEFAULT_OPTIONS: CheckersExchangeOptionsDraft = { ...CheckersExchange.DEFAULT_OPTIONS };

/** Placeholder: filled in by its owner (spec 3's options, each explained). */
export function CheckersExchangeOptionsForm(_props: {
  value: CheckersExchangeOptionsDraft;
  onChange: (v: CheckersExchangeOptionsDraft) => void;
}) {
  return null;
}
