import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { LobbyPage } from './lobby-page.tsx';

const lists = vi.hoisted(() => ({ open: [], playing: [] as unknown[], finished: [], mine: [] as unknown[] }));
vi.mock('./use-lobby.ts', () => ({ useLobby: () => ({ lists, loaded: true, error: null }) }));
vi.mock('../api/session.tsx', () => ({ useSession: () => ({ user: { id: 'u1', name: 'Аня' } }) }));

describe('the lobby page', () => {
  it('puts "New table" before every list, and it takes the keyboard to the form', () => {
    render(
      <MemoryRouter>
        <LobbyPage />
      </MemoryRouter>,
    );
    const create = screen.getByRole('button', { name: 'Новый стол' });
    const firstList = screen.getByRole('heading', { name: 'Мои партии' });
    // Before the lists in the document, so it is on the first screen whatever the lists hold.
    expect(create.compareDocumentPosition(firstList) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const form = document.getElementById(create.getAttribute('aria-controls') ?? '');
    expect(form?.classList.contains('create-form')).toBe(true);
    fireEvent.click(create);
    expect(document.activeElement).toBe(form?.querySelector('select[name=game]'));
  });

  it('offers quick play before the lists', () => {
    render(
      <MemoryRouter>
        <LobbyPage />
      </MemoryRouter>,
    );
    const quick = screen.getByRole('region', { name: 'Быстрая игра' });
    expect(
      quick.compareDocumentPosition(screen.getByRole('heading', { name: 'Мои партии' })) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Играть/ }).length).toBeGreaterThan(0);
  });

  it('lists my own public match under "Playing now" too', () => {
    const mine = {
      id: 'mine1',
      game: 'akcioner',
      options: {},
      players: 2,
      private: false,
      status: 'playing',
      host: { id: 'u1', name: 'Аня' },
      seats: [
        { seat: 0, user: { id: 'u1', name: 'Аня' }, bot: null, connected: true },
        { seat: 1, user: null, bot: 'beginner', connected: true },
      ],
      version: 3,
      createdAt: 1,
      startedAt: 2,
      finishedAt: null,
      outcome: null,
    };
    lists.playing = [mine];
    lists.mine = [mine];
    try {
      render(
        <MemoryRouter>
          <LobbyPage />
        </MemoryRouter>,
      );
      expect(document.querySelector('[data-list=playing] [data-table=mine1]')).not.toBeNull();
      expect(document.querySelector('[data-list=mine] [data-table=mine1]')).not.toBeNull();
    } finally {
      lists.playing = [];
      lists.mine = [];
    }
  });
});
