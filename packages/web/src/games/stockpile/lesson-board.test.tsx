// The Stockpile lesson played on the real board (issue 30): every zone a step highlights is there at that step, and
// each decision is made with the board's own controls, a wrong one explained by the coach and not played.
import { getGame, type AnyGame } from '@birzha/engine';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LessonTable } from '../../lessons/lesson-table.tsx';
import { webGame } from '../registry.ts';
import { lesson } from './lesson.ts';

const game: AnyGame = (() => {
  const found = getGame(lesson.game);
  if (found === undefined) throw new Error(lesson.game);
  return found;
})();
const Board = (() => {
  const found = webGame(lesson.game);
  if (found === undefined) throw new Error(lesson.game);
  return found.Board;
})();

const el = (selector: string) => {
  const found = document.querySelector<HTMLElement>(selector);
  if (found === null) throw new Error(selector);
  return found;
};

/** The step's highlighted zones are on the board and outlined. */
function looksAt(step: number) {
  expect(screen.getByTestId('coach-say').textContent).toBe(lesson.steps[step]?.say.ru);
  for (const zone of lesson.steps[step]?.look ?? []) {
    const selector = lesson.zones[zone] ?? '';
    expect(document.querySelector(selector), `step ${step}: ${zone}`).not.toBeNull();
    expect(el(selector).classList.contains('lesson-look'), `step ${step}: ${zone}`).toBe(true);
  }
}

const next = async () => fireEvent.click(await screen.findByTestId('coach-next'));
const press = async (selector: string) => act(async () => fireEvent.click(el(selector)));

describe('Stockpile lesson on the board', () => {
  it('is played to its end with the board’s controls, a wrong placement explained and not played', async () => {
    localStorage.clear();
    render(
      <MemoryRouter>
        <LessonTable lesson={lesson} game={game} Board={Board} pauseMs={0} />
      </MemoryRouter>,
    );
    await screen.findByTestId('done', {}, { timeout: 10_000 });
    looksAt(0);
    await next();
    looksAt(1);

    // Supply: the fee face up is refused with the lesson's words, nothing placed; then the intended placement.
    fireEvent.click(el("[data-supply-pile='cosmic-3:0']"));
    fireEvent.click(el("[data-supply-pile='fee-1000-1:1']"));
    fireEvent.click(el("[data-face-up='fee-1000-1']"));
    await press("[data-testid='done']");
    expect(screen.getByTestId('coach-wrong').textContent).toMatch(/спрячьте/);
    // Not played: the first pile still holds only its first card, and it is still my placement.
    expect(el("[data-pile='0'] .sp-pile__counts").textContent).toBe(el("[data-pile='2'] .sp-pile__counts").textContent);
    expect(el('.board--stockpile').getAttribute('data-my-turn')).toBe('true');
    fireEvent.click(el("[data-face-up='cosmic-3']"));
    await press("[data-testid='done']");
    expect(await screen.findByTestId('coach-after')).toBeTruthy();
    await next();

    // Demand: a bid on pile 1, Boris outbids it, Vera bids; then $0 on pile 3.
    looksAt(2);
    await press("[data-bid='0:1000']");
    expect(await screen.findByTestId('coach-after')).toBeTruthy();
    expect(screen.getByTestId('bid-0').getAttribute('data-seat')).toBe('1');
    await next();
    looksAt(3);
    await press("[data-bid='2:0']");
    await next();

    // Action: the Boom on Cosmic.
    looksAt(4);
    await press("[data-action-company='cosmic']");
    await next();

    // Selling: all three Bottomline; then the Movement and the end.
    looksAt(5);
    for (let i = 0; i < 3; i++) fireEvent.click(el("[data-company='bottomline'] [data-step='up']"));
    await press("[data-testid='done']");
    expect(await screen.findByTestId('coach-after')).toBeTruthy();
    await next();
    looksAt(6);
    await next();
    expect(screen.getByTestId('coach-done')).toBeTruthy();
  });
});
