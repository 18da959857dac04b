import { CheckersExchange } from '@birzha/engine';
import type { Lang } from '../../i18n/index.ts';
import { Firm, Grid } from './rules-parts.tsx';

/*
 * The reference tables of the rules, drawn from the engine's own constants (spec 2), so the page cannot disagree
 * with the game the server plays: the firms and their squares, the draw limits and the time presets.
 */

const FIRMS_HEAD: Readonly<Record<Lang, readonly string[]>> = {
  ru: ['Фирма', 'Цвет шашек', 'Поля в начале игры'],
  en: ['Firm', 'Colour', 'Squares at the start'],
};
const COLOR: Readonly<Record<Lang, Readonly<Record<CheckersExchange.Color, string>>>> = {
  ru: { white: 'белые', black: 'чёрные' },
  en: { white: 'white', black: 'black' },
};

/** Every firm with its colour and its three starting squares. */
export function FirmsTable({ lang }: { lang: Lang }) {
  const rows = CheckersExchange.FIRMS.map((f) => {
    const def = CheckersExchange.FIRM_DEFS[f];
    return [<Firm f={f} />, COLOR[lang][def.color], def.start.join(', ')];
  });
  return <Grid head={FIRMS_HEAD[lang]} rows={rows} />;
}

type DrawRule = keyof typeof CheckersExchange.DRAW_LIMITS;

const DRAW_WORDS: Readonly<Record<Lang, { head: readonly string[]; rows: Readonly<Record<DrawRule, string>> }>> = {
  ru: {
    head: ['Положение на доске', 'Ходов каждой стороны', 'Полуходов'],
    rows: {
      '7.2.5': 'Обе стороны ходят только дамками, без взятий и без ходов простыми шашками',
      '7.2.4': 'Три дамки или больше против одной дамки',
      '7.2.8': 'Две шашки, среди них дамка, против одной дамки',
      '7.2.7': 'Три шашки, среди них дамка, против одной дамки на большой дороге (a1–h8)',
      '7.2.6-45': 'Всего 4–5 шашек, и у обеих сторон есть дамки',
      '7.2.6-67': 'Всего 6–7 шашек, и у обеих сторон есть дамки',
    },
  },
  en: {
    head: ['Position on the board', 'Moves by each side', 'Plies'],
    rows: {
      '7.2.5': 'Both sides move only kings, with no capture and no man moved',
      '7.2.4': 'Three or more kings against a lone king',
      '7.2.8': 'Two pieces, one of them a king, against a lone king',
      '7.2.7': 'Three pieces, one of them a king, against a lone king on the main road (a1–h8)',
      '7.2.6-45': '4 or 5 pieces in all, both sides with kings',
      '7.2.6-67': '6 or 7 pieces in all, both sides with kings',
    },
  },
};

const DRAW_ORDER: readonly DrawRule[] = ['7.2.5', '7.2.4', '7.2.8', '7.2.7', '7.2.6-45', '7.2.6-67'];

/** The draw limits of FMJD-64 7.2.4-7.2.8 as the engine counts them (in plies). */
export function DrawsTable({ lang }: { lang: Lang }) {
  const w = DRAW_WORDS[lang];
  const rows = DRAW_ORDER.map((r) => {
    const plies = CheckersExchange.DRAW_LIMITS[r];
    return [w.rows[r], String(plies / 2), String(plies)];
  });
  return <Grid head={w.head} rows={rows} />;
}

const TIMING_WORDS: Readonly<Record<Lang, { head: readonly string[]; names: Record<string, string>; none: string }>> = {
  ru: {
    head: ['Время', 'Ход на доске', 'Аукцион', 'Сессия', 'Собрания'],
    names: { classic: 'Классика', online: 'Онлайн', blitz: 'Блиц', untimed: 'Без времени' },
    none: 'без ограничения',
  },
  en: {
    head: ['Timing', 'Ply', 'Auction', 'Session', 'Meetings'],
    names: { classic: 'Classic', online: 'Online', blitz: 'Blitz', untimed: 'Untimed' },
    none: 'no limit',
  },
};

/** Seconds as "5 мин" / "5 min" or "30 с" / "30 s". */
function duration(seconds: number, lang: Lang): string {
  if (seconds % 60 === 0) return `${seconds / 60}\u00a0${lang === 'ru' ? 'мин' : 'min'}`;
  if (seconds > 60) return `${Math.floor(seconds / 60)}\u00a0${lang === 'ru' ? 'мин' : 'min'} ${seconds % 60}\u00a0с`;
  return `${seconds}\u00a0${lang === 'ru' ? 'с' : 's'}`;
}

/** The time presets of the table options (spec 2, TIMING). */
export function TimingTable({ lang }: { lang: Lang }) {
  const w = TIMING_WORDS[lang];
  const rows = CheckersExchange.TIMING_IDS.map((id) => {
    const t = CheckersExchange.TIMING[id];
    const name = w.names[id] ?? id;
    if (t === null) return [name, w.none, w.none, w.none, w.none];
    return [name, ...[t.ply, t.auction, t.session, t.meeting].map((s) => duration(s, lang))];
  });
  return <Grid head={w.head} rows={rows} />;
}
