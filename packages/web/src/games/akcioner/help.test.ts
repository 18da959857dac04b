import { describe, expect, it } from 'vitest';
import { expectAnchorsInToc } from '../../table/help-map.test-helper.ts';
import { phaseHelp, ZONE_HELP } from './help.ts';
import { tocFor } from './rules-toc.ts';

const at = (more: object) => ({
  game: 'akcioner',
  phase: 'playing',
  round: 2,
  roundsTotal: 10,
  stage: 'trade1',
  ...more,
});

describe('Akcioner’s "?" links', () => {
  it('lead each zone to a section of the rules’ contents, in Russian and English', () => {
    expectAnchorsInToc(Object.values(ZONE_HELP), tocFor);
  });

  it('lead each phase to its section, which the contents have in both languages', () => {
    const anchors = [
      phaseHelp(at({ stage: 'trade1' })),
      phaseHelp(at({ stage: 'card' })),
      phaseHelp(at({ stage: 'trade2' })),
      phaseHelp(at({ round: 10 })),
      phaseHelp(at({ phase: 'finished' })),
    ];
    expect(anchors).toEqual(['akc-turn', 'akc-prices', 'akc-turn', 'akc-last-round', 'akc-end']);
    expectAnchorsInToc(
      anchors.filter((a) => a !== undefined),
      tocFor,
    );
  });

  it('name no section for what is not a view of this game', () => {
    expect(phaseHelp(null)).toBeUndefined();
    expect(phaseHelp(at({ game: 'stockpile' }))).toBeUndefined();
  });
});
