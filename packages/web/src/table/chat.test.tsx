import { CHAT_MAX, type ChatLine, type TableSummary } from '@birzha/protocol';
import { fireEvent, render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../i18n/index.ts';
import { ChatRoleProvider } from './chat-role.tsx';
import { Chat } from './chat.tsx';
import { PlayedContext } from './played.ts';

vi.mock('../api/session.tsx', () => {
  const session = { user: { id: 'me', name: 'Я' } };
  return { useSession: () => session, useOptionalSession: () => session };
});

async function axeProblems(container: Element): Promise<string[]> {
  const r = await axe.run(container, {
    runOnly: ['wcag2a', 'wcag2aa'],
    rules: { 'color-contrast': { enabled: false } },
  });
  return r.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const LINES: ChatLine[] = [
  { from: { id: 'a', name: 'Аня' }, text: 'ход за мной', at: 1, audience: 'players' },
  { from: { id: 's', name: 'Зритель' }, text: 'Аня выиграет', at: 2, audience: 'spectators' },
  { from: { id: 'b', name: 'Боря' }, text: 'посмотрим', at: 3 },
];

const table = (seats: TableSummary['seats']): TableSummary => ({
  id: 't1',
  game: 'g',
  options: {},
  players: 2,
  private: false,
  status: 'playing',
  host: { id: 'a', name: 'Аня' },
  seats,
  version: 3,
  createdAt: 0,
  startedAt: 1,
  finishedAt: null,
  outcome: null,
});
const seat = (n: number, user: { id: string; name: string; botAccount?: true } | null, extra: object = {}) => ({
  seat: n,
  user,
  bot: null,
  connected: true,
  ...extra,
});
const texts = (list: HTMLElement) =>
  within(list)
    .queryAllByRole('listitem')
    .map((li) => li.textContent);

describe('the table chat', () => {
  it('a player sees one chat, the players’ lines, and writes to it', () => {
    const send = vi.fn(() => Promise.resolve());
    render(
      <ChatRoleProvider table={table([seat(0, { id: 'me', name: 'Я' }), seat(1, { id: 'b', name: 'Боря' })])} seat={0}>
        <Chat lines={LINES} send={send} />
      </ChatRoleProvider>,
    );
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(texts(screen.getByTestId('chat'))).toEqual(['Аня: ход за мной', 'Боря: посмотрим']);
    // Its box says who reads it: the spectators read the players' chat too.
    expect(screen.getByLabelText('Сообщение').getAttribute('placeholder')).toBe(
      'Всем за столом: прочтут игроки и зрители…',
    );
    fireEvent.change(screen.getByLabelText('Сообщение'), { target: { value: 'привет' } });
    fireEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(send).toHaveBeenCalledWith('привет');
  });

  it('a spectator sees two tabs: the players’ chat to read and the spectators’ own to write in', async () => {
    const send = vi.fn(() => Promise.resolve());
    const { container } = render(
      <ChatRoleProvider
        table={table([seat(0, { id: 'a', name: 'Аня' }), seat(1, { id: 'b', name: 'Боря' })])}
        seat={null}
      >
        <Chat lines={LINES} send={send} />
      </ChatRoleProvider>,
    );
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => [t.textContent, t.getAttribute('aria-selected')])).toEqual([
      ['Игроки', 'false'],
      ['Зрители', 'true'],
    ]);
    expect(texts(screen.getByRole('list', { name: 'Зрители' }))).toEqual(['Зритель: Аня выиграет']);
    expect(screen.getByLabelText('Сообщение').getAttribute('placeholder')).toBe('Только зрителям: игроки не увидят…');
    fireEvent.change(screen.getByLabelText('Сообщение'), { target: { value: 'согласен' } });
    fireEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(send).toHaveBeenCalledWith('согласен');
    expect(await axeProblems(container)).toEqual([]);

    fireEvent.click(screen.getByRole('tab', { name: 'Игроки' }));
    expect(screen.getByRole('tab', { name: 'Игроки' }).getAttribute('aria-selected')).toBe('true');
    expect(texts(screen.getByRole('list', { name: 'Игроки' }))).toEqual(['Аня: ход за мной', 'Боря: посмотрим']);
    // Read only: no box to write in, and a word why.
    expect(screen.queryByLabelText('Сообщение')).toBeNull();
    expect(screen.getByText(/только читать/)).toBeTruthy();
    // The arrow keys move between the tabs.
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Игроки' }), { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Зрители' }).getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Зрители' }));
    expect(await axeProblems(container)).toEqual([]);
  });

  it('a person whose seat a bot took over is still a player: one chat', () => {
    render(
      <ChatRoleProvider
        table={table([
          seat(0, { id: 'a', name: 'Аня' }),
          seat(1, null, { bot: 'intermediate', left: { id: 'me', name: 'Я' } }),
        ])}
        seat={null}
      >
        <Chat lines={LINES} send={() => Promise.resolve()} />
      </ChatRoleProvider>,
    );
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('in a replay (nothing to send): the players’ chat, no tabs, no box', () => {
    render(<Chat lines={LINES} send={null} />);
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(texts(screen.getByTestId('chat'))).toEqual(['Аня: ход за мной', 'Боря: посмотрим']);
    expect(screen.queryByLabelText('Сообщение')).toBeNull();
  });

  it("marks a bot account's lines with the bot badge (issue 29): seated as one, or marked so; a person's not", () => {
    const lines: ChatLine[] = [
      ...LINES,
      { from: { id: 'r', name: 'Робот', botAccount: true }, text: 'удачи', at: 4, audience: 'players' },
    ];
    const seats = [seat(0, { id: 'me', name: 'Я' }), seat(1, { id: 'b', name: 'Боря', botAccount: true })];
    render(
      <PlayedContext.Provider value={{ steps: [], seatChanges: [], seats }}>
        <ChatRoleProvider table={table(seats)} seat={0}>
          <Chat lines={lines} send={null} />
        </ChatRoleProvider>
      </PlayedContext.Provider>,
    );
    const items = within(screen.getByTestId('chat')).getAllByRole('listitem');
    const badges = items.map((li) =>
      within(li)
        .queryAllByTestId('bot-badge')
        .map((b) => b.getAttribute('aria-label')),
    );
    const label = i18n.t('profiles.bot.accountLabel');
    // Аня (a person), Боря (seated as a bot account), Робот (a line marked so).
    expect(badges).toEqual([[], [label], [label]]);
    expect(items[1]?.textContent).toBe(`Боря${i18n.t('profiles.bot.badge')}: посмотрим`);
  });
});

const line = (from: string, text: string, at: number): ChatLine => ({ from: { id: from, name: from }, text, at });
const linesFromBorya = (n: number) => Array.from({ length: n }, (_, i) => line('b', `строка ${i}`, i));
const seated = [seat(0, { id: 'me', name: 'Я' }), seat(1, { id: 'b', name: 'Боря' })];
const playerChat = (lines: ChatLine[]) => (
  <ChatRoleProvider table={table(seated)} seat={0}>
    <Chat lines={lines} send={() => Promise.resolve()} />
  </ChatRoleProvider>
);

describe('the chat list and the newest line', () => {
  // jsdom lays nothing out: here each line is 40 px high and the list shows 160 px of them.
  beforeEach(() => {
    vi.spyOn(Element.prototype, 'scrollHeight', 'get').mockImplementation(function (this: Element) {
      return this.querySelectorAll('li').length * 40;
    });
    vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(160);
  });
  afterEach(() => vi.restoreAllMocks());

  /** Scrolls the list as a reader would (jsdom fires no scroll event of its own). */
  const scrollTo = (list: HTMLElement, top: number) => {
    list.scrollTop = top;
    fireEvent.scroll(list);
  };

  it('opens at the newest line and follows new ones while the reader is at, or near, the bottom', () => {
    const { rerender } = render(playerChat(linesFromBorya(6)));
    const list = screen.getByTestId('chat');
    expect(list.scrollTop).toBe(240);
    // 10 px above the bottom (240 - 160 = 80) still counts as reading the newest.
    scrollTo(list, 70);
    rerender(playerChat(linesFromBorya(7)));
    expect(list.scrollTop).toBe(280);
  });

  it('leaves a reader who scrolled up to older lines where they are, but shows them their own line', () => {
    const { rerender } = render(playerChat(linesFromBorya(6)));
    const list = screen.getByTestId('chat');
    scrollTo(list, 0);
    rerender(playerChat(linesFromBorya(7)));
    expect(list.scrollTop).toBe(0);
    rerender(playerChat([...linesFromBorya(7), line('me', 'а я вот что скажу', 7)]));
    expect(list.scrollTop).toBe(320);
  });

  it('a spectator switching tabs sees the other chat from its newest line', () => {
    const spectated = [seat(0, { id: 'a', name: 'Аня' }), seat(1, { id: 'b', name: 'Боря' })];
    const spectators = Array.from({ length: 5 }, (_, i): ChatLine => ({
      ...line('s', `смотрю ${i}`, 10 + i),
      audience: 'spectators',
    }));
    render(
      <ChatRoleProvider table={table(spectated)} seat={null}>
        <Chat lines={[...linesFromBorya(6), ...spectators]} send={() => Promise.resolve()} />
      </ChatRoleProvider>,
    );
    scrollTo(screen.getByTestId('chat'), 0);
    fireEvent.click(screen.getByRole('tab', { name: 'Игроки' }));
    expect(screen.getByTestId('chat').scrollTop).toBe(240);
  });
});

describe('long lines in the chat', () => {
  it('a long word wraps in the list rather than pushing it sideways (table.css)', () => {
    const style = document.createElement('style');
    style.textContent = readFileSync(join(import.meta.dirname, 'table.css'), 'utf8');
    document.head.append(style);
    try {
      render(<Chat lines={[line('b', 'ы'.repeat(136), 1)]} send={null} />);
      expect(getComputedStyle(screen.getByTestId('chat')).overflowWrap).toBe('anywhere');
    } finally {
      style.remove();
    }
  });

  it('the box takes no more than the server keeps, and near that says how many characters are left', () => {
    render(playerChat(LINES));
    const box = screen.getByLabelText('Сообщение');
    expect(box.getAttribute('maxlength')).toBe(String(CHAT_MAX));
    const leftAt = (length: number) => {
      fireEvent.change(box, { target: { value: 'ы'.repeat(length) } });
      const id = box.getAttribute('aria-describedby');
      return id === null ? null : document.getElementById(id)?.textContent;
    };
    // A short line goes without a count.
    expect(leftAt(10)).toBeNull();
    expect(leftAt(CHAT_MAX - 22)).toBe('Осталось 22 символа');
    expect(leftAt(CHAT_MAX - 21)).toBe('Остался 21 символ');
    expect(leftAt(CHAT_MAX)).toBe('Осталось 0 символов');
    expect(i18n.t('chat.left', { lng: 'en', count: 1 })).toBe('1 character left');
    expect(i18n.t('chat.left', { lng: 'en', count: 0 })).toBe('0 characters left');
  });
});
