import { checkersExchange } from '@birzha/engine';
import { PACE_PRESETS, type Pace, type TableSummary } from '@birzha/protocol';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PlayedContext, playedInfo } from '../../table/played.ts';
import type { LogItem } from '../../table/use-table.ts';
import { logSections } from './log-parts.ts';
import { playLogGame } from './testing/log-game.ts';
import { LogZone } from './log-zone.tsx';

const NAMES = ['Анна', 'Борис', 'Вера'];
const game = playLogGame(3, { timing: 'untimed', years: 4 }, 2);

/** The log as seat 0 got it, one version per event (as after a reload). */
const log: LogItem[] = game.events.flatMap(({ event, after }, i) => {
  const e = checkersExchange.viewEvent(event, 0, after);
  return e === undefined ? [] : [{ version: i, event: e }];
});

function renderLog(items: readonly LogItem[]) {
  render(
    <LogZone
      view={checkersExchange.view(game.state, 0)}
      seat={0}
      toAct={checkersExchange.toAct(game.state)}
      names={NAMES}
      send={null}
      log={items}
      deadline={null}
      chat={null}
      sendChat={null}
    />,
  );
  return screen.getAllByTestId('log-group').map((g) => ({
    head: g.querySelector('h3')?.textContent ?? '',
    lines: [...g.querySelectorAll('li')].map((li) => li.textContent ?? ''),
  }));
}

describe('the Checkers Exchange log zone', () => {
  it('groups a whole game by year and phase, newest first, every line in words', () => {
    const groups = renderLog(log);
    expect(screen.getByTestId('ce-log')).toBeDefined();
    expect(screen.getByRole('heading', { level: 2, name: 'Журнал партии' })).toBeDefined();
    const heads = groups.map((g) => g.head).reverse();
    expect(heads.slice(0, 4)).toEqual([
      'Начало партии',
      'Приватизационный аукцион',
      'Год 1 из 4 · Ходы на доске',
      'Год 1 из 4 · Доход за взятия',
    ]);
    expect(heads).toContain('Год 1 из 4 · Биржевая сессия');
    expect(heads).toContain('Год 1 из 4 · Собрания акционеров');
    expect(heads).toContain('Год 2 из 4 · Налоги и конец года');
    expect(heads.at(-1)).toBe('Итоги');
    expect(groups[0]?.lines.at(-1)).toMatch(/^Игра окончена — /);
    expect(groups.at(-1)?.lines[0]).toMatch(/^Партия началась: игроков — 3, лет — 4/);
    for (const g of groups)
      for (const line of g.lines) expect(line).not.toMatch(/undefined|null|NaN|\{\{|checkers-exchange\./);
    // Quiet events leave no line: a part has fewer lines than events.
    const lines = groups.reduce((n, g) => n + g.lines.length, 0);
    expect(lines).toBeLessThan(log.length);
    expect(lines).toBeGreaterThan(log.length / 2);
  });

  it('shows the part under way on top while the game runs', () => {
    const at = log.findIndex((l) => (l.event as { type: string }).type === 'sessionClosed');
    const groups = renderLog(log.slice(0, at));
    expect(groups[0]?.head).toBe('Год 1 из 4 · Биржевая сессия');
    expect(groups[0]?.lines[0]).toMatch(/^Государство продаёт \d+ акций W1 по \d+ кр \(заявка №\d+\)\.$/);
  });

  it('cuts the same parts whatever versions the events came with', () => {
    const live = log.map((l) => ({ version: 1, event: l.event }));
    const parts = (items: readonly LogItem[]) => logSections(items).map((s) => [s.key, s.year, s.part, s.items.length]);
    expect(parts(live)).toEqual(parts(log));
    const keys = logSections(log).map((s) => s.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(logSections([])).toEqual([]);
  });

  it('has a "?" beside its heading that opens the rules at what is public and what is hidden, in a new tab', () => {
    renderLog(log.slice(0, 3));
    const zone = screen.getByRole('region', { name: 'Журнал партии' });
    const help = within(zone).getByTestId('help-link');
    expect(help.getAttribute('href')).toBe('/rules/checkers-exchange#ce-visibility');
    expect(help.getAttribute('target')).toBe('_blank');
    expect(help.getAttribute('aria-label')).toMatch(/^Правила: Что видят все, а что — только вы/);
    // Beside the heading, not in it: the zone keeps its name (the region's name above is exactly the title).
    expect(zone.querySelector('h2')?.contains(help)).toBe(false);
  });
});

describe('the orders a close withdrew', () => {
  it('make one line with their count, their shares and mine', () => {
    const closes = log.filter((l) => {
      const e = l.event as { type: string; reason?: string };
      return e.type === 'orderCancelled' && e.reason === 'close';
    });
    expect(closes.length).toBeGreaterThan(1);
    const groups = renderLog(log);
    const lines = groups.flatMap((g) => g.lines);
    expect(lines.some((l) => l.includes('снята при закрытии'))).toBe(false);
    const summaries = lines.filter((l) => l.startsWith('При закрытии сессии сняты неисполненные заявки: '));
    expect(summaries.length).toBeGreaterThan(0);
    expect(summaries.length).toBeLessThan(closes.length);
  });

  it("counts them, their remaining shares and the viewer's own", () => {
    const cancel = (id: number, account: number | 'gov' | null, remaining: number): LogItem => ({
      version: 7,
      event: { type: 'orderCancelled', id, account, reason: 'close', remaining },
    });
    const items = [cancel(1, 'gov', 5), cancel(2, null, 3), cancel(3, 0, 2), cancel(4, null, 1200)];
    const lines = renderLog(items).flatMap((g) => g.lines);
    expect(lines).toEqual([
      'При закрытии сессии сняты неисполненные заявки: 4 заявки на 1\u00a0210 акций. Из них ваших: 1.',
    ]);
  });

  it('tells a seat a bot took over by its person’s name, not the "→ bot" label, and marks the bot’s moves', () => {
    const transfer = (version: number) => ({ version, event: { type: 'transferred', from: 1, to: 0, amount: 5 } });
    render(
      <PlayedContext.Provider
        value={{
          steps: [
            { version: 3, seat: 1, by: 'person' },
            { version: 5, seat: 1, by: 'bot' },
          ],
          seatChanges: [{ seat: 1, kind: 'takeover', reason: 'left', userId: 'b', version: 4, round: 1, at: 0 }],
          seats: [
            { seat: 0, user: { id: 'a', name: 'Анна' }, bot: null, connected: true },
            { seat: 1, user: null, bot: 'intermediate', left: { id: 'b', name: 'Борис' }, connected: false },
            { seat: 2, user: { id: 'c', name: 'Вера' }, bot: null, connected: true },
          ],
        }}
      >
        <LogZone
          view={checkersExchange.view(game.state, 0)}
          seat={0}
          toAct={checkersExchange.toAct(game.state)}
          names={['Анна', 'Борис → бот', 'Вера']}
          send={null}
          log={[transfer(3), transfer(5)]}
          deadline={null}
          chat={null}
          sendChat={null}
        />
      </PlayedContext.Provider>,
    );
    const lines = screen.getAllByRole('listitem').map((li) => li.textContent ?? '');
    expect(lines.some((l) => l.includes('→'))).toBe(false);
    expect(lines.filter((l) => l.includes('Борис')).length).toBeGreaterThanOrEqual(2);
    expect(lines.some((l) => l.includes('бот за игрока Борис'))).toBe(true);
  });

  // The start's line as the table page words it (its PlayedContext from the table's summary), with the match played
  // under the 'online' timing: a turn-based table's server switches that on for the stages' timeout moves only.
  function startLine(pace: Pace | undefined): string {
    const summary: TableSummary = {
      id: 't1',
      game: 'checkers-exchange',
      options: { timing: 'online', years: 4 },
      players: 3,
      private: false,
      status: 'playing',
      host: { id: 'a', name: 'Анна' },
      seats: NAMES.map((name, seat) => ({ seat, user: { id: name, name }, bot: null, connected: true })),
      version: 0,
      createdAt: 0,
      startedAt: 0,
      finishedAt: null,
      outcome: null,
      ...(pace === undefined ? {} : { pace }),
    };
    const first = log[0]!;
    const started = { ...first, event: { ...(first.event as object), timing: 'online' } };
    const { unmount } = render(
      <PlayedContext.Provider value={playedInfo(summary, [])}>
        <LogZone
          view={checkersExchange.view(game.state, 0)}
          seat={0}
          toAct={checkersExchange.toAct(game.state)}
          names={NAMES}
          send={null}
          log={[started]}
          deadline={null}
          chat={null}
          sendChat={null}
        />
      </PlayedContext.Provider>,
    );
    const line = screen.getByTestId('log-group').querySelector('li')?.textContent ?? '';
    unmount();
    return line;
  }

  it('names the stages’ timing at a live table and leaves it out at a turn-based one (the time banks time them)', () => {
    expect((log[0]?.event as { type?: unknown }).type).toBe('gameStarted');
    expect(startLine(undefined)).toMatch(/^Партия началась: игроков — 3, лет — 4, время на этапы — «Онлайн»\. /);
    expect(startLine({ mode: 'live' })).toContain('«Онлайн»');
    const turns = startLine(PACE_PRESETS.day);
    expect(turns).toMatch(/^Партия началась: игроков — 3, лет — 4\. Директора: /);
    expect(turns).not.toMatch(/время|Онлайн/);
  });
});
