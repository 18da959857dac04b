/** Placeholder until issue 13's page is written. */
export default function ProfilePage() {
  return <p className="muted">…</p>;
}
