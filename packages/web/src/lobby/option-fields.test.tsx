import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CheckField, ClockField, SelectField } from './option-fields.tsx';

const select = (c: HTMLElement, name: string) => c.querySelector(`select[name="${name}"]`) as HTMLSelectElement;

describe('the option fields', () => {
  it('a drop-down hands back the chosen value as typed, with its label, control and help', () => {
    const onChange = vi.fn();
    const { container } = render(
      <SelectField
        name="size"
        label="Size"
        help="How big"
        choices={[
          { value: 'small', label: 'Small' },
          { value: 'big', label: 'Big' },
        ]}
        value="small"
        onChange={onChange}
      />,
    );
    expect(container.querySelector('label.field > span')!.textContent).toBe('Size');
    expect(container.querySelector('label.field > small')!.textContent).toBe('How big');
    expect([...select(container, 'size').options].map((o) => [o.value, o.textContent])).toEqual([
      ['small', 'Small'],
      ['big', 'Big'],
    ]);
    fireEvent.change(select(container, 'size'), { target: { value: 'big' } });
    expect(onChange).toHaveBeenCalledWith('big');
  });

  it('the clock offers its seconds in words and hands back a number', () => {
    const onChange = vi.fn();
    const { container } = render(
      <ClockField label="Clock" help="Per turn" seconds={[0, 120]} value={120} onChange={onChange} />,
    );
    const clock = select(container, 'turnSeconds');
    expect(clock.value).toBe('120');
    expect([...clock.options].map((o) => o.value)).toEqual(['0', '120']);
    fireEvent.change(clock, { target: { value: '0' } });
    expect(onChange).toHaveBeenCalledWith(0);
  });

  it('a checkbox hands back whether it is ticked', () => {
    const onChange = vi.fn();
    const { container } = render(
      <CheckField name="extra" label="Extra" help="More" checked={false} onChange={onChange} />,
    );
    fireEvent.click(container.querySelector('input[name="extra"]')!);
    expect(onChange).toHaveBeenCalledWith(true);
  });
});
