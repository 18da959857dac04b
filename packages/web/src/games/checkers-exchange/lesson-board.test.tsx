// The Checkers Exchange lesson played on the real board (issue 30): every zone a step highlights is there at that
// step, and each decision is made with the board's own controls, a wrong one explained by the coach and not played.
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  boardShows,
  expectAfterShown,
  expectStepShown,
  nextStep,
  pressTestId,
  startLesson,
} from '../../lessons/lesson-board.test-helper.tsx';
import { lesson } from './lesson.ts';

const looksAt = (step: number) => expectStepShown(lesson, step);

describe('Checkers Exchange lesson on the board', () => {
  it('is played to its end with the board’s controls, a too small order explained and not played', async () => {
    startLesson(lesson);
    await boardShows('ce-sq-c3');
    // my seat reads as any table's does, my name and "(you)", not "You (you)"
    expect(document.body.textContent).toContain('Аня (вы)');
    expect(document.body.textContent).not.toContain('Вы (вы)');
    looksAt(0);
    await nextStep();

    // The capture, by clicks on the board; Boris's B1 answers and the session opens.
    looksAt(1);
    fireEvent.click(screen.getByTestId('ce-sq-c3'));
    await pressTestId('ce-sq-e5');
    await expectAfterShown();
    await nextStep();

    // The session: 2 shares are refused with the lesson's words and not bought; 3 at the state's ask trade.
    looksAt(2);
    fireEvent.click(screen.getByTestId('ce-book-firm-w1'));
    fireEvent.click(within(screen.getByTestId('ce-level-sell-20')).getByRole('button'));
    fireEvent.change(screen.getByTestId('ce-order-qty'), { target: { value: '2' } });
    await pressTestId('ce-order-send');
    expect(screen.getByTestId('coach-wrong').textContent).toMatch(/хотя бы 3/);
    expect(screen.getByTestId('ce-level-sell-20').textContent).toContain('5');
    fireEvent.change(screen.getByTestId('ce-order-qty'), { target: { value: '3' } });
    await pressTestId('ce-order-send');
    await expectAfterShown();
    await nextStep();
    looksAt(3);
    await pressTestId('ce-request-meeting');
    await nextStep();
    looksAt(4);
    await pressTestId('ce-ready');
    await nextStep();

    // The meeting: nominate, vote, Ready; the director of W1 changes and the game is settled.
    looksAt(5);
    await pressTestId('ce-nominate-w1');
    await nextStep();
    looksAt(6);
    await pressTestId('ce-vote-w1-me-0');
    await nextStep();
    looksAt(7);
    await pressTestId('ce-ready');
    await expectAfterShown();
    await nextStep();
    looksAt(8);
    await nextStep();
    expect(screen.getByTestId('coach-done')).toBeTruthy();
  });
});
