import type { Result } from '@birzha/engine';

// Display names and chat lines are typed by strangers and shown to everyone: they are cleaned of the characters that
// only make mischief (controls, bidi overrides that turn the rest of a line around, invisible characters that make
// two names look alike) and otherwise kept exactly as typed. Server and client share this one rule.

/** Longest display name, in code points after cleaning. */
export const NAME_MAX = 32;
/** Longest chat line, in code points after cleaning. */
export const CHAT_MAX = 500;

// C0 controls but tab and newline, DEL, C1 controls.
const CONTROLS = '\\u0000-\\u0008\\u000b-\\u001f\\u007f-\\u009f';
// Bidi embeddings, overrides and isolates, the Arabic letter mark, LRM and RLM: they reorder what follows them.
const BIDI = '\\u061c\\u200e\\u200f\\u202a-\\u202e\\u2066-\\u2069';
// Invisible characters: soft hyphen, Mongolian vowel separator, zero-width space and non-joiner, word joiner and the
// invisible operators, deprecated format characters, line and paragraph separators, BOM, interlinear annotations.
const INVISIBLE = '\\u00ad\\u180e\\u200b\\u200c\\u2028\\u2029\\u2060-\\u2064\\u206a-\\u206f\\ufeff\\ufff9-\\ufffb';
// A surrogate without its pair is not text (and becomes U+FFFD, or an error, on its way to the store).
const LONE_SURROGATE = '\\p{Cs}';

const CHAT_STRIP = new RegExp(`[${CONTROLS}${BIDI}${INVISIBLE}${LONE_SURROGATE}]`, 'gu');
const NAME_STRIP = new RegExp(`[\\t\\n${CONTROLS}${BIDI}${INVISIBLE}${LONE_SURROGATE}]`, 'gu');
// The zero-width joiner builds emoji sequences (👩‍💻, 🏳️‍🌈): it stays between a pictograph (or its modifier or
// presentation selector) and a pictograph, and goes anywhere else.
const STRAY_ZWJ =
  /\u200d(?!\p{Extended_Pictographic})|(?<![\p{Extended_Pictographic}\p{Emoji_Modifier}\ufe0f])\u200d/gu;
// Spaces and the fillers that render as nothing: a name or line of only these says nothing.
const BLANK = /^[\s\u2800\u115f\u1160\u3164\uffa0]*$/u;

/** The number of code points (what the limits count: an emoji is one, a surrogate pair is not two). */
export function codePoints(text: string): number {
  return [...text].length;
}

/** Whether a text shows nothing: empty, or only spaces and blank fillers. */
export function isBlank(text: string): boolean {
  return BLANK.test(text);
}

/** A chat line without controls (newline and tab stay), bidi controls or invisible characters; nothing else changes. */
export function cleanChat(raw: string): string {
  return raw.replace(CHAT_STRIP, '').replace(STRAY_ZWJ, '');
}

/** A display name cleaned like a chat line, without newlines and tabs too, and without spaces at either end. */
export function cleanName(raw: string): string {
  return raw.replace(NAME_STRIP, '').replace(STRAY_ZWJ, '').trim();
}

// The refusal carries the reason and the limit, so a client can word it.
function check(text: string, max: number, code: 'BAD_NAME' | 'BAD_MESSAGE'): Result<string> {
  if (isBlank(text)) return { ok: false, error: { code, detail: { reason: 'empty', max } } };
  if (codePoints(text) > max) return { ok: false, error: { code, detail: { reason: 'too_long', max } } };
  return { ok: true, value: text };
}

/** A display name as it is stored, or BAD_NAME (blank after cleaning, or over NAME_MAX code points). */
export function checkName(raw: string): Result<string> {
  return check(cleanName(raw), NAME_MAX, 'BAD_NAME');
}

/** A chat line as it is stored and sent, or BAD_MESSAGE (blank after cleaning, or over CHAT_MAX code points). */
export function checkChat(raw: string): Result<string> {
  return check(cleanChat(raw), CHAT_MAX, 'BAD_MESSAGE');
}
