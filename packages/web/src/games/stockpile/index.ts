import { lazy } from 'react';
import { defineWebGame } from '../web-game.ts';
import { STOCKPILE_CODES_EN, STOCKPILE_CODES_RU, STOCKPILE_DETAIL_KEYS, STOCKPILE_DETAIL_WORDS } from './codes.ts';
import { STOCKPILE_LOBBY_EN, STOCKPILE_LOBBY_RU } from './lobby-words.ts';
import { optionLabels } from './option-labels.ts';
import { phaseHelp } from './help.ts';
import { phaseLabel } from './phase-label.ts';
import { DEFAULT_OPTIONS, StockpileOptionsForm } from './options-form.tsx';

/** Stockpile in the web client. */
export const stockpileWeb = defineWebGame({
  id: 'stockpile',
  // «Биржа» is the Russian edition's name and also this site's: the game goes by its own name in Cyrillic, as
  // players say it, so that the two never read the same («Сток» alone would read as "a drain").
  name: { ru: 'Стокпайл', en: 'Stockpile' },
  Board: lazy(() => import('./board.tsx')),
  Rules: lazy(() => import('./rules.tsx')),
  Summary: lazy(() => import('./summary.tsx')),
  Picture: lazy(() => import('./picture.tsx')),
  intro: {
    line: {
      ru: 'Торговля по инсайду: узнайте прогноз, выиграйте пакеты акций на аукционе, продайте вовремя.',
      en: 'Insider trading: learn a forecast, win piles of stock at auction, sell in time.',
    },
    minutes: [30, 45],
  },
  options: {
    Form: StockpileOptionsForm,
    initial: DEFAULT_OPTIONS,
    toOptions: (draft) => ({ ...draft }),
  },
  optionLabels,
  codes: {
    ru: STOCKPILE_CODES_RU,
    en: STOCKPILE_CODES_EN,
    detailKeys: STOCKPILE_DETAIL_KEYS,
    detailWords: STOCKPILE_DETAIL_WORDS,
  },
  words: { ru: STOCKPILE_LOBBY_RU, en: STOCKPILE_LOBBY_EN },
  loadWords: () => import('./messages.ts').then((m) => ({ ru: m.STOCKPILE_RU, en: m.STOCKPILE_EN })),
  phaseLabel,
  phaseHelp,
});
