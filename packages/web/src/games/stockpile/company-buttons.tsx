import { useTranslation } from 'react-i18next';
import { COMPANIES, type CompanyId } from './companies.ts';
import { CompanyChip } from './company-chip.tsx';

/**
 * One button per company, chip and name, for a choice that is a company (Deborah's dividend, an Action card's
 * target). `mark` is the data attribute each button carries its company in, the hook the tests and browser tests use.
 */
export function CompanyButtons({
  mark,
  label,
  sending,
  onPick,
}: {
  mark: `data-${string}`;
  /** The group's name for a screen reader; without one the buttons are not grouped. */
  label?: string | undefined;
  sending: boolean;
  onPick: (company: CompanyId) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="sp-companies" role={label === undefined ? undefined : 'group'} aria-label={label}>
      {COMPANIES.map((c) => (
        <button
          key={c}
          type="button"
          className="btn btn--small"
          {...{ [mark]: c }}
          disabled={sending}
          onClick={() => onPick(c)}
        >
          <CompanyChip company={c} /> {t(`stockpile.company.${c}`)}
        </button>
      ))}
    </div>
  );
}
