// What the tests of a lesson on its game's real board share (issue 30): the table rendered in jsdom, the waits for
// the lazily loaded board and the coach, and the clicks through the board's own controls.
import { getGame, type AnyGame } from '@birzha/engine';
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router';
import { expect } from 'vitest';
import { webGame } from '../games/registry.ts';
import type { BoardProps } from '../table/board-props.ts';
import { LessonTable } from './lesson-table.tsx';
import type { Lesson } from './lesson-types.ts';

/** The engine's rules of a game and its web board; a lesson of an unknown game fails here, not as an empty page. */
function gameAndBoard(id: string): { game: AnyGame; Board: ComponentType<BoardProps> } {
  const game = getGame(id);
  const web = webGame(id);
  if (game === undefined || web === undefined) throw new Error(`no game ${id}`);
  return { game, Board: web.Board };
}

/**
 * Renders the lesson's table on its game's real board, with no pause before the other seats' scripted turns. The
 * progress kept in this browser is left as it is, so a second call is a reload; `startLesson` starts afresh.
 */
export function renderLessonTable(lesson: Lesson) {
  const { game, Board } = gameAndBoard(lesson.game);
  render(
    <MemoryRouter>
      <LessonTable lesson={lesson} game={game} Board={Board} pauseMs={0} />
    </MemoryRouter>,
  );
}

/** The lesson from its first step: no progress kept from an earlier test. */
export function startLesson(lesson: Lesson) {
  localStorage.clear();
  renderLessonTable(lesson);
}

/**
 * Waits for the board to be drawn, by an element of it: the board is loaded lazily, which on a busy machine takes
 * seconds (more than the default second of a find).
 */
export function boardShows(testId: string): Promise<HTMLElement> {
  return screen.findByTestId(testId, {}, { timeout: 10_000 });
}

/**
 * How long to wait for the coach's next words: they come after the other seats' scripted turns and the board's
 * redraw, which on a loaded 2-core machine took over a find's default second (one game's vote step, at a
 * load average of 10). Still a failure when they never come.
 */
const COACH_WAIT = { timeout: 5_000 };

/** The element the selector finds; fails naming the selector, so a renamed board class reads plainly. */
export function el(selector: string): HTMLElement {
  const found = document.querySelector<HTMLElement>(selector);
  if (found === null) throw new Error(selector);
  return found;
}

/** The step's words are shown and every zone it highlights is on the board and outlined. */
export function expectStepShown(lesson: Lesson, step: number) {
  expect(screen.getByTestId('coach-say').textContent).toBe(lesson.steps[step]?.say.ru);
  for (const zone of lesson.steps[step]?.look ?? []) {
    const selector = lesson.zones[zone] ?? '';
    expect(document.querySelector(selector), `step ${step}: ${zone}`).not.toBeNull();
    expect(el(selector).classList.contains('lesson-look'), `step ${step}: ${zone}`).toBe(true);
  }
}

/** The coach's "Next", once it is there (after a played turn it comes when the others have played). */
export async function nextStep() {
  fireEvent.click(await screen.findByTestId('coach-next', {}, COACH_WAIT));
}

/** Clicks a board control that sends a turn, and lets the lesson take it (or refuse it) before going on. */
export async function press(element: HTMLElement) {
  await act(async () => fireEvent.click(element));
}

/** `press` on the element with this test id. */
export async function pressTestId(testId: string) {
  await press(screen.getByTestId(testId));
}

/** The learner's turn was played: the others have answered and the coach says what happened. */
export async function expectAfterShown() {
  expect(await screen.findByTestId('coach-after', {}, COACH_WAIT)).toBeTruthy();
}
