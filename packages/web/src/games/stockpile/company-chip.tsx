import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { COMPANY_HEX, type CompanyId } from './companies.ts';

/**
 * A company as a chip: its board colour and its three letters, so no one needs to tell hues apart. Decorative
 * beside the company's name unless `named` (then it says the full name to screen readers).
 */
export function CompanyChip({ company, named = false }: { company: CompanyId; named?: boolean }) {
  const { t } = useTranslation();
  return (
    <span
      className="sp-chip"
      style={{ '--company': COMPANY_HEX[company] } as CSSProperties}
      data-company={company}
      aria-hidden={named ? undefined : true}
      role={named ? 'img' : undefined}
      aria-label={named ? t(`stockpile.company.${company}`) : undefined}
    >
      {t(`stockpile.companyShort.${company}`)}
    </span>
  );
}
