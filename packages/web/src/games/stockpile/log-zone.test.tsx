import { stockpile } from '@birzha/engine';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LogZone } from './log-zone.tsx';

describe('the Stockpile log zone', () => {
  it('has a "?" beside its heading that opens the rules at what is public and what is secret, in a new tab', () => {
    const start = stockpile.setup({ players: 2, options: stockpile.meta.defaultOptions, seed: 'log-help' });
    if (!start.ok) throw new Error(start.error.code);
    render(
      <LogZone
        log={[]}
        names={['Вадим', 'Борис']}
        view={stockpile.view(start.value.state, 0)}
        chat={null}
        sendChat={null}
      />,
    );
    const zone = screen.getByRole('region', { name: 'Журнал партии' });
    const help = within(zone).getByTestId('help-link');
    expect(help.getAttribute('href')).toBe('/rules/stockpile#stp-visibility');
    expect(help.getAttribute('target')).toBe('_blank');
    expect(help.getAttribute('aria-label')).toMatch(/^Правила: Что видят все, а что — только вы/);
    // Beside the heading, not in it: the zone keeps its name (the region's name above is exactly the title).
    expect(zone.querySelector('h2')?.contains(help)).toBe(false);
  });
});
