import { describe, expect, it } from 'vitest';
import i18n from '../../i18n/index.ts';
import { optionLabels } from './option-labels.ts';

describe('Akcioner option labels', () => {
  it('say the variant and the clock per turn, and at a turn-based table the variant alone', () => {
    const ru = i18n.getFixedT('ru');
    const en = i18n.getFixedT('en');
    expect(optionLabels({ variant: 'classic', turnSeconds: 120 }, ru)).toEqual(['Классический', '2 минуты на ход']);
    expect(optionLabels({ variant: 'classic', turnSeconds: 0 }, ru)).toEqual(['Классический', 'без часов']);
    // The time banks replace the clock: neither "2 минуты на ход" nor "без часов" beside the turn-based tag.
    expect(optionLabels({ variant: 'classic', turnSeconds: 120 }, ru, { turnBased: true })).toEqual(['Классический']);
    expect(optionLabels({ variant: 'classic', turnSeconds: 0 }, en, { turnBased: true })).toEqual(['Classic']);
    expect(optionLabels({ variant: 'classic', turnSeconds: 120 }, en, { turnBased: false })).toEqual([
      'Classic',
      '2 minutes per turn',
    ]);
  });
});
