import { checkersExchange, CheckersExchange } from '@birzha/engine';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import i18n from '../../i18n/index.ts';
import { TurnBasedContext } from '../../lobby/pace-fields.tsx';
import { optionsLabel } from '../registry.ts';
import { optionLabels } from './option-labels.ts';
import { CheckersExchangeOptionsForm, DEFAULT_OPTIONS, type CheckersExchangeOptionsDraft } from './options-form.tsx';

let last: CheckersExchangeOptionsDraft = DEFAULT_OPTIONS;
function Harness() {
  const [value, setValue] = useState(DEFAULT_OPTIONS);
  return (
    <CheckersExchangeOptionsForm
      value={value}
      onChange={(v) => {
        last = v;
        setValue(v);
      }}
    />
  );
}

const select = (name: string) => document.querySelector(`select[name="${name}"]`) as HTMLSelectElement;

describe('the Checkers Exchange options form', () => {
  it('offers every pace and length of spec 3, each explained, and every choice is one the engine accepts', () => {
    render(<Harness />);
    const timing = select('timing');
    const years = select('years');
    expect([...timing.options].map((o) => o.value)).toEqual([...CheckersExchange.TIMING_IDS]);
    expect([...timing.options].map((o) => o.textContent)).toEqual([
      'Классика (5 минут на ход)',
      'Онлайн (1 минута на ход)',
      'Блиц (30 секунд на ход)',
      'Без часов',
    ]);
    expect([...years.options].map((o) => o.value)).toEqual(['4', '5', '6', '7', '8', '9', '10']);
    expect(years.options[2]?.textContent).toBe('6 лет');
    expect(timing.value).toBe('online');
    expect(years.value).toBe('6');
    // The default pace's help names each stage's time from TIMING.online (60 s, 300 s, 300 s, 180 s).
    expect(screen.getByText(/ход на доске — 1 минута, аукцион — 5 минут/)).toBeDefined();
    expect(screen.getByText(/собрания — 3 минуты/)).toBeDefined();

    fireEvent.change(timing, { target: { value: 'blitz' } });
    expect(last).toEqual({ timing: 'blitz', years: 6 });
    expect(
      screen.getByText(
        /ход на доске — 30 секунд, аукцион — 90 секунд, биржевая сессия — 90 секунд, собрания — 45 секунд/,
      ),
    ).toBeDefined();
    fireEvent.change(timing, { target: { value: 'untimed' } });
    expect(screen.getByText(/Без часов: этапы кончаются, только когда все готовы/)).toBeDefined();
    fireEvent.change(years, { target: { value: '10' } });
    expect(last).toEqual({ timing: 'untimed', years: 10 });

    for (const t of CheckersExchange.TIMING_IDS) {
      for (const y of [...years.options].map((o) => Number(o.value))) {
        expect(checkersExchange.parseOptions({ timing: t, years: y }, 4).ok, `${t} ${y}`).toBe(true);
      }
    }
  });
});

describe('the Checkers Exchange options form at a turn-based table', () => {
  it('puts the note on the time banks where the timing was, keeps the years, and the timing stays in the draft', () => {
    last = DEFAULT_OPTIONS;
    const { rerender } = render(
      <TurnBasedContext.Provider value={true}>
        <Harness />
      </TurnBasedContext.Provider>,
    );
    expect(document.querySelector('select[name="timing"]')).toBeNull();
    expect(screen.queryByText(/ход на доске/)).toBeNull();
    expect(screen.getByTestId('clock-note').textContent).toBe(
      'Заочно часы хода не действуют: у каждого игрока свой запас времени.',
    );
    fireEvent.change(select('years'), { target: { value: '8' } });
    expect(last).toEqual({ timing: 'online', years: 8 });
    // Back to real time: the timing is offered again, as it was.
    rerender(
      <TurnBasedContext.Provider value={false}>
        <Harness />
      </TurnBasedContext.Provider>,
    );
    expect(select('timing').value).toBe('online');
    expect(select('years').value).toBe('8');
    expect(screen.queryByTestId('clock-note')).toBeNull();
  });
});

describe('Checkers Exchange option labels', () => {
  it('leaves the timing out at a turn-based table, whose time banks replace it', () => {
    const at = { turnBased: true };
    expect(optionLabels({ timing: 'online', years: 6 }, i18n.getFixedT('ru'), at)).toEqual(['6 лет']);
    expect(optionLabels({ timing: 'untimed', years: 4 }, i18n.getFixedT('en'), at)).toEqual(['4 years']);
    expect(optionLabels({ timing: 'classic', years: 4 }, i18n.getFixedT('en'), { turnBased: false })).toEqual([
      'Classic',
      '4 years',
    ]);
  });

  it('says the pace and the length, in both languages', () => {
    expect(optionsLabel('checkers-exchange', { timing: 'online', years: 6 }, i18n.getFixedT('en'))).toBe(
      'Online · 6 years',
    );
    expect(optionsLabel('checkers-exchange', { timing: 'classic', years: 4 }, i18n.getFixedT('ru'))).toBe(
      'Классика · 4 года',
    );
    expect(optionLabels({ timing: 'untimed', years: 10 }, i18n.getFixedT('ru'))).toEqual(['Без часов', '10 лет']);
  });

  it('leaves out what is not an option of this game', () => {
    const ru = i18n.getFixedT('ru');
    expect(optionLabels(null, ru)).toEqual([]);
    expect(optionLabels({ timing: 'turbo', years: 'six' }, ru)).toEqual([]);
    expect(optionLabels({ years: 5 }, ru)).toEqual(['5 лет']);
  });
});
