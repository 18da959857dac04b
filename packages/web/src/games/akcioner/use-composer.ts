import { Akcioner } from '@birzha/engine';
import { useEffect, useMemo, useReducer, useRef } from 'react';
import type { Color } from './colors.ts';
import { loadDraft, saveDraft } from '../../table/draft-store.ts';
import { parseDraft } from './parse-draft.ts';
import {
  EMPTY_DRAFT,
  ZERO,
  assignPart,
  compose,
  freeParts,
  isAssigned,
  type Composition,
  type Draft,
  type Qty,
} from './compose.ts';

export type ComposerAction =
  | { kind: 'trade1'; q: Qty }
  | { kind: 'trade2'; q: Qty }
  | { kind: 'select'; card: Akcioner.CardId }
  | { kind: 'assign'; part: number; color: Color }
  /** Escape before the card is played: the chosen card goes back among the others, its colours forgotten. */
  | { kind: 'unselect' }
  | { kind: 'apply' }
  /** "Отмена": back to stage 1 with its edits kept (spec 7.7). */
  | { kind: 'cancel' }
  /** "Сброс": clears the edits of the stage being edited. */
  | { kind: 'reset' }
  | { kind: 'clear' };

function reduce(d: Draft, a: ComposerAction): Draft {
  switch (a.kind) {
    case 'trade1':
      return d.applied ? d : { ...d, trade1: a.q };
    case 'trade2':
      return { ...d, trade2: a.q };
    case 'select':
      if (d.applied || d.card === a.card) return d;
      return { ...d, card: a.card, assign: Array.from({ length: freeParts(a.card) }, () => null) };
    case 'assign':
      if (d.applied || d.card === null) return d;
      return { ...d, assign: assignPart(d.card, d.assign, a.part, a.color) };
    case 'unselect':
      return d.applied || d.card === null ? d : { ...d, card: null, assign: [] };
    case 'apply':
      return isAssigned(d) ? { ...d, applied: true, trade2: ZERO } : d;
    case 'cancel':
      return { ...d, applied: false, trade2: ZERO };
    case 'reset':
      return d.applied ? { ...d, trade2: ZERO } : { ...d, trade1: ZERO };
    case 'clear':
      return EMPTY_DRAFT;
  }
}

/** The local turn draft and its live engine preview on my view. */
export function useComposer(
  view: Akcioner.View,
  seat: number | null,
  /** Where the draft survives a reload (sessionStorage key), or null. */
  storageKey: string | null = null,
): { draft: Draft; dispatch: (a: ComposerAction) => void; composition: Composition | null } {
  const myTurn = seat !== null && view.phase === 'playing' && view.toMove === seat;
  const turnKey = `${view.round}:${view.toMove ?? '-'}:${view.stage ?? '-'}`;
  const [draft, dispatch] = useReducer(
    reduce,
    null,
    () => (myTurn ? loadDraft(storageKey, turnKey, parseDraft) : null) ?? EMPTY_DRAFT,
  );
  // A new turn (or a stage reached by other means) starts from a clean draft.
  const shownTurn = useRef(turnKey);
  useEffect(() => {
    if (shownTurn.current === turnKey) return;
    shownTurn.current = turnKey;
    dispatch({ kind: 'clear' });
  }, [turnKey]);
  useEffect(() => {
    if (myTurn && shownTurn.current === turnKey) saveDraft(storageKey, turnKey, draft, draft === EMPTY_DRAFT);
  }, [myTurn, storageKey, turnKey, draft]);
  const composition = useMemo(() => (myTurn ? compose(view, seat, draft) : null), [myTurn, view, seat, draft]);
  return { draft, dispatch, composition };
}
