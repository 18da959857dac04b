import { lazy } from 'react';
import { defineWebGame } from '../web-game.ts';
import { AKCIONER_CODES_EN, AKCIONER_CODES_RU, AKCIONER_DETAIL_KEYS, AKCIONER_DETAIL_WORDS } from './codes.ts';
import { AKCIONER_LOBBY_EN, AKCIONER_LOBBY_RU } from './lobby-words.ts';
import { optionLabels } from './option-labels.ts';
import { phaseHelp } from './help.ts';
import { phaseLabel } from './phase-label.ts';
import { AkcionerOptionsForm, DEFAULT_OPTIONS, playerRange } from './options-form.tsx';

/** Akcioner in the web client. */
export const akcionerWeb = defineWebGame({
  id: 'akcioner',
  name: { ru: 'Акционер', en: 'Akcioner' },
  Board: lazy(() => import('./board.tsx')),
  Rules: lazy(() => import('./rules.tsx')),
  Summary: lazy(() => import('./summary.tsx')),
  Picture: lazy(() => import('./picture.tsx')),
  intro: {
    line: {
      ru: 'Биржевая игра 1990 года: покупайте акции четырёх цветов и двигайте их цены картами.',
      en: 'A 1990 stock-market game: buy shares of four colours and move their prices with cards.',
    },
    minutes: [20, 40],
  },
  options: {
    Form: AkcionerOptionsForm,
    initial: DEFAULT_OPTIONS,
    toOptions: (draft) => ({ ...draft }),
    playerRange: (draft) => playerRange(draft.variant),
  },
  optionLabels,
  codes: {
    ru: AKCIONER_CODES_RU,
    en: AKCIONER_CODES_EN,
    detailKeys: AKCIONER_DETAIL_KEYS,
    detailWords: AKCIONER_DETAIL_WORDS,
  },
  words: { ru: AKCIONER_LOBBY_RU, en: AKCIONER_LOBBY_EN },
  loadWords: () => import('./messages.ts').then((m) => ({ ru: m.AKCIONER_RU, en: m.AKCIONER_EN })),
  phaseLabel,
  phaseHelp,
});
