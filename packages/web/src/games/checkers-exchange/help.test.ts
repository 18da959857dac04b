import type { CheckersExchange } from '@birzha/engine';
import { describe, expect, it } from 'vitest';
import { expectAnchorsInToc } from '../../table/help-map.test-helper.ts';
import { phaseHelp, ZONE_HELP } from './help.ts';
import { tocFor } from './rules-toc.ts';

const PHASES: readonly CheckersExchange.View['phase'][] = ['auction', 'board', 'session', 'meeting', 'finished'];

describe('Checkers Exchange’s "?" links', () => {
  it('lead each zone to a section of the rules’ contents, in Russian and English', () => {
    expectAnchorsInToc(Object.values(ZONE_HELP), tocFor);
  });

  it('lead every phase to its own section, which the contents have in both languages', () => {
    const anchors = PHASES.map((phase) => phaseHelp({ game: 'checkers-exchange', phase }));
    expect(anchors).toEqual(['ce-auction', 'ce-moves', 'ce-session', 'ce-meetings', 'ce-end']);
    expectAnchorsInToc(
      anchors.filter((a) => a !== undefined),
      tocFor,
    );
  });

  it('name no section for what is not a view of this game', () => {
    expect(phaseHelp('board')).toBeUndefined();
    expect(phaseHelp({ game: 'stockpile', phase: 'board' })).toBeUndefined();
  });
});
