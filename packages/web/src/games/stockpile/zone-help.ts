import { makeZoneHelp } from '../../table/help-link.tsx';
import { ZONE_HELP } from './help.ts';
import { tocFor } from './rules-toc.ts';

/** The "?" beside a zone's heading of this game's board: the rules section help.ts names, titled in the reader's language. */
export const ZoneHelp = makeZoneHelp('stockpile', ZONE_HELP, tocFor);
