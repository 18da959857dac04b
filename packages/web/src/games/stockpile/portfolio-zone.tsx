import { Stockpile } from '@birzha/engine';
import { useTranslation } from 'react-i18next';
import { GridHead } from '../../table/grid-head.tsx';
import { COMPANIES, priceOf } from './companies.ts';
import { CompanyChip } from './company-chip.tsx';
import { money } from './money.ts';
import { HelpHead } from '../../table/help-link.tsx';
import { ZoneHelp } from './zone-help.ts';

/**
 * My portfolio (spec 4): regular and split cards of each company, shares (a split card counts 2), what they would
 * bring at today's prices (the engine's shareValue: Golden Graham's $1,000 a share too), my cash and unpaid fees, and
 * what it all adds up to.
 */
export function PortfolioZone({ view, seat }: { view: Stockpile.View; seat: Stockpile.FullSeatView }) {
  const { t } = useTranslation();
  const rows = COMPANIES.filter((c) => seat.portfolio[c].regular + seat.portfolio[c].split > 0);
  const value = (c: Stockpile.CompanyId) =>
    Stockpile.sharesOf(seat.portfolio[c]) *
    Stockpile.shareValue(priceOf(view.options, c, view.prices[c]), seat.investors);
  const stock = rows.reduce((a, c) => a + value(c), 0);
  const debt = seat.feeDebt.reduce((a, b) => a + b, 0);
  return (
    <section className="zone sp-zone sp-portfolio panel" aria-labelledby="sp-portfolio-title">
      <HelpHead>
        <h2 id="sp-portfolio-title">{t('stockpile.portfolio.title')}</h2>
        <ZoneHelp zone="portfolio" />
      </HelpHead>
      {rows.length === 0 ? (
        <p className="muted">{t('stockpile.portfolio.empty')}</p>
      ) : (
        <table className="grid sp-portfolio__table">
          <GridHead
            first={t('stockpile.portfolio.company')}
            nums={[
              t('stockpile.portfolio.regular'),
              <abbr key="split" title={t('stockpile.portfolio.splitName')}>
                <span aria-hidden="true">{t('stockpile.portfolio.split')}</span>
                <span className="sr-only">{t('stockpile.portfolio.splitName')}</span>
              </abbr>,
              t('stockpile.portfolio.value'),
            ]}
          />
          <tbody>
            {rows.map((c) => (
              <tr key={c} data-company={c}>
                <th scope="row">
                  <CompanyChip company={c} /> <span className="sp-portfolio__name">{t(`stockpile.company.${c}`)}</span>
                </th>
                <td className="num" data-testid={`mine-regular-${c}`}>
                  {seat.portfolio[c].regular}
                </td>
                <td className="num" data-testid={`mine-split-${c}`}>
                  {seat.portfolio[c].split}
                </td>
                <td className="num">{money(value(c), t)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className="sp-portfolio__sum" data-testid="worth">
        {t('stockpile.portfolio.sum', {
          stock: money(stock, t),
          cash: money(seat.cash, t),
          total: money(stock + seat.cash - debt, t),
        })}
        {debt > 0 && <> {t('stockpile.portfolio.debt', { debt: money(debt, t) })}</>}
      </p>
      {seat.investors.length > 0 && (
        <ul className="sp-portfolio__investors">
          {seat.investors.map((i) => (
            <li key={i}>
              <strong>{t(`stockpile.investor.${i}`)}</strong>
              {seat.powersUsed.includes(i) ? ` (${t('stockpile.portfolio.used')})` : ''}: {t(`stockpile.power.${i}`)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
