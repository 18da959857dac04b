import { useTranslation } from 'react-i18next';
import { FirmsTable } from './firms-table.tsx';
import { PlayersTable } from './firms-players.tsx';
import { TokenForm } from './firms-token-form.tsx';
import { TransferForm } from './firms-transfer-form.tsx';
import type { ZoneProps } from './zone-props.ts';
import './status.css';
import { HelpHead } from '../../table/help-link.tsx';
import { ZoneHelp } from './zone-help.ts';

/**
 * The firms and the players (always shown): each firm's director, token, cash, price history, pieces, captures and
 * shareholders; each seat's cash, shares, status and directorships; and, for a seat that may act, the move token of
 * the firms it directs and personal cash transfers (both legal in every phase but the end, spec 6.1).
 */
export function FirmsZone({ view, seat, names, send }: ZoneProps) {
  const { t } = useTranslation();
  const acting = send !== null && seat !== null && view.phase !== 'finished';
  return (
    <section className="zone panel ce-firms" aria-labelledby="ce-firms-title" data-testid="ce-firms">
      <HelpHead>
        <h2 id="ce-firms-title">{t('checkers-exchange.status.firms.title')}</h2>
        <ZoneHelp zone="firms" />
      </HelpHead>
      <FirmsTable view={view} seat={seat} names={names} />
      <p className="muted ce-note">{t('checkers-exchange.status.firms.unitHelp')}</p>
      {view.phase === 'session' && (
        <p className="notice ce-note" data-testid="ce-session-note">
          {t('checkers-exchange.status.firms.sessionNote')}
        </p>
      )}
      <PlayersTable view={view} seat={seat} names={names} />
      {acting && (
        <div className="ce-forms">
          <TokenForm view={view} seat={seat} names={names} send={send} />
          <TransferForm view={view} seat={seat} names={names} send={send} />
        </div>
      )}
    </section>
  );
}
