/** One table to make with the server's bots (`--play`). */
export interface TablePlan {
  readonly game: string;
  readonly players: number;
  /** Raw options as `--options`/`--variant` gave them (the server parses them). */
  readonly options: Readonly<Record<string, unknown>>;
  /** The server bots' levels, one per other seat. */
  readonly opponents: readonly string[];
  readonly rated: boolean;
}

/** `birzha bot`, its flags checked. */
export interface BotConfig {
  /** The server's address, no trailing slash. */
  readonly server: string;
  readonly token: string;
  readonly exec: string;
  /** Tables to make and play, one after another. */
  readonly plays: readonly TablePlan[];
  readonly acceptInvitations: boolean;
  /** Exit once the games started or joined are over (with plays, only the tables made); a server out of reach fails. */
  readonly once: boolean;
  readonly quiet: boolean;
}
