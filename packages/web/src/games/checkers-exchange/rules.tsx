import type { Lang } from '../../i18n/index.ts';

/** Placeholder: the rules of Checkers Exchange in `lang`, filled in by its owner. */
export function CheckersExchangeRules(_props: { lang: Lang }) {
  return null;
}

export default CheckersExchangeRules;
