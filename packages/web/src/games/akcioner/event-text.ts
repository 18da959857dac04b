import type { TFunction } from 'i18next';
import { Akcioner } from '@birzha/engine';
import { currentLang, type Lang } from '../../i18n/index.ts';
import { numberText } from '../../ui/numbers.ts';
import { opText, type Color } from './colors.ts';

type AkcionerEvent = Akcioner.Event;
type CardId = Akcioner.CardId;

export interface EventTextContext {
  readonly t: TFunction;
  /** A seat's display name. */
  readonly name: (seat: number) => string;
  /** Rounds in the game (from `gameStarted` or the view), for "round 3 of 10"; without it just "round 3". */
  readonly roundsTotal?: number | undefined;
  /** How numbers are written (default: the language in use). */
  readonly lang?: Lang | undefined;
}

/** Grammatical forms of a colour name: `plural` "жёлтые", `one` "жёлтый", `card` "жёлтая" (карта), `gen` "жёлтых". */
export type ColorForm = 'plural' | 'one' | 'card' | 'gen';

/** A colour in words in the language of `t`. */
export function colorName(color: Color, t: TFunction, form: ColorForm = 'plural'): string {
  switch (form) {
    case 'one':
      return t(`akcioner.colorOne.${color}`);
    case 'card':
      return t(`akcioner.cardColor.${color}`);
    case 'gen':
      return t(`akcioner.colorGen.${color}`);
    default:
      return t(`akcioner.color.${color}`);
  }
}

const CARD_BY_ID: ReadonlyMap<string, Akcioner.CardDef> = new Map(Akcioner.CARDS.map((c) => [c.id, c]));

/** "3 жёлтые акции" / "3 yellow shares": in the accusative in Russian ("купить 1 жёлтую акцию"), or the nominative. */
function sharesText(color: Color, count: number, t: TFunction, nominative = false): string {
  return nominative ? t(`akcioner.sharesNom.${color}`, { count }) : t(`akcioner.shares.${color}`, { count });
}

/**
 * A card in words. Without an assignment: its colour and ops, "жёлтая +30/−60" / "yellow +30/−60". With one: each
 * part with the colour it moves, in colour order of the card's parts, "жёлтые +100, красные −30, синие −20, зелёные
 * −10"; a free part not yet given a colour says so.
 */
export function cardText(card: CardId, assign: readonly (Color | null)[] | null, t: TFunction): string {
  const def = CARD_BY_ID.get(card);
  if (def === undefined) return card;
  if (assign === null) {
    const ops = [def.colored, ...def.free].map(opText).join('/');
    return t('akcioner.log.cardShort', { color: colorName(def.color, t, 'card'), ops });
  }
  const parts = [t('akcioner.log.cardPart', { color: colorName(def.color, t), op: opText(def.colored) })];
  def.free.forEach((op, i) => {
    const c = assign[i] ?? null;
    parts.push(
      c === null
        ? t('akcioner.log.cardPartFree', { op: opText(op), noColor: t('akcioner.card.noColor') })
        : t('akcioner.log.cardPart', { color: colorName(c, t), op: opText(op) }),
    );
  });
  return parts.join(t('akcioner.log.listSep'));
}

/** "A", "A и B", "A, B и C". */
function joinNames(names: readonly string[], t: TFunction): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(t('akcioner.log.listSep'))}${t('akcioner.log.and')}${names[names.length - 1]}`;
}

/** One line of the match log for an event, in the language of `ctx.t`. */
export function eventText(e: AkcionerEvent, ctx: EventTextContext): string {
  const { t, name } = ctx;
  const lang = ctx.lang ?? currentLang();
  const num = (n: number) => numberText(n, lang);
  const sep = t('akcioner.log.listSep');
  switch (e.type) {
    case 'gameStarted': {
      const prices = Akcioner.COLORS.map((c) =>
        t('akcioner.log.price', { color: colorName(c, t), price: num(e.prices[c]) }),
      ).join(sep);
      return t('akcioner.log.gameStarted', { count: e.roundsTotal, order: e.order.map(name).join(sep), prices });
    }
    case 'dealt':
      return e.cards === null
        ? t('akcioner.log.dealt', { name: name(e.seat), count: e.count })
        : t('akcioner.log.dealtOwn', {
            name: name(e.seat),
            count: e.count,
            cards: e.cards.map((c) => cardText(c, null, t)).join(sep),
          });
    case 'turnStarted': {
      const total = e.lastRound ? e.round : ctx.roundsTotal;
      if (e.lastRound) return t('akcioner.log.turnStartedLast', { round: e.round, total, name: name(e.seat) });
      if (total !== undefined) return t('akcioner.log.turnStartedOf', { round: e.round, total, name: name(e.seat) });
      return t('akcioner.log.turnStarted', { round: e.round, name: name(e.seat) });
    }
    case 'traded': {
      const when = t(`akcioner.log.when.${e.stage}`);
      if (e.lines.length === 0) return t('akcioner.log.tradedNothing', { name: name(e.seat), when });
      const item = (l: Akcioner.TradeLine) =>
        t('akcioner.log.tradeItem', { shares: sharesText(l.color, Math.abs(l.qty), t, true), price: num(l.price) });
      const sold = e.lines.filter((l) => l.qty < 0);
      const bought = e.lines.filter((l) => l.qty > 0);
      const actions: string[] = [];
      if (sold.length > 0) actions.push(t('akcioner.log.sold', { items: sold.map(item).join(sep) }));
      if (bought.length > 0) actions.push(t('akcioner.log.bought', { items: bought.map(item).join(sep) }));
      return t('akcioner.log.traded', {
        name: name(e.seat),
        actions: actions.join(t('akcioner.log.actionsSep')),
        when,
        cash: num(e.cash),
      });
    }
    case 'cardPlayed':
      return t('akcioner.log.cardPlayed', { name: name(e.seat), card: cardText(e.card, e.assign, t) });
    case 'priceChanged': {
      const values = { color: colorName(e.color, t, 'gen'), from: num(e.from), to: num(e.to), raw: num(e.raw) };
      if (e.raw > e.to) return t('akcioner.log.priceChangedHigh', values);
      if (e.raw < e.to) return t('akcioner.log.priceChangedLow', values);
      return t('akcioner.log.priceChanged', values);
    }
    case 'compensationPaid':
      return t(e.kind === 'overflow' ? 'akcioner.log.overflow' : 'akcioner.log.decrease', {
        name: name(e.seat),
        amount: num(e.amount),
        perShare: num(e.perShare),
        shares: sharesText(e.color, e.shares, t),
      });
    case 'sharesConfiscated':
      return t('akcioner.log.confiscated', {
        name: name(e.seat),
        shares: sharesText(e.color, e.qty, t),
        price: num(e.buybackPrice),
      });
    case 'sharesBoughtBack': {
      if (e.qty === 0) {
        return t('akcioner.log.boughtBackNone', {
          count: e.annulled,
          name: name(e.seat),
          shares: sharesText(e.color, e.annulled, t),
          price: num(e.price),
        });
      }
      const values = {
        name: name(e.seat),
        shares: sharesText(e.color, e.qty, t, true),
        price: num(e.price),
        amount: num(e.amount),
      };
      if (e.annulled === 0) return t('akcioner.log.boughtBack', values);
      return t('akcioner.log.boughtBackPart', {
        ...values,
        annulled: t('akcioner.log.annulled', { count: e.annulled }),
      });
    }
    case 'seatEliminated':
      return t(e.reason === 'bankrupt' ? 'akcioner.log.bankrupt' : 'akcioner.log.resigned', { name: name(e.seat) });
    case 'timedOut':
      return t('akcioner.log.timedOut', { name: name(e.seat), stage: t(`akcioner.stage.${e.stage}`) });
    case 'gameEnded': {
      const first = e.ranking[0] ?? [];
      const scores = e.ranking
        .flat()
        .map((s) => t('akcioner.log.score', { name: name(s), score: num(e.scores[s] ?? 0) }))
        .join(sep);
      const names = joinNames(first.map(name), t);
      return t(first.length > 1 ? 'akcioner.log.gameEndedDraw' : 'akcioner.log.gameEndedWinner', { names, scores });
    }
  }
}
