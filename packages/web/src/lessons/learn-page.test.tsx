// The lesson page opened at a step (a rules section's "Try it in the lesson", issue 30.5): `?step=N` opens there
// once, leaves the address, and a step the lesson lacks is said and changes nothing.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lesson } from '../games/akcioner/lesson.ts';
import LearnPage, { stepAsked } from './learn-page.tsx';
import { clearProgress, loadProgress } from './progress-store.ts';

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{pathname + search}</output>;
}

function openAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="/learn/:game"
          element={
            <>
              <LearnPage />
              <Where />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

const total = lesson.steps.length;

beforeEach(() => clearProgress('akcioner'));
afterEach(cleanup);

describe('learn page at a step', () => {
  it('opens at the step asked for, drops it from the address, and a reload goes on from there', async () => {
    openAt('/learn/akcioner?step=5');
    expect(
      (await screen.findByTestId('lesson-board', {}, { timeout: 10_000 })).closest('.lesson')?.textContent,
    ).toContain(`Шаг 5 из ${total}`);
    expect(screen.getByTestId('where').textContent).toBe('/learn/akcioner');
    expect(screen.queryByTestId('no-such-step')).toBeNull();
    // The steps before it were followed: the kept place is step 5 (index 4), with a turn for each step that has one.
    // It is saved by an effect after the table is painted, which a loaded machine can run after the board is found.
    await waitFor(() => expect(loadProgress('akcioner')?.step).toBe(4));
    cleanup();
    openAt('/learn/akcioner');
    expect(
      (await screen.findByTestId('lesson-board', {}, { timeout: 10_000 })).closest('.lesson')?.textContent,
    ).toContain(`Шаг 5 из ${total}`);
  });

  it('says so for a step the lesson does not have, and opens where the learner left off', async () => {
    openAt('/learn/akcioner?step=3');
    await screen.findByTestId('lesson-board', {}, { timeout: 10_000 });
    cleanup();
    for (const bad of ['99', '0', 'two', '-1']) {
      openAt(`/learn/akcioner?step=${bad}`);
      const note = await screen.findByTestId('no-such-step', {}, { timeout: 10_000 });
      expect(note.textContent).toContain(`«${bad}»`);
      expect(screen.getByTestId('lesson-board').closest('.lesson')?.textContent).toContain(`Шаг 3 из ${total}`);
      expect(screen.getByTestId('where').textContent).toBe('/learn/akcioner');
      cleanup();
    }
    await waitFor(() => expect(loadProgress('akcioner')?.step).toBe(2));
  });
});

describe('stepAsked', () => {
  it('reads 1 as the first step and refuses what names no step', () => {
    expect(stepAsked('1', 6)).toBe(0);
    expect(stepAsked('6', 6)).toBe(5);
    for (const raw of ['7', '0', '-1', '01', '1.5', '', ' 2', 'abc', '99999'])
      expect(stepAsked(raw, 6)).toBeUndefined();
  });
});
