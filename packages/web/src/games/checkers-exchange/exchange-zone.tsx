import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { quoteOf } from './exchange-book.ts';
import { MyOrders } from './exchange-my-orders.tsx';
import { MeetingRequest } from './exchange-request.tsx';
import { ExchangeTape } from './exchange-tape.tsx';
import { OrderBook, FirmTabs, type Pick } from './order-book.tsx';
import { OrderForm, type FormDraft } from './order-form.tsx';
import type { FirmId, View, ZoneProps } from './zone-props.ts';
import './exchange.css';
import { HelpHead } from '../../table/help-link.tsx';
import { ZoneHelp } from './zone-help.ts';

/** A sensible price to start from: the best ask to buy, the best bid to sell, else the last price (spec 8.9). */
function startPrice(view: View, firm: FirmId, side: 'buy' | 'sell'): string {
  const q = quoteOf(view, firm);
  return String((side === 'buy' ? q.ask : q.bid) ?? q.last);
}

/**
 * Brings the exchange into view when a session opens at a live table, its top just below the table's sticky status
 * bar: the player was at the board for the year's plies, and the book is what matters now. A page already showing the
 * exchange's top near the bar is left where it is.
 */
function useBookInView(ref: RefObject<HTMLElement | null>, open: boolean, year: number): void {
  useEffect(() => {
    const el = ref.current;
    if (!open || el === null) return;
    const bar = document.querySelector('[data-testid="table-status"]')?.getBoundingClientRect().bottom ?? 0;
    const top = el.getBoundingClientRect().top;
    if (top >= bar && top < bar + window.innerHeight / 4) return;
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
    window.scrollTo({ top: window.scrollY + top - bar - 6, behavior: reduced ? 'auto' : 'smooth' });
  }, [ref, open, year]);
}

/**
 * The exchange session (spec 8.7-8.9, 10) laid out as a trading screen: the firms with their quotes, the chosen
 * firm's price ladder beside the order form (side by side on a phone too, so that both fit one screen), then my open
 * orders, this session's time and sales, and the meeting request. Shown only during a session. The book and the tape
 * are the view's, which the table keeps current as the session's events arrive.
 */
export function ExchangeZone({ view, seat, names, send, log, live = false }: ZoneProps) {
  const { t } = useTranslation();
  // the form starts afresh each session (a year's prices say little about the next); until then it keeps my typing
  const [saved, setSaved] = useState<{ readonly year: number; readonly draft: FormDraft } | null>(null);
  const section = useRef<HTMLElement>(null);
  useBookInView(section, live && view.phase === 'session', view.year);
  if (view.phase !== 'session') return null;
  const draft: FormDraft =
    saved !== null && saved.year === view.year
      ? saved.draft
      : { account: 'me', side: 'buy', firm: 'w1', qty: '1', limit: startPrice(view, 'w1', 'buy') };
  const setDraft = (d: FormDraft) => setSaved({ year: view.year, draft: d });
  const trader = seat !== null && send !== null;
  // a directorship lost at a meeting leaves the form on my own account
  const account = draft.account !== 'me' && view.firms[draft.account].director !== seat ? 'me' : draft.account;
  const form: FormDraft = { ...draft, account };
  const chooseFirm = (firm: FirmId) => {
    if (firm !== draft.firm) setDraft({ ...form, firm, limit: startPrice(view, firm, draft.side) });
  };
  const pick = (p: Pick) =>
    setDraft({ ...form, side: p.side, firm: p.firm, qty: String(p.qty), limit: String(p.price) });
  return (
    <section
      ref={section}
      className="zone panel ce-exchange"
      data-testid="ce-exchange"
      aria-labelledby="ce-exchange-title"
    >
      <HelpHead>
        <h2 id="ce-exchange-title">{t('checkers-exchange.exchange.title')}</h2>
        <ZoneHelp zone="exchange" />
      </HelpHead>
      <FirmTabs view={view} firm={draft.firm} onFirm={chooseFirm} />
      <div className={`ce-x-trade${trader ? '' : ' ce-x-trade--watch'}`}>
        <OrderBook view={view} seat={seat} firm={draft.firm} onPick={trader ? pick : null} />
        {trader && <OrderForm view={view} seat={seat} send={send} draft={form} onDraft={setDraft} />}
      </div>
      {seat !== null && <MyOrders view={view} seat={seat} send={send} />}
      <ExchangeTape view={view} seat={seat} names={names} log={log} />
      {seat !== null && send !== null && <MeetingRequest view={view} seat={seat} send={send} />}
      <p className="muted ce-x-note" data-testid="ce-exchange-note">
        {t('checkers-exchange.exchange.sessionNote')}
      </p>
    </section>
  );
}
