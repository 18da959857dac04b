/** Where the children of a phase run. */
export interface Placement {
  readonly fileLimit: number;
  readonly nice: number;
  /** taskset CPU lists, or null for no pinning. */
  readonly serverCpus: string | null;
  readonly clientCpus: string | null;
}
