// The Checkers Exchange lesson played on the real board (issue 30): every zone a step highlights is there at that
// step, and each decision is made with the board's own controls, a wrong one explained by the coach and not played.
import { getGame, type AnyGame } from '@birzha/engine';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
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

/** The step's words are shown and its highlighted zones are on the board and outlined. */
function looksAt(step: number) {
  expect(screen.getByTestId('coach-say').textContent).toBe(lesson.steps[step]?.say.ru);
  for (const zone of lesson.steps[step]?.look ?? []) {
    const selector = lesson.zones[zone] ?? '';
    expect(document.querySelector(selector), `step ${step}: ${zone}`).not.toBeNull();
    expect(el(selector).classList.contains('lesson-look'), `step ${step}: ${zone}`).toBe(true);
  }
}

const next = async () => fireEvent.click(await screen.findByTestId('coach-next'));
const press = async (testId: string) => act(async () => fireEvent.click(screen.getByTestId(testId)));

describe('Checkers Exchange lesson on the board', () => {
  it('is played to its end with the board’s controls, a too small order explained and not played', async () => {
    localStorage.clear();
    render(
      <MemoryRouter>
        <LessonTable lesson={lesson} game={game} Board={Board} pauseMs={0} />
      </MemoryRouter>,
    );
    await screen.findByTestId('ce-sq-c3', {}, { timeout: 10_000 });
    looksAt(0);
    await next();

    // The capture, by clicks on the board; Boris's B1 answers and the session opens.
    looksAt(1);
    fireEvent.click(screen.getByTestId('ce-sq-c3'));
    await press('ce-sq-e5');
    expect(await screen.findByTestId('coach-after')).toBeTruthy();
    await next();

    // The session: 2 shares are refused with the lesson's words and not bought; 3 at the state's ask trade.
    looksAt(2);
    fireEvent.click(screen.getByTestId('ce-book-firm-w1'));
    fireEvent.click(within(screen.getByTestId('ce-level-sell-20')).getByRole('button'));
    fireEvent.change(screen.getByTestId('ce-order-qty'), { target: { value: '2' } });
    await press('ce-order-send');
    expect(screen.getByTestId('coach-wrong').textContent).toMatch(/хотя бы 3/);
    expect(screen.getByTestId('ce-level-sell-20').textContent).toContain('5');
    fireEvent.change(screen.getByTestId('ce-order-qty'), { target: { value: '3' } });
    await press('ce-order-send');
    expect(await screen.findByTestId('coach-after')).toBeTruthy();
    await next();
    looksAt(3);
    await press('ce-request-meeting');
    await next();
    looksAt(4);
    await press('ce-ready');
    await next();

    // The meeting: nominate, vote, Ready; the director of W1 changes and the game is settled.
    looksAt(5);
    await press('ce-nominate-w1');
    await next();
    looksAt(6);
    await press('ce-vote-w1-me-0');
    await next();
    looksAt(7);
    await press('ce-ready');
    expect(await screen.findByTestId('coach-after')).toBeTruthy();
    await next();
    looksAt(8);
    await next();
    expect(screen.getByTestId('coach-done')).toBeTruthy();
  });
});
