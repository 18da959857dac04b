import type { Stockpile } from '@birzha/engine';
import { describe, expect, it } from 'vitest';
import { expectAnchorsInToc } from '../../table/help-map.test-helper.ts';
import { phaseHelp, ZONE_HELP } from './help.ts';
import { tocFor } from './rules-toc.ts';

const PHASES: readonly Stockpile.View['phase'][] = [
  'investors',
  'supply',
  'prep',
  'demand',
  'action',
  'selling',
  'deborah',
  'over',
];

describe('Stockpile’s "?" links', () => {
  it('lead each zone to a section of the rules’ contents, in Russian and English', () => {
    expectAnchorsInToc(Object.values(ZONE_HELP), tocFor);
  });

  it('lead every phase to its own section, which the contents have in both languages', () => {
    const anchors = PHASES.map((phase) => phaseHelp({ game: 'stockpile', phase }));
    expect(anchors).toEqual([
      'stp-investors',
      'stp-supply',
      'stp-investors',
      'stp-demand',
      'stp-action',
      'stp-selling',
      'stp-deborah',
      'stp-end',
    ]);
    expectAnchorsInToc(
      anchors.filter((a) => a !== undefined),
      tocFor,
    );
  });

  it('name no section for what is not a view of this game', () => {
    expect(phaseHelp(undefined)).toBeUndefined();
    expect(phaseHelp({ game: 'akcioner', phase: 'supply' })).toBeUndefined();
  });
});
