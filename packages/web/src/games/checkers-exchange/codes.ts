import type { TFunction } from 'i18next';

/** Placeholder: filled in by its owner (spec 7.2's codes in words). */
export const CE_CODES_RU: Readonly<Record<string, string>> = {};
export const CE_CODES_EN: Readonly<Record<string, string>> = {};
export const CE_DETAIL_KEYS: Readonly<Record<string, readonly string[]>> = {};
export const CE_DETAIL_WORDS: Readonly<Record<string, (value: unknown, t: TFunction) => string | undefined>> = {};
