import { akcioner } from '@birzha/engine';
import { act, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../i18n/index.ts';
import { badgeLabels, WithSeats } from '../../table/seat-badge.test-helper.tsx';
import { mockScreenWidth } from '../../ui/match-media.test-helper.ts';
import { AccountsZone } from './accounts-zone.tsx';
import { positionState } from './testing/positions.ts';

const POSITION = {
  roundsTotal: 2,
  order: [0, 1],
  seats: [{ hand: ['S-yellow-p30', 'S-red-p30'] }, { hand: ['S-blue-p30', 'S-green-p30'] }],
};

let restore: () => void = () => undefined;
afterEach(() => restore());

function renderAccounts() {
  render(<AccountsZone view={akcioner.view(positionState(2, POSITION), 0)} names={['Аня', 'Борис']} deadline={null} />);
  return document.querySelector('table.accounts') as HTMLTableElement;
}

describe('the accounts', () => {
  it('on a phone: the compact layout, short heads drawn and the full words kept for screen readers', () => {
    restore = mockScreenWidth(390);
    const table = renderAccounts();
    expect(table.classList.contains('accounts--compact')).toBe(true);
    const heads = within(table.querySelector('thead') as HTMLElement).getAllByRole('columnheader');
    const cash = heads[5] as HTMLElement;
    expect(cash.querySelector('[aria-hidden=true]')?.textContent).toBe('Ден.');
    expect(cash.querySelector('.sr-only')?.textContent).toBe('Деньги');
    // Still a table: a header for each row, every number in a cell of its own (the compact look is in CSS).
    const row = table.querySelector('tbody tr[data-seat="1"]') as HTMLElement;
    expect(within(row).getByRole('rowheader').textContent).toContain('Борис');
    expect(row.querySelectorAll('td')).toHaveLength(7);
    expect(screen.getByTestId('cash-1')).toBeDefined();
  });

  it('writes cash and capital as the language groups digits', () => {
    restore = mockScreenWidth(1366);
    const rich = { ...POSITION, seats: [{ cash: 521650, hand: ['S-yellow-p30', 'S-red-p30'] }, POSITION.seats[1]] };
    render(<AccountsZone view={akcioner.view(positionState(2, rich), 0)} names={['Аня', 'Борис']} deadline={null} />);
    expect(screen.getByTestId('cash-0').textContent).toBe('521\u00a0650');
    expect(screen.getByTestId('capital-0').textContent).toBe('522\u00a0050');
  });

  it('on a desktop: the full table with whole words', () => {
    restore = mockScreenWidth(1366);
    const table = renderAccounts();
    expect(table.classList.contains('accounts--compact')).toBe(false);
    const heads = within(table.querySelector('thead') as HTMLElement).getAllByRole('columnheader');
    expect(heads[5]?.textContent).toBe('Деньги');
    expect(table.querySelector('.sr-only')).toBeNull();
  });

  it('gives the mover’s clock at a turn-based table in hours and minutes, not ticking seconds of a day', () => {
    restore = mockScreenWidth(1366);
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(1_900_000_000_000);
    try {
      const deadline = 1_900_000_000_000 + 24 * 3_600_000 - 7_000;
      render(
        <AccountsZone
          view={akcioner.view(positionState(2, POSITION), 0)}
          names={['Аня', 'Борис']}
          deadline={deadline}
        />,
      );
      const clock = screen.getByTestId('countdown');
      expect(clock.textContent?.replace(/\u00a0/g, ' ')).toBe('23 ч 59 мин');
      act(() => vi.advanceTimersByTime(3_000));
      expect(clock.textContent?.replace(/\u00a0/g, ' ')).toBe('23 ч 59 мин');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("the accounts' bot badges (issue 29)", () => {
  it("mark a bot account's row, not a person's", () => {
    restore = mockScreenWidth(1366);
    render(
      <WithSeats names={['Аня', 'Робот']} botAccounts={[1]}>
        <AccountsZone view={akcioner.view(positionState(2, POSITION), 0)} names={['Аня', 'Робот']} deadline={null} />
      </WithSeats>,
    );
    const row = (s: number) => document.querySelector(`table.accounts tbody tr[data-seat="${s}"] th`);
    expect(badgeLabels(row(1))).toEqual([i18n.t('profiles.bot.accountLabel')]);
    expect(row(1)?.textContent).toContain('Робот');
    expect(badgeLabels(row(0))).toEqual([]);
  });

  it('has a "?" beside its heading that opens the rules at capital and ranking, in a new tab', () => {
    renderAccounts();
    const help = screen.getByRole('link', { name: /^Правила: Конец игры, капитал и места/ });
    expect(help.getAttribute('href')).toBe('/rules/akcioner#akc-end');
    expect(help.getAttribute('target')).toBe('_blank');
    // Beside the heading, not in it: the zone keeps its name.
    expect(
      screen
        .getByRole('region', { name: /^Счета/ })
        .querySelector('h2')
        ?.contains(help),
    ).toBe(false);
  });
});
