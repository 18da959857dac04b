import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/http.ts';
import { lobbyApi } from '../api/lobby-api.ts';
import { JoinButton } from './join-button.tsx';

function renderLobby() {
  render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route path="/" element={<JoinButton tableId="t1" />} />
        <Route path="/t/:id" element={<p>the table</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('the lobby’s Join', () => {
  it('takes a seat on the server first, then opens the table', async () => {
    const join = vi.spyOn(lobbyApi, 'join').mockResolvedValue({} as Awaited<ReturnType<typeof lobbyApi.join>>);
    renderLobby();
    fireEvent.click(screen.getByRole('button', { name: 'Сесть за стол' }));
    expect(join).toHaveBeenCalledWith('t1');
    expect(await screen.findByText('the table')).toBeDefined();
  });

  it('says a refusal in words and stays in the lobby, the button usable again', async () => {
    vi.spyOn(lobbyApi, 'join').mockRejectedValue(new ApiError('TABLE_FULL', 409));
    renderLobby();
    fireEvent.click(screen.getByRole('button', { name: 'Сесть за стол' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Свободных мест за столом нет.');
    expect(screen.queryByText('the table')).toBeNull();
    expect((screen.getByRole('button', { name: 'Сесть за стол' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('opens the table when the player already sits there (another tab took the seat)', async () => {
    vi.spyOn(lobbyApi, 'join').mockRejectedValue(new ApiError('ALREADY_SEATED', 409));
    renderLobby();
    fireEvent.click(screen.getByRole('button', { name: 'Сесть за стол' }));
    expect(await screen.findByText('the table')).toBeDefined();
  });
});
