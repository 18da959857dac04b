// Every registered game has its secrets scan: a file secrets-scan-<id>.test.ts that calls describeSecretsScan(id).
import { GAME_IDS } from '@birzha/engine';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const DIR = new URL('.', import.meta.url);

describe('the secrets scan', () => {
  it.each(GAME_IDS.map((id) => [id]))('covers %s', (id) => {
    const file = `secrets-scan-${id}.test.ts`;
    expect(readdirSync(DIR)).toContain(file);
    expect(readFileSync(new URL(file, DIR), 'utf8')).toContain(`describeSecretsScan('${id}')`);
  });
});
