// The short words of a push notification or a webhook (issue 25): a title and one line, in the user's language.
// Channels take a `Wording` (the site's one wording is texts.ts `wording`), so that they carry no texts of their own.
import type { OutboxRow } from '../store/notify-store.ts';
import type { Recipient } from './channel.ts';

/** A notification's title (what happened, the game) and line (the table and what happened). */
export interface ShortText {
  readonly title: string;
  readonly body: string;
}

export type Wording = (row: OutboxRow, recipient: Recipient) => ShortText;
