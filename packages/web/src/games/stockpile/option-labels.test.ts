import { describe, expect, it } from 'vitest';
import i18n from '../../i18n/index.ts';
import { optionLabels } from './option-labels.ts';

describe('Stockpile option labels', () => {
  it('say the clock per decision and the options off their defaults, and at a turn-based table the options alone', () => {
    const ru = i18n.getFixedT('ru');
    const en = i18n.getFixedT('en');
    expect(optionLabels({ turnSeconds: 60, investors: true }, ru)).toEqual(['1 минута на решение', 'с инвесторами']);
    // The time banks replace the clock per decision: it is not said beside the turn-based tag.
    expect(optionLabels({ turnSeconds: 60, investors: true }, ru, { turnBased: true })).toEqual(['с инвесторами']);
    expect(optionLabels({ turnSeconds: 0 }, en, { turnBased: true })).toEqual([]);
    expect(optionLabels({ turnSeconds: 60 }, en, { turnBased: false })).toEqual(['1 minute per decision']);
  });
});
