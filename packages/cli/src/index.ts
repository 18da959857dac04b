// What the tools (packages/tools: `npm run bench`) use of the birzha command: the simulate loop and the perft
// counters, measured as the command runs them. Importing this runs nothing (main.ts is the program).
export type { SimulateConfig } from './simulate/config.ts';
export { runSimulation } from './simulate/run.ts';
export { measurePerft } from './perft/measure.ts';
export { perftOf } from './perft/registry.ts';
