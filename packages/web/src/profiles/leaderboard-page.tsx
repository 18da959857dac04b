/** Placeholder until issue 13's page is written. */
export default function LeaderboardPage() {
  return <p className="muted">…</p>;
}
