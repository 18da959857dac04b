// The Stockpile lesson played on the real board (issue 30): every zone a step highlights is there at that step, and
// each decision is made with the board's own controls, a wrong one explained by the coach and not played.
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  boardShows,
  el,
  expectAfterShown,
  expectStepShown,
  nextStep,
  press,
  pressTestId,
  startLesson,
} from '../../lessons/lesson-board.test-helper.tsx';
import { lesson } from './lesson.ts';

const looksAt = (step: number) => expectStepShown(lesson, step);

describe('Stockpile lesson on the board', () => {
  it('is played to its end with the board’s controls, a wrong placement explained and not played', async () => {
    startLesson(lesson);
    await boardShows('done');
    looksAt(0);
    await nextStep();
    looksAt(1);

    // Supply: the fee face up is refused with the lesson's words, nothing placed; then the intended placement.
    fireEvent.click(el("[data-supply-pile='cosmic-3:0']"));
    fireEvent.click(el("[data-supply-pile='fee-1000-1:1']"));
    fireEvent.click(el("[data-face-up='fee-1000-1']"));
    await pressTestId('done');
    expect(screen.getByTestId('coach-wrong').textContent).toMatch(/спрячьте/);
    // Not played: the first pile still holds only its first card, and it is still my placement.
    expect(el("[data-pile='0'] .sp-pile__counts").textContent).toBe(el("[data-pile='2'] .sp-pile__counts").textContent);
    expect(el('.board--stockpile').getAttribute('data-my-turn')).toBe('true');
    fireEvent.click(el("[data-face-up='cosmic-3']"));
    await pressTestId('done');
    await expectAfterShown();
    await nextStep();

    // Demand: a bid on pile 1, Boris outbids it, Vera bids; then $0 on pile 3.
    looksAt(2);
    await press(el("[data-bid='0:1000']"));
    await expectAfterShown();
    expect(screen.getByTestId('bid-0').getAttribute('data-seat')).toBe('1');
    await nextStep();
    looksAt(3);
    await press(el("[data-bid='2:0']"));
    await nextStep();

    // Action: the Boom on Cosmic.
    looksAt(4);
    await press(el("[data-action-company='cosmic']"));
    await nextStep();

    // Selling: all three Bottomline; then the Movement and the end.
    looksAt(5);
    for (let i = 0; i < 3; i++) fireEvent.click(el("[data-company='bottomline'] [data-step='up']"));
    await pressTestId('done');
    await expectAfterShown();
    await nextStep();
    looksAt(6);
    await nextStep();
    expect(screen.getByTestId('coach-done')).toBeTruthy();
  });
});
