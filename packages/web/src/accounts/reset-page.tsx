/** Placeholder until issue 13's page is written. */
export default function ResetPage() {
  return <p className="muted">…</p>;
}
