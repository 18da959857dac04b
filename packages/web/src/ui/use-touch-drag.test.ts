import { afterEach, describe, expect, it } from 'vitest';
import { bottomEdge } from './use-touch-drag.ts';

describe('a lifted card scrolls the page near the bottom of what is visible', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('the window bottom when nothing is docked', () => {
    expect(bottomEdge()).toBe(window.innerHeight);
  });

  it('the top of a bar fixed at the bottom of the screen (a phone turn bar), not the window bottom under it', () => {
    const bar = document.createElement('div');
    bar.dataset['docked'] = 'bottom';
    bar.style.position = 'fixed';
    bar.getBoundingClientRect = () => ({ top: window.innerHeight - 90 }) as DOMRect;
    document.body.appendChild(bar);
    expect(bottomEdge()).toBe(window.innerHeight - 90);
    // The same bar in the page's flow (a desktop's turn bar) covers nothing.
    bar.style.position = 'static';
    expect(bottomEdge()).toBe(window.innerHeight);
  });
});
