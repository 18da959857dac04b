import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SocketError } from '../api/socket.ts';
import { ErrorNote } from '../ui/error-note.tsx';
import { useSendMove, type SendMoves } from './use-send-move.ts';

/** A sendMoves whose answers the test gives, one per call, in order. */
function controlled() {
  const answers: { accept: () => void; refuse: (e: unknown) => void }[] = [];
  const sendMoves = vi.fn(
    (_moves: readonly unknown[]) =>
      new Promise<unknown>((resolve, reject) => answers.push({ accept: () => resolve({}), refuse: reject })),
  );
  return { sendMoves, answers };
}

describe('useSendMove', () => {
  it('sends a batch through sendMoves, pending until the answer, and resolves true when accepted', async () => {
    const { sendMoves, answers } = controlled();
    const { result } = renderHook(() => useSendMove(sendMoves));
    expect(result.current.pending).toBe(false);
    let sent: Promise<boolean> = Promise.resolve(false);
    act(() => {
      sent = result.current.send([{ type: 'bid', amount: 3 }, { type: 'ready' }]);
    });
    expect(sendMoves).toHaveBeenCalledWith([{ type: 'bid', amount: 3 }, { type: 'ready' }]);
    expect(result.current.pending).toBe(true);
    await act(async () => answers[0]!.accept());
    expect(await sent).toBe(true);
    expect(result.current.pending).toBe(false);
    expect(result.current.error).toBe(null);
  });

  it('keeps a refusal as the error, resolves false, and clears it on the next send', async () => {
    const { sendMoves, answers } = controlled();
    const { result } = renderHook(() => useSendMove(sendMoves));
    const refusal = new SocketError('STALE', { version: 4 });
    let sent: Promise<boolean> = Promise.resolve(true);
    act(() => {
      sent = result.current.send([{ type: 'pass' }]);
    });
    await act(async () => answers[0]!.refuse(refusal));
    expect(await sent).toBe(false);
    expect(result.current.pending).toBe(false);
    expect(result.current.error).toBe(refusal);
    act(() => void result.current.send([{ type: 'pass' }]));
    expect(result.current.error).toBe(null);
    expect(result.current.pending).toBe(true);
  });

  it('clearError forgets the refusal without sending', async () => {
    const sendMoves = vi.fn(() => Promise.reject(new SocketError('NOT_YOUR_TURN')));
    const { result } = renderHook(() => useSendMove(sendMoves));
    await act(async () => void (await result.current.send([{ type: 'pass' }])));
    expect(result.current.error).toBeInstanceOf(SocketError);
    const clear = result.current.clearError;
    act(() => clear());
    expect(result.current.error).toBe(null);
    expect(result.current.clearError).toBe(clear);
    expect(sendMoves).toHaveBeenCalledTimes(1);
  });

  it('sends the same batch once while it is on its way (a double click), and again after the answer', async () => {
    const { sendMoves, answers } = controlled();
    const { result } = renderHook(() => useSendMove(sendMoves));
    let second: Promise<boolean> = Promise.resolve(true);
    act(() => {
      void result.current.send([{ type: 'ready' }]);
      second = result.current.send([{ type: 'ready' }]);
    });
    expect(await second).toBe(false);
    expect(sendMoves).toHaveBeenCalledTimes(1);
    await act(async () => answers[0]!.accept());
    act(() => void result.current.send([{ type: 'ready' }]));
    expect(sendMoves).toHaveBeenCalledTimes(2);
  });

  it('lets a different batch go while one is on its way, and stays pending until both are answered', async () => {
    const { sendMoves, answers } = controlled();
    const { result } = renderHook(() => useSendMove(sendMoves));
    act(() => {
      void result.current.send([{ type: 'vote', firm: 'w1' }]);
      void result.current.send([{ type: 'vote', firm: 'w2' }]);
    });
    expect(sendMoves).toHaveBeenCalledTimes(2);
    await act(async () => answers[0]!.accept());
    expect(result.current.pending).toBe(true);
    await act(async () => answers[1]!.accept());
    expect(result.current.pending).toBe(false);
  });

  it('sends nothing without sendMoves (a spectator, a replay)', async () => {
    const { result } = renderHook(() => useSendMove(null as SendMoves));
    let sent: Promise<boolean> = Promise.resolve(true);
    act(() => {
      sent = result.current.send([{ type: 'pass' }]);
    });
    expect(await sent).toBe(false);
    expect(result.current.pending).toBe(false);
  });

  it('gives a refusal that ErrorNote words with the shared error text', async () => {
    function Form({ sendMoves }: { sendMoves: SendMoves }) {
      const { send, pending, error } = useSendMove(sendMoves);
      return (
        <>
          <button type="button" disabled={pending} onClick={() => void send([{ type: 'pass' }])}>
            go
          </button>
          <ErrorNote error={error} testId="server-error" />
        </>
      );
    }
    render(<Form sendMoves={() => Promise.reject(new SocketError('NOT_YOUR_TURN'))} />);
    fireEvent.click(screen.getByRole('button', { name: 'go' }));
    expect((await screen.findByTestId('server-error')).textContent).toBe('Сейчас не ваш ход.');
  });
});
