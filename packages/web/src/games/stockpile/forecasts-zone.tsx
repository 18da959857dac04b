import { Stockpile } from '@birzha/engine';
import { useTranslation } from 'react-i18next';
import { isCompany } from './companies.ts';
import { CompanyChip } from './company-chip.tsx';
import { HelpHead } from '../../table/help-link.tsx';
import { ZoneHelp } from './zone-help.ts';

type Pair = { readonly company: Stockpile.CompanyId; readonly forecast: Stockpile.ForecastId };

/** One forecast as a chip: company, step and in words what it will do (an unknown one is a question mark). */
export function ForecastChip({ pair }: { pair: Pair | null }) {
  const { t } = useTranslation();
  if (pair === null)
    return (
      <span className="sp-forecast is-unknown" data-testid="forecast-unknown">
        {t('stockpile.forecasts.unknown')}
      </span>
    );
  return (
    <span className={`sp-forecast sp-forecast--${pair.forecast}`} data-testid="forecast" data-company={pair.company}>
      {isCompany(pair.company) && <CompanyChip company={pair.company} />}
      <span>{t(`stockpile.company.${pair.company}`)}</span>
      <strong>{t(`stockpile.forecast.${pair.forecast}`)}</strong>
      <span className="muted">({t(`stockpile.forecastLong.${pair.forecast}`)})</span>
    </span>
  );
}

/**
 * This round's forecasts (spec 8.1, 10.2): mine, the public one, the hidden ones and the other players' as far as I
 * know them (a peek by MayKnow Martha shows one). Every company moves by exactly one of them at the Movement.
 */
export function ForecastsZone({ view, names }: { view: Stockpile.View; names: readonly string[] }) {
  const { t } = useTranslation();
  const me = view.viewer === 'spectator' ? null : view.seats[view.viewer];
  const mine = me?.full === true ? me.pairs : [];
  const others = Stockpile.turnOrder(view).filter((s) => s !== view.viewer);
  const none = view.phase === 'investors' || view.phase === 'over';
  return (
    <section className="zone sp-zone sp-forecasts panel" aria-labelledby="sp-forecasts-title">
      <HelpHead>
        <h2 id="sp-forecasts-title">{t('stockpile.forecasts.title')}</h2>
        <ZoneHelp zone="forecasts" />
      </HelpHead>
      {none ? (
        <p className="muted">{t('stockpile.forecasts.none')}</p>
      ) : (
        <dl className="sp-forecasts__list">
          {me !== null && (
            <>
              <dt>{t('stockpile.forecasts.mine')}</dt>
              <dd data-testid="my-forecasts">
                {mine.map((p, i) => (
                  <ForecastChip key={i} pair={p} />
                ))}
              </dd>
            </>
          )}
          {view.publicPairs.length > 0 && (
            <>
              <dt>{t('stockpile.forecasts.public')}</dt>
              <dd data-testid="public-forecast">
                {view.publicPairs.map((p, i) => (
                  <ForecastChip key={i} pair={p} />
                ))}
              </dd>
            </>
          )}
          <dt>{t('stockpile.forecasts.hidden', { count: view.hiddenPairs.length })}</dt>
          <dd>
            {view.hiddenPairs.map((p, i) => (
              <ForecastChip key={i} pair={p} />
            ))}
          </dd>
          {others.map((s) => {
            const seat = view.seats[s];
            const pairs: readonly (Pair | null)[] = seat === undefined ? [] : seat.pairs;
            return (
              <div key={s} className="sp-forecasts__other" data-seat={s}>
                <dt>{t('stockpile.forecasts.of', { name: names[s] ?? `#${s + 1}` })}</dt>
                <dd>
                  {pairs.map((p, i) => (
                    <ForecastChip key={i} pair={p} />
                  ))}
                </dd>
              </div>
            );
          })}
        </dl>
      )}
      {!none && <p className="muted sp-note">{t('stockpile.forecasts.note')}</p>}
    </section>
  );
}
