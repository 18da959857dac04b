import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { lesson } from '../games/akcioner/lesson.ts';
import LearnPage from './learn-page.tsx';
import {
  boardShows,
  expectAfterShown,
  nextStep,
  pressTestId,
  renderLessonTable,
  startLesson,
} from './lesson-board.test-helper.tsx';

const card = (id: string) => document.querySelector(`.hand [data-card='${id}']`) as HTMLElement;

/** Composes a turn on the real board: the card, a colour per free part, on the table, Done. */
async function playCard(id: string, colors: readonly string[]) {
  fireEvent.click(card(id));
  colors.forEach((c, i) => {
    fireEvent.click(card(id).querySelector(`[data-part='${i}']`) as HTMLElement);
    fireEvent.click(screen.getByRole('menu').querySelector(`[data-color='${c}']`) as HTMLElement);
  });
  fireEvent.click(screen.getByTestId('dropzone'));
  await pressTestId('done');
}

describe('lesson table', () => {
  it('shows the board and the coach, waits for the intended turn, explains a wrong one, resumes after a reload', async () => {
    startLesson(lesson);
    // The coach's first words and the board, its prices zone highlighted.
    expect(screen.getByTestId('coach-say').textContent).toBe(lesson.steps[0]?.say.ru);
    const prices = await boardShows('price-blue');
    expect(prices.textContent).toBe('50');
    // Every zone the lesson may highlight is on the board (a renamed class would silently light nothing).
    for (const [zone, selector] of Object.entries(lesson.zones))
      expect(document.querySelector(selector), zone).not.toBeNull();
    expect(document.querySelector('.zone--prices')?.classList.contains('lesson-look')).toBe(true);
    expect(screen.getByTestId('lesson-progress-text').textContent).toBe('Шаг 1 из 6');

    fireEvent.click(screen.getByTestId('coach-next'));
    expect(document.querySelector('.zone--prices')?.classList.contains('lesson-look')).toBe(false);
    expect(document.querySelector('.zone--accounts')?.classList.contains('lesson-look')).toBe(true);
    fireEvent.click(screen.getByTestId('coach-next'));
    expect(screen.getByTestId('coach-say').textContent).toBe(lesson.steps[2]?.say.ru);
    expect(screen.queryByTestId('coach-next')).toBeNull();

    // −30 on yellow instead of blue: not played, and the coach says why.
    await playCard('H-red-1', ['yellow', 'blue', 'green']);
    expect(screen.getByTestId('coach-wrong').textContent).toMatch(/−30 на синюю/);
    expect(screen.getByTestId('price-red').textContent).toBe('100');
    expect(screen.getByTestId('price-blue').textContent).toBe('50');

    // The intended turn: played, then Boris's scripted one, then what happened.
    await playCard('H-red-1', ['blue', 'yellow', 'green']);
    expect(screen.queryByTestId('coach-wrong')).toBeNull();
    await expectAfterShown();
    expect(screen.getByTestId('price-blue').textContent).toBe('20');
    expect(screen.getByTestId('price-red').textContent).toBe('150'); // 100 + 100, then Boris's −50

    // A reload: the lesson replays its kept progress through the engine and stands where it was.
    cleanup();
    renderLessonTable(lesson);
    expect(screen.getByTestId('coach-after').textContent).toContain(lesson.steps[2]?.after?.ru);
    expect((await screen.findByTestId('price-red')).textContent).toBe('150');
    fireEvent.click(screen.getByTestId('coach-next'));
    expect(screen.getByTestId('coach-say').textContent).toBe(lesson.steps[3]?.say.ru);

    // Start over: back to the first step and the first prices.
    fireEvent.click(screen.getByRole('button', { name: 'Начать заново' }));
    expect(screen.getByTestId('coach-say').textContent).toBe(lesson.steps[0]?.say.ru);
    expect(screen.getByTestId('price-red').textContent).toBe('100');
  });

  it('plays the lesson to its end through the board', async () => {
    startLesson(lesson);
    await boardShows('price-blue');
    fireEvent.click(screen.getByTestId('coach-next'));
    fireEvent.click(screen.getByTestId('coach-next'));
    await playCard('H-red-1', ['blue', 'yellow', 'green']);
    await nextStep();
    // Stage 1: buy two green, then the green −30 card with +60 on yellow.
    const buy = () =>
      document.querySelector(
        "[data-stage='trade1'] tr[data-color='green'] button[aria-label*='Купить']",
      ) as HTMLElement;
    fireEvent.click(buy());
    fireEvent.click(buy());
    await playCard('S-green-m30', ['yellow']);
    await nextStep();
    await playCard('S-blue-m60', ['green']);
    await expectAfterShown();
    expect(screen.getByTestId('shares-1-blue').textContent).toBe('1');
    fireEvent.click(screen.getByTestId('coach-next'));
    await playCard('S-yellow-p50', ['red']);
    await nextStep();
    expect(screen.getByTestId('coach-done')).toBeTruthy();
  });
});

describe('learn page', () => {
  it('says when a game has no lesson yet', () => {
    render(
      <MemoryRouter initialEntries={['/learn/nosuchgame']}>
        <Routes>
          <Route path="/learn/:game" element={<LearnPage />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByTestId('no-lesson').textContent).toMatch(/урока пока нет/);
  });
});
