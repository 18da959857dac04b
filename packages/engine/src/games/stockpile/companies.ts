/**
 * The six companies as data (spec 2): ids, display names and colours live here only, so a company can be renamed or
 * recoloured without touching a rule. Array order is "company order" everywhere in the rules.
 */
export const COMPANIES = ['cosmic', 'bottomline', 'leading', 'american', 'stanford', 'epic'] as const;
export type CompanyId = (typeof COMPANIES)[number];

/** Printed names (spec 2). */
export const COMPANY_NAMES: { readonly [C in CompanyId]: string } = {
  cosmic: 'Cosmic Computers',
  bottomline: 'Bottomline Bank',
  leading: 'Leading Laboratories',
  american: 'American Automotive',
  stanford: 'Stanford Steel',
  epic: 'Epic Electric',
};

/** Board colours for clients (not a rule; not checked against the printed board). */
export const COMPANY_COLOURS: { readonly [C in CompanyId]: string } = {
  cosmic: '#7b4fa0',
  bottomline: '#2e8b57',
  leading: '#2f6db5',
  american: '#c0392b',
  stanford: '#7f8c8d',
  epic: '#e1a516',
};

const COMPANY_SET: ReadonlySet<string> = new Set(COMPANIES);

/** Whether an unchecked value is a company id. */
export function isCompanyId(value: unknown): value is CompanyId {
  return typeof value === 'string' && COMPANY_SET.has(value);
}
