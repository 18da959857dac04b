import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card } from './card.tsx';

const drawn = (card: string) => {
  const { container } = render(<Card card={card as never} size="sm" />);
  const el = container.querySelector('.card') as HTMLElement;
  return { el, parts: el.querySelectorAll('.card__part').length };
};

describe('a card as drawn', () => {
  it('a small card has two parts, one coloured and one blank, and says so in its class', () => {
    const { el, parts } = drawn('S-yellow-p30');
    expect(parts).toBe(2);
    expect(el.querySelectorAll('.card__part--colored')).toHaveLength(1);
    expect(el.classList.contains('card--parts-2')).toBe(true);
    expect(el.dataset['parts']).toBe('2');
  });

  it('a big card keeps its four parts', () => {
    const { el, parts } = drawn('H-yellow-1');
    expect(parts).toBe(4);
    expect(el.classList.contains('card--parts-4')).toBe(true);
  });
});
