import type { ServerMessage } from '@birzha/protocol';
import { BenchSocket } from '../load/bench-socket.ts';
import { createExchangeTable, joinTable, newGuest, startTable, type Guest } from '../load/rest.ts';
import type { ExchangeCounters } from './exchange-counters.ts';
import { ExchangeSeat, type SeatPlan } from './exchange-seat.ts';

/** What every table of a load generator shares. */
export interface ExchangeContext {
  readonly url: string;
  readonly wsUrl: string;
  readonly players: number;
  readonly bots: number;
  readonly botLevel: string;
  readonly spectators: number;
  readonly plan: SeatPlan;
  readonly counters: ExchangeCounters;
}

/**
 * One Checkers Exchange table of the benchmark: the server's bots in the last seats, a guest with its own WebSocket
 * and scripted seat in each other seat (the first is the host), and spectators that only count what they receive.
 */
export class ExchangeTable {
  private guests: Guest[] = [];
  private seats: ExchangeSeat[] = [];
  private spectators: BenchSocket[] = [];
  private tableId = '';
  private reached: (() => void) | null = null;
  /** Resolves when the first scripted seat sees the first session. */
  readonly inSession: Promise<void>;

  constructor(
    private readonly ctx: ExchangeContext,
    private readonly name: string,
  ) {
    this.inSession = new Promise((resolve) => {
      this.reached = resolve;
    });
  }

  /** Whether the table is in a session now (as its first scripted seat sees it). */
  get sessionNow(): boolean {
    return this.seats[0]?.phase === 'session';
  }

  /** Connections this table holds. */
  get connections(): number {
    return this.seats.length + this.spectators.length;
  }

  /** Guests, the table with its bots, every seat taken and everyone subscribed; not started yet. */
  async setUp(): Promise<void> {
    const { url, wsUrl, counters, players, bots, spectators } = this.ctx;
    const scripted = players - bots;
    this.guests = await Promise.all(
      Array.from({ length: scripted + spectators }, (_, k) => newGuest(url, `${this.name}-${k}`)),
    );
    const [host, ...others] = this.guests as [Guest, ...Guest[]];
    this.tableId = await createExchangeTable(url, host, players, bots, this.ctx.botLevel);
    for (const g of others.slice(0, scripted - 1)) await joinTable(url, g, this.tableId);
    const sockets = await Promise.all(this.guests.map((g) => BenchSocket.open(wsUrl, g.token, counters)));
    this.seats = sockets.slice(0, scripted).map((s, i) => {
      const seat = new ExchangeSeat(`${this.name}:${i}`, this.tableId, s, counters, this.ctx.plan, Math.random);
      return seat;
    });
    const first = this.seats[0] as ExchangeSeat;
    first.onPhase = (phase) => {
      if (phase === 'session') this.reached?.();
    };
    this.spectators = sockets.slice(scripted);
    for (const s of this.spectators) s.onMessage = (m) => this.onSpectator(m);
    const answers = await Promise.all(sockets.map((s) => s.request({ t: 'subscribe', table: this.tableId })));
    const refused = answers.find((a) => a.t === 'error');
    if (refused !== undefined) throw new Error(`subscribe refused: ${refused.t === 'error' ? refused.code : ''}`);
  }

  /** The host starts the game (POST start): the first snapshot of play reaches every connection. */
  start(): Promise<void> {
    return startTable(this.ctx.url, this.guests[0] as Guest, this.tableId);
  }

  checkTimeouts(now: number): void {
    for (const s of this.seats) s.checkTimeouts(now);
  }

  close(): void {
    for (const s of this.seats) s.close();
    for (const s of this.spectators) s.close();
  }

  private onSpectator(m: ServerMessage): void {
    const { counters } = this.ctx;
    if (m.t === 'update' && m.table === this.tableId) counters.update('spectators', m.events);
    else if (m.t === 'snapshot' && m.table.id === this.tableId) counters.snapshot();
    else if (m.t === 'error') counters.error(m.code);
  }
}
