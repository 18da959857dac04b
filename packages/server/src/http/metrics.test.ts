// The counters read from the store's and the bus's running totals at each scrape (issue 28 compares them per move).
import { describe, expect, it } from 'vitest';
import type { BusCounts } from '../bus/bus.ts';
import { createMetrics } from './metrics.ts';

describe('createMetrics', () => {
  it("reports the bus's messages in all and by kind, each scrape the totals as they are then", async () => {
    let counts: BusCounts = {
      sent: 3,
      received: 2,
      skipped: 1,
      sentByKind: { moves: 3 },
      receivedByKind: { lobby: 2 },
    };
    const { registry } = createMetrics({ bus: () => counts });
    const line = (text: string, series: string) => text.split('\n').find((l) => l.startsWith(`${series} `));
    let text = await registry.metrics();
    expect(line(text, 'birzha_bus_messages_total{direction="out"}')).toBe(
      'birzha_bus_messages_total{direction="out"} 3',
    );
    expect(line(text, 'birzha_bus_sent_total{kind="moves"}')).toBe('birzha_bus_sent_total{kind="moves"} 3');
    expect(line(text, 'birzha_bus_received_total{kind="lobby"}')).toBe('birzha_bus_received_total{kind="lobby"} 2');
    counts = {
      sent: 5,
      received: 7,
      skipped: 1,
      sentByKind: { moves: 4, table: 1 },
      receivedByKind: { lobby: 3, presence: 4 },
    };
    text = await registry.metrics();
    expect(line(text, 'birzha_bus_sent_total{kind="moves"}')).toBe('birzha_bus_sent_total{kind="moves"} 4');
    expect(line(text, 'birzha_bus_sent_total{kind="table"}')).toBe('birzha_bus_sent_total{kind="table"} 1');
    expect(line(text, 'birzha_bus_received_total{kind="lobby"}')).toBe('birzha_bus_received_total{kind="lobby"} 3');
    expect(line(text, 'birzha_bus_received_total{kind="presence"}')).toBe(
      'birzha_bus_received_total{kind="presence"} 4',
    );
  });
});
