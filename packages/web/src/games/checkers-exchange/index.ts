import { lazy } from 'react';
import { defineWebGame } from '../web-game.ts';
import { CE_CODES_EN, CE_CODES_RU, CE_DETAIL_KEYS, CE_DETAIL_WORDS } from './codes.ts';
import { CE_LOBBY_EN, CE_LOBBY_RU } from './lobby-words.ts';
import { optionLabels } from './option-labels.ts';
import { phaseHelp } from './help.ts';
import { phaseLabel } from './phase-label.ts';
import { CheckersExchangeOptionsForm, DEFAULT_OPTIONS } from './options-form.tsx';

/** Checkers Exchange in the web client. */
export const checkersExchangeWeb = defineWebGame({
  id: 'checkers-exchange',
  name: { ru: 'Шашечная биржа', en: 'Checkers Exchange' },
  Board: lazy(() => import('./board.tsx')),
  Rules: lazy(() => import('./rules.tsx')),
  Summary: lazy(() => import('./summary.tsx')),
  Picture: lazy(() => import('./picture.tsx')),
  intro: {
    line: {
      ru: 'Шашки, где каждая шашка — фирма на бирже: скупите акции и ходите чужими шашками.',
      en: 'Draughts where every piece belongs to a listed firm: buy control and move its pieces.',
    },
    minutes: [45, 90],
  },
  options: {
    Form: CheckersExchangeOptionsForm,
    initial: DEFAULT_OPTIONS,
    toOptions: (draft) => ({ ...draft }),
  },
  optionLabels,
  codes: { ru: CE_CODES_RU, en: CE_CODES_EN, detailKeys: CE_DETAIL_KEYS, detailWords: CE_DETAIL_WORDS },
  words: { ru: CE_LOBBY_RU, en: CE_LOBBY_EN },
  loadWords: () => import('./messages.ts').then((m) => ({ ru: m.CE_RU, en: m.CE_EN })),
  roundKey: 'checkers-exchange.game.replayYear',
  phaseLabel,
  phaseHelp,
});
