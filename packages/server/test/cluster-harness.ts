// Several real server processes sharing one PostgreSQL schema and one Redis, for the tests of running Birzha as a
// cluster (issue 14): each process is `node dist/node/birzha.mjs serve` (the build, as `npm start` runs it; Vitest's
// globalSetup builds it once per run) on its own port, can be killed with any signal and restarted on the same port
// with the same environment, and keeps its log lines so that a failed test can print them. Everything it starts is
// stopped by `stop()` (and killed if the test runner exits first).
//
// What the cluster tests import, one file a job in cluster/: whether the cluster can run here (skip.ts), a process
// started and stopped (child.ts), the cluster started and driven (start.ts, its schema in postgres.ts), a person at a
// table (player.ts), a table spread over the processes and read back (spread-table.ts), quick untimed options
// (options.ts). Waits for what another process does are test-support's waitFor.
export { clusterSkipReason, describeCluster } from './cluster/skip.ts';
export { withSearchPath } from './cluster/postgres.ts';
export { sharedCluster, startCluster, type Cluster, type ClusterNode, type ClusterOptions } from './cluster/start.ts';
export { ClusterPlayer, type Outcome, type PlayerOptions } from './cluster/player.ts';
export { shortestOptions, untimed } from './cluster/options.ts';
export { replayedRecord, spreadTable, summaryOn, type SpreadTable } from './cluster/spread-table.ts';
