// The server tests' port of record (crash and cluster tests restart a process on its own port): the shared one.
export { portIsFree, stablePort as freePort } from '@birzha/test-support';
