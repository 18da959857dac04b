import { stockpile } from '@birzha/engine';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import i18n from '../../i18n/index.ts';
import { badgeLabels, WithSeats } from '../../table/seat-badge.test-helper.tsx';
import { SeatsZone } from './seats-zone.tsx';
import { NAMES } from './testing/board.tsx';
import { positionState, TV1 } from './testing/positions.ts';

const names = NAMES.slice(0, 4);

function seatsZone(botAccounts: readonly number[] | null) {
  const zone = (
    <SeatsZone view={stockpile.view(positionState(4, TV1), 0)} names={names} deciding={[]} deadline={null} />
  );
  render(
    botAccounts === null ? (
      zone
    ) : (
      <WithSeats names={names} botAccounts={botAccounts}>
        {zone}
      </WithSeats>
    ),
  );
  return (s: number) => document.querySelector(`.sp-seat[data-seat="${s}"] .sp-seat__name`);
}

describe("the seats' bot badges (issue 29)", () => {
  it("mark a bot account's seat, not a person's", () => {
    const seat = seatsZone([2]);
    expect(badgeLabels(seat(2))).toEqual([i18n.t('profiles.bot.accountLabel')]);
    expect(seat(2)?.textContent).toContain('Вера');
    expect([0, 1, 3].map((s) => badgeLabels(seat(s)))).toEqual([[], [], []]);
  });

  it('mark none without the table around the board (its own tests, a lesson)', () => {
    const seat = seatsZone(null);
    expect([0, 1, 2, 3].map((s) => badgeLabels(seat(s)))).toEqual([[], [], [], []]);
    expect(seat(2)?.textContent).toContain('Вера');
  });
});
