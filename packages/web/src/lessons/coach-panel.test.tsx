// The coach's fold (a phone's small screen, lessons.css): the step's text folds away and comes back, each new step or
// answer unfolds it, and the page's scroll padding follows the coach's height while it is shown.
import { getGame } from '@birzha/engine';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { lesson } from '../games/akcioner/lesson.ts';
import i18n from '../i18n/index.ts';
import { CoachPanel } from './coach-panel.tsx';
import { COACH_WORDS } from './coach-words.ts';
import { awaitsTurn, nextStep, startLesson, type Run } from './lesson-runner.ts';

const game = getGame(lesson.game);
if (game === undefined) throw new Error(lesson.game);
const NOTHING = () => undefined;

const coach = (run: Run): ReactElement => (
  <MemoryRouter>
    <CoachPanel run={run} names={lesson.names.ru} hint={null} onNext={NOTHING} onBack={NOTHING} onRestart={NOTHING} />
  </MemoryRouter>
);
const aside = () => document.querySelector('aside.coach') as HTMLElement;

describe('coach panel', () => {
  it('folds the step text away and back, and unfolds for the next step', () => {
    const first = startLesson(lesson, game);
    const { rerender } = render(coach(first));
    const fold = screen.getByTestId('coach-fold');
    expect(fold.textContent).toBe(COACH_WORDS.ru.fold);
    expect(fold.getAttribute('aria-expanded')).toBe('true');
    // The button names the text it folds.
    const text = document.getElementById(fold.getAttribute('aria-controls') ?? '');
    expect(text?.contains(screen.getByTestId('coach-say'))).toBe(true);
    expect(aside().classList.contains('coach--folded')).toBe(false);

    fireEvent.click(fold);
    expect(aside().classList.contains('coach--folded')).toBe(true);
    expect(fold.getAttribute('aria-expanded')).toBe('false');
    expect(fold.textContent).toBe(COACH_WORDS.ru.unfold);
    // Folded, the step's words are still the coach's (CSS hides them) and "Next" is still there.
    expect(screen.getByTestId('coach-say').textContent).toBe(lesson.steps[0]?.say.ru);
    expect(screen.getByTestId('coach-next')).toBeTruthy();

    fireEvent.click(fold);
    expect(aside().classList.contains('coach--folded')).toBe(false);
    fireEvent.click(fold);
    // The next step's words come unfolded.
    rerender(coach(nextStep(first)));
    expect(aside().classList.contains('coach--folded')).toBe(false);
    expect(screen.getByTestId('coach-fold').getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByTestId('coach-say').textContent).toBe(lesson.steps[1]?.say.ru);
  });

  it('asks for the turn at the table, not "on the board": a step’s move may be an order, a ready or a vote', () => {
    let run = startLesson(lesson, game);
    for (let i = 0; !awaitsTurn(run) && i < lesson.steps.length; i++) run = nextStep(run);
    expect(awaitsTurn(run)).toBe(true);
    render(coach(run));
    expect(aside().textContent).toContain('Ваш ход: сделайте его за столом');
    expect(aside().textContent).not.toContain('на доске');
  });

  it('speaks English in English', async () => {
    await i18n.changeLanguage('en');
    try {
      render(coach(startLesson(lesson, game)));
      expect(screen.getByTestId('coach-fold').textContent).toBe(COACH_WORDS.en.fold);
    } finally {
      await i18n.changeLanguage('ru');
    }
  });

  it('keeps the page scroll padding at its height while shown', () => {
    const root = document.documentElement;
    // jsdom lays nothing out: the coach is given a phone's height.
    const height = vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(249);
    try {
      const { unmount } = render(coach(startLesson(lesson, game)));
      expect(root.style.getPropertyValue('--coach-inset')).toBe('249px');
      unmount();
      expect(root.style.getPropertyValue('--coach-inset')).toBe('');
    } finally {
      height.mockRestore();
    }
  });
});
