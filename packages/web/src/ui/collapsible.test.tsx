import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Collapsible } from './collapsible.tsx';
import { mockScreenWidth } from './match-media.test-helper.ts';

let restore: () => void = () => undefined;
afterEach(() => restore());

const toggle = () => screen.getByRole('button', { name: /Сыгранные карты/ });
const region = () => screen.getByText('the cards');

describe('a collapsible region', () => {
  it('is closed on a phone and opens at a tap', () => {
    restore = mockScreenWidth(390);
    render(<Collapsible title="Сыгранные карты">the cards</Collapsible>);
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(region().closest('[hidden]')).not.toBeNull();
    fireEvent.click(toggle());
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    expect(region().closest('[hidden]')).toBeNull();
    expect(toggle().getAttribute('aria-controls')).toBe(region().id);
  });

  it('is open on a desktop and can be closed', () => {
    restore = mockScreenWidth(1366);
    render(<Collapsible title="Сыгранные карты">the cards</Collapsible>);
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(toggle());
    expect(region().closest('[hidden]')).not.toBeNull();
  });

  it('sits inside a heading of the level asked for', () => {
    restore = mockScreenWidth(1366);
    render(
      <Collapsible title="Сыгранные карты" level={2}>
        the cards
      </Collapsible>,
    );
    expect(screen.getByRole('heading', { level: 2, name: /Сыгранные карты/ })).toBeDefined();
  });
});
