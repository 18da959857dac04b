import { fireEvent, render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/http.ts';
import { ReturnToSeat, returnToSeat } from './return-to-seat.tsx';

describe('taking one’s seat back', () => {
  it('asks the server to give the seat back, once at a time, and passes axe', async () => {
    let done: () => void = () => undefined;
    const send = vi.fn(() => new Promise<unknown>((r) => (done = () => r({}))));
    const { container } = render(
      <main>
        <ReturnToSeat tableId="t1" send={send} />
      </main>,
    );
    const button = screen.getByRole('button', { name: 'Вернуться на своё место' }) as HTMLButtonElement;
    expect(document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent).toContain(
      'за ваше место играет бот',
    );
    fireEvent.click(button);
    expect(send).toHaveBeenCalledWith('t1');
    expect(button.disabled).toBe(true);
    done();
    await vi.waitFor(() => expect(button.disabled).toBe(false));
    const r = await axe.run(container, {
      runOnly: ['wcag2a', 'wcag2aa'],
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(r.violations.map((v) => v.id)).toEqual([]);
  });

  it('says a refusal in words', async () => {
    const send = vi.fn(() => Promise.reject(new ApiError('NOT_OPEN', 409)));
    render(<ReturnToSeat tableId="t1" send={send} />);
    fireEvent.click(screen.getByRole('button', { name: 'Вернуться на своё место' }));
    expect((await screen.findByRole('alert')).textContent?.length).toBeGreaterThan(0);
  });

  it('calls POST /api/tables/:id/return', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}', { status: 200 }));
    await returnToSeat('a b');
    expect(fetch).toHaveBeenCalledWith('/api/tables/a%20b/return', expect.objectContaining({ method: 'POST' }));
    fetch.mockRestore();
  });
});
