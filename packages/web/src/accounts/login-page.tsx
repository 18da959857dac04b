/** Placeholder until issue 13's page is written. */
export default function LoginPage() {
  return <p className="muted">…</p>;
}
