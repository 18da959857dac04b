/** Placeholder until issue 13's page is written. */
export default function HistoryPage() {
  return <p className="muted">…</p>;
}
