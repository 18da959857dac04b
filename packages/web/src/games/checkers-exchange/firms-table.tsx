import { CheckersExchange } from '@birzha/engine';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { accountLabel } from './labels.ts';
import { otherHolders, piecesByFirm, tokenOf } from './firms-numbers.ts';
import { FirmPrice } from './firms-price.tsx';
import { FirmTag } from './firms-tag.tsx';
import { priceHistory } from './price-history.ts';
import type { FirmId, View } from './zone-props.ts';
import { useAmounts } from './exchange-format.ts';

const { FIRMS } = CheckersExchange;

/**
 * One entry per firm W1..B4: director and token holder, cash, closing price with its history, pieces on the board,
 * this year's captures and the capital earned; under it, who holds its 50 shares (the State, the treasury, mine,
 * the others as the view shows them) and how many vote. On a phone each firm is a card of labelled figures
 * (status.css), so the table never scrolls sideways.
 */
export function FirmsTable({ view, seat, names }: { view: View; seat: number | null; names: readonly string[] }) {
  const { t } = useTranslation();
  const history = useMemo(() => priceHistory(view), [view]);
  const pieces = useMemo(() => piecesByFirm(view.board.pieces), [view.board.pieces]);
  const { cr } = useAmounts();
  const name = (s: number) =>
    s === seat
      ? t('checkers-exchange.status.players.me', { name: names[s] ?? `#${s + 1}` })
      : (names[s] ?? `#${s + 1}`);
  return (
    <div className="table-scroll" tabIndex={0} role="group" aria-labelledby="ce-firms-title">
      <table className="grid ce-firms__table ce-cards ce-cards--firms">
        <thead>
          <tr>
            <th scope="col">{t('checkers-exchange.status.firms.firm')}</th>
            <th scope="col">{t('checkers-exchange.status.firms.director')}</th>
            {(['cash', 'close', 'pieces', 'captures', 'earned'] as const).map((k) => (
              <th key={k} scope="col" className="num">
                {t(`checkers-exchange.status.firms.${k}`)}
              </th>
            ))}
          </tr>
        </thead>
        {FIRMS.map((f) => (
          <FirmRows
            key={f}
            firm={f}
            view={view}
            seat={seat}
            names={names}
            name={name}
            cr={cr}
            points={history[f]}
            pieces={pieces[f]}
          />
        ))}
      </table>
    </div>
  );
}

function FirmRows({
  firm,
  view,
  seat,
  names,
  name,
  cr,
  points,
  pieces,
}: {
  firm: FirmId;
  view: View;
  seat: number | null;
  names: readonly string[];
  name: (s: number) => string;
  cr: (amount: number) => string;
  points: readonly number[];
  pieces: { men: number; kings: number };
}) {
  const { t } = useTranslation();
  const label = (k: 'director' | 'cash' | 'close' | 'pieces' | 'captures' | 'earned') =>
    t(`checkers-exchange.status.firms.${k}`);
  const state = view.firms[firm];
  const token = tokenOf(view, firm);
  const captures = state.captures;
  const holders = otherHolders(view, firm, seat);
  const shares = [
    t('checkers-exchange.status.firms.gov', { count: view.gov.holdings[firm] }),
    t('checkers-exchange.status.firms.treasury', { count: state.holdings[firm] }),
    t('checkers-exchange.status.firms.voting', { count: CheckersExchange.Reads.votingShares(view, firm) }),
    ...(seat === null
      ? []
      : [t('checkers-exchange.status.firms.mine', { count: view.seats[seat]?.holdings[firm] ?? 0 })]),
    holders.length === 0
      ? t('checkers-exchange.status.firms.noOthers')
      : t('checkers-exchange.status.firms.others', {
          list: holders
            .map((h) =>
              t('checkers-exchange.status.firms.holder', { name: accountLabel(h.account, names, t), count: h.shares }),
            )
            .join(', '),
        }),
  ];
  return (
    <tbody data-testid={`ce-firm-${firm}`} data-firm={firm}>
      <tr className="ce-firms__main">
        <th scope="row">
          <FirmTag firm={firm} />
        </th>
        <td data-label={label('director')}>
          <span className={state.director === seat ? 'ce-me' : undefined}>{name(state.director)}</span>
          {token !== null && (
            <span className="ce-firms__token" data-testid={`ce-token-${firm}`}>
              {t('checkers-exchange.status.firms.token', {
                name: name(token.holder),
                scope: t(`checkers-exchange.status.firms.scope.${token.scope}`, { year: token.year }),
              })}
            </span>
          )}
        </td>
        <td className="num" data-label={label('cash')}>
          {cr(state.cash)}
        </td>
        <td className="num" data-label={label('close')}>
          <FirmPrice firm={firm} points={points} />
        </td>
        <td className="num" data-label={label('pieces')} data-testid={`ce-pieces-${firm}`}>
          {/* the short form "2 +1Д" says in its tooltip what the screen reader hears: men and kings */}
          <span aria-hidden="true" title={t('checkers-exchange.status.firms.piecesLabel', pieces)}>
            {t('checkers-exchange.status.firms.men', { count: pieces.men })}
            {pieces.kings > 0 && ` ${t('checkers-exchange.status.firms.kings', { count: pieces.kings })}`}
          </span>
          <span className="sr-only">{t('checkers-exchange.status.firms.piecesLabel', pieces)}</span>
        </td>
        <td className="num" data-label={label('captures')} title={t('checkers-exchange.status.firms.capturesHelp')}>
          {t('checkers-exchange.status.firms.capturesText', captures)}
        </td>
        <td className="num" data-label={label('earned')}>
          {cr(state.earned)}
        </td>
      </tr>
      <tr>
        <td className="ce-firms__shares" colSpan={7} data-testid={`ce-shares-${firm}`}>
          {t('checkers-exchange.status.firms.shares')}: {shares.join(' · ')}
        </td>
      </tr>
    </tbody>
  );
}
