import type { Stockpile } from '@birzha/engine';
import { useTranslation } from 'react-i18next';
import { HelpHead } from '../../table/help-link.tsx';
import { ActionForm } from './action-form.tsx';
import { DeborahForm } from './deborah-form.tsx';
import { DemandForm } from './demand-form.tsx';
import { InvestorForm } from './investor-form.tsx';
import { PrepForm } from './prep-form.tsx';
import { SellForm } from './sell-form.tsx';
import { SupplyForm } from './supply-form.tsx';
import type { SupplyAction, SupplyDraft } from './supply-draft.ts';
import { ZoneHelp } from './zone-help.ts';

export interface TurnZoneProps {
  readonly view: Stockpile.View;
  readonly seat: number;
  readonly me: Stockpile.FullSeatView;
  readonly names: readonly string[];
  /**
   * My legal moves now, as the server sent them (the engine's); empty in Selling and Deborah, whose forms read none
   * and are sent none (Stockpile.sendsLegalIn).
   */
  readonly legal: readonly Stockpile.Move[];
  readonly supply: SupplyDraft;
  readonly dispatchSupply: (a: SupplyAction) => void;
  readonly markPicked: boolean;
  readonly prepPower: 'mark' | 'warren' | null;
  readonly send: (m: Stockpile.Move) => void;
  readonly sending: boolean;
  readonly error: unknown;
}

/** My decision now, in the form of its phase (every move type of spec 7 but the server's timeout). */
export function TurnZone(p: TurnZoneProps) {
  const { t } = useTranslation();
  const common = { send: p.send, sending: p.sending, error: p.error };
  let form = null;
  switch (p.view.phase) {
    case 'investors':
      form = <InvestorForm view={p.view} seat={p.me} legal={p.legal} {...common} />;
      break;
    case 'supply':
      form = (
        <SupplyForm
          seat={p.me}
          piles={p.view.piles.length}
          legal={p.legal}
          draft={p.supply}
          dispatch={p.dispatchSupply}
          {...common}
        />
      );
      break;
    case 'prep':
      form = p.prepPower === null ? null : <PrepForm power={p.prepPower} picked={p.markPicked} {...common} />;
      break;
    case 'demand':
      form = <DemandForm view={p.view} seat={p.seat} me={p.me} names={p.names} legal={p.legal} {...common} />;
      break;
    case 'action':
      form = <ActionForm legal={p.legal} {...common} />;
      break;
    case 'selling':
      form = <SellForm key={`${p.view.round}`} view={p.view} seat={p.seat} me={p.me} names={p.names} {...common} />;
      break;
    case 'deborah':
      form = <DeborahForm {...common} />;
      break;
    case 'over':
      break;
  }
  return (
    <section
      className="zone sp-zone sp-turn panel is-my-turn"
      aria-labelledby="sp-turn-title"
      data-phase={p.view.phase}
    >
      <HelpHead>
        <h2 id="sp-turn-title">
          {t('stockpile.turn.title')} <span className="muted">· {t(`stockpile.phase.${p.view.phase}`)}</span>
        </h2>
        <ZoneHelp zone="turn" />
      </HelpHead>
      {form}
    </section>
  );
}
