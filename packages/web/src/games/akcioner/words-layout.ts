import type { Shape } from '../../i18n/shape.ts';

/** Akcioner's words for the phone layout (i18n key `akcioner.*`): the accounts' short column heads. */
export const AKCIONER_LAYOUT_RU = {
  accountsShort: { cash: 'Ден.', capital: 'Кап.', cards: 'Карт' },
};

export const AKCIONER_LAYOUT_EN: Shape<typeof AKCIONER_LAYOUT_RU> = {
  accountsShort: { cash: 'Cash', capital: 'Cap.', cards: 'Hand' },
};
