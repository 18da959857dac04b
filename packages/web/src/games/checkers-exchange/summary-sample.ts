import { checkersExchange, type CheckersExchange } from '@birzha/engine';

/**
 * What the summary and the lobby's picture draw: a new 4-player game as seat 0 sees it, made by the engine itself
 * (a fixed seed), so the board shows the firms' men where the table puts them and never goes stale.
 */
export function checkersExchangeSample(): CheckersExchange.View {
  const options = checkersExchange.parseOptions({}, 4);
  if (!options.ok) throw new Error(options.error.code);
  const start = checkersExchange.setup({ players: 4, options: options.value, seed: 'summary' });
  if (!start.ok) throw new Error(start.error.code);
  return checkersExchange.view(start.value.state, 0);
}
