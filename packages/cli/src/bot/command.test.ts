import { describe, expect, it } from 'vitest';
import { EXIT } from '../exit-codes.ts';
import type { Output } from '../output.ts';
import { botCommand } from './command.ts';

describe('birzha bot flags', () => {
  it('says what is wrong in one line and exits with the usage code, connecting nowhere', async () => {
    let stderr = '';
    const output: Output = { out: () => {}, err: (t) => void (stderr += t), progressStream: undefined };
    // Port 9 (discard) would refuse a connection: the flags are refused before any is tried.
    const flags = { server: 'http://127.0.0.1:9', token: 'bzb_x', exec: 'true', play: ['chess'] };
    expect(await botCommand(flags, output)).toBe(EXIT.usage);
    expect(stderr).toMatch(/^birzha bot: --play: unknown game 'chess' \(known: [a-z, -]+\)\n$/);
  });
});
