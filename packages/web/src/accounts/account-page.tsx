/** Placeholder until issue 13's page is written. */
export default function AccountPage() {
  return <p className="muted">…</p>;
}
