import { CheckersExchange } from '@birzha/engine';
import { useMemo, useState } from 'react';
import { usePaced } from '../../ui/use-paced.ts';
import { useTranslation } from 'react-i18next';
import { useSendMove } from '../../table/use-send-move.ts';
import { ErrorNote } from '../../ui/error-note.tsx';
import { DraughtsCaption } from './draughts-caption.tsx';
import { useCaptureFade } from './draughts-fade.ts';
import { piecesByIndex } from './draughts-geometry.ts';
import { DraughtsGrid } from './draughts-grid.tsx';
import { NO_MARKS, type SquareMarks } from './draughts-labels.ts';
import { LastPlyLine } from './draughts-last-line.tsx';
import { lastPly, type LastPly } from './draughts-last-ply.ts';
import { PathChoice } from './draughts-path-choice.tsx';
import {
  capturedSquares,
  clickableSquares,
  landingSteps,
  needsPathChoice,
  remainingPlies,
  type Ply,
} from './draughts-paths.ts';
import { DrawCounters, DraughtsResult } from './draughts-result.tsx';
import { useDraughtsSelection } from './draughts-selection.ts';
import { firmLabel } from './labels.ts';
import type { View, ZoneProps } from './zone-props.ts';
import './draughts.css';
import { HelpHead } from '../../table/help-link.tsx';
import { ZoneHelp } from './zone-help.ts';

/** Black at the bottom for a viewer whose every directed firm is black (and who directs one). */
function directsOnlyBlack(view: View, seat: number | null): boolean {
  if (seat === null) return false;
  const mine = CheckersExchange.FIRMS.filter((f) => view.firms[f].director === seat);
  return mine.length > 0 && mine.every((f) => view.firms[f].color === 'black');
}

/** Where the last ply marks a square: its start, its end, or a landing square on the way. */
function lastMark(last: LastPly | null, index: number): SquareMarks['last'] {
  if (last === null) return null;
  if (index === last.from) return 'from';
  if (index === last.path[last.path.length - 1]) return 'to';
  return last.path.includes(index) ? 'path' : null;
}

/** The position the board shows: its pieces and the ply that made it. */
interface Position {
  readonly pieces: View['board']['pieces'];
  readonly last: LastPly | null;
}

/**
 * The same object for as long as `key` stays the same, a new one when it changes: the view is a new object after
 * every update (a trade, a ready flag), but the board's position changes only with a ply.
 */
function useKeyed<T>(value: T, key: string): T {
  const [held, setHeld] = useState({ key, value });
  if (held.key === key) return held.value;
  setHeld({ key, value });
  return value;
}

/**
 * The draughts board (spec 8): every piece in its firm's hue and number, the firm to move and who moves for it, the
 * last ply marked, the end of the board game. On my turn (the engine's toAct names my seat: the active firm's
 * effective holder, spec 4) a piece of that firm is picked and moved by clicking or dragging; a capture with several
 * paths is chosen landing square by landing square or from the list of its notations (spec 7.1). At a live table the
 * plies of others are shown one at a time at the header's pace (three bot plies otherwise land in under a second); my
 * turn shows the board as it is at once, since the controls never wait for a show.
 */
export function DraughtsZone({ view, seat, toAct, names, send, log, live = false }: ZoneProps) {
  const { t } = useTranslation();
  const firm = view.phase === 'board' && view.board.result === null ? view.activeFirm : null;
  // my ply when the engine waits for my seat during a ply (its toAct is the firm's effective holder, spec 4)
  const myTurn = firm !== null && send !== null && seat !== null && toAct.includes(seat);
  const board = view.board;
  const plies = useMemo(
    () => (myTurn && firm !== null ? CheckersExchange.Reads.firmPlies({ board }, firm) : []),
    [myTurn, firm, board],
  );
  const newest = useMemo(() => lastPly(log), [log]);
  const position = useKeyed<Position>({ pieces: board.pieces, last: newest }, `${board.plies}:${newest?.key ?? '-'}`);
  const paced = usePaced(position, { enabled: live, catchUp: myTurn });
  const shown = myTurn ? position : paced.shown;
  const last = shown.last;
  const pieces = useMemo(() => piecesByIndex(shown.pieces), [shown.pieces]);
  const firmSquares = useMemo(
    () => new Set([...pieces].filter(([, p]) => p.firm === firm).map(([i]) => i)),
    [pieces, firm],
  );
  const positionKey = `${board.plies}:${firm ?? '-'}`;
  const sel = useDraughtsSelection(plies, positionKey, firmSquares);
  const { send: sendPly, pending: sending, error, clearError } = useSendMove(send);
  const [notMovable, setNotMovable] = useState(false);
  const [flip, setFlip] = useState<boolean | null>(null);
  const flipped = flip ?? directsOnlyBlack(view, seat);
  const fade = useCaptureFade(last);

  const compulsory = plies.length > 0 && plies.every((p) => p.captured.length > 0);
  const movable = new Set(plies.map((p) => p.from));
  const path = sel.path;
  const targets = path === null ? new Set<number>() : clickableSquares(path);
  // step numbers only where a path has several landings: a quiet move or a single capture has one target
  const multi = path !== null && remainingPlies(path).some((p) => p.path.length > 1);
  const steps = path === null || !multi ? new Map<number, number[]>() : landingSteps(path);
  const taken = path === null ? new Set<number>() : capturedSquares(path);
  const choosing = path !== null && needsPathChoice(path);
  const interactive = myTurn && !sending;

  const marks = (index: number): SquareMarks => ({
    ...NO_MARKS,
    selected: sel.from === index,
    movable: interactive && movable.has(index) && sel.from !== index,
    target: targets.has(index),
    steps: steps.get(index) ?? [],
    captured: taken.has(index),
    last: lastMark(last, index),
  });

  const play = (ply: Ply) => {
    if (send === null) return;
    // accepted or refused, the selection is done with (a refusal shows below the board)
    void sendPly([{ type: 'ply', move: ply.notation }]).then(() => sel.cancel());
  };

  const onSquare = (index: number) => {
    if (!interactive) return;
    clearError();
    const r = sel.click(index);
    setNotMovable(r.kind === 'notMovable');
    if (r.kind === 'play') play(r.ply);
  };

  const onPick = (notation: string) => {
    const ply = sel.pick(notation);
    if (ply !== undefined && interactive) play(ply);
  };

  const hint = sending
    ? t('checkers-exchange.draughts.hint.sending')
    : path === null
      ? t('checkers-exchange.draughts.hint.select', { firm: firm === null ? '' : firmLabel(firm) })
      : choosing
        ? t('checkers-exchange.draughts.hint.path')
        : t('checkers-exchange.draughts.hint.target');

  return (
    <section className="zone panel ce-draughts" aria-labelledby="ce-draughts-title" data-testid="ce-draughts">
      <div className="ce-draughts__head">
        <HelpHead>
          <h2 id="ce-draughts-title">{t('checkers-exchange.draughts.title')}</h2>
          <ZoneHelp zone="draughts" />
        </HelpHead>
        <button
          type="button"
          className="ce-draughts__flip"
          data-testid="ce-board-flip"
          aria-pressed={flipped}
          onClick={() => setFlip(!flipped)}
        >
          {t('checkers-exchange.draughts.flip')}
        </button>
      </div>
      {board.result !== null ? (
        <DraughtsResult result={board.result} />
      ) : (
        <DraughtsCaption view={view} seat={seat} names={names} myTurn={myTurn} />
      )}
      {myTurn && (
        <div className="ce-hints" data-testid="ce-board-hint">
          <p>{hint}</p>
          {compulsory && (
            <p className="ce-hints__rule" data-testid="ce-compulsory">
              {t('checkers-exchange.draughts.captureCompulsory')}
            </p>
          )}
          {notMovable && !compulsory && <p className="ce-hints__rule">{t('checkers-exchange.draughts.notMovable')}</p>}
        </div>
      )}
      <div
        className="ce-board"
        data-testid="ce-board"
        data-flipped={flipped ? 'true' : 'false'}
        data-pending={paced.pending > 0 ? paced.pending : undefined}
      >
        <DraughtsGrid
          flipped={flipped}
          pieces={pieces}
          marks={marks}
          ghosts={fade.pieces}
          ghostKey={fade.key}
          interactive={interactive}
          onSquare={onSquare}
          onLift={(index) => {
            if (interactive && sel.from !== index && movable.has(index)) sel.select(index);
          }}
          onEscape={sel.back}
        />
      </div>
      {myTurn && choosing && path !== null && (
        <PathChoice path={path} disabled={sending} onPick={onPick} onBack={sel.back} onCancel={sel.cancel} />
      )}
      <ErrorNote error={error} testId="ce-board-error" />
      {last !== null && <LastPlyLine last={last} names={names} seat={seat} />}
      {paced.pending > 0 && !myTurn && (
        <button
          type="button"
          className="btn btn--small ce-draughts__skip"
          data-testid="ce-board-skip"
          onClick={paced.skip}
        >
          {t('checkers-exchange.draughts.skip', { count: paced.pending })}
        </button>
      )}
      <DrawCounters board={board} />
    </section>
  );
}
