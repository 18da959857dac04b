/** Placeholder until issue 13's page is written. */
export default function RegisterPage() {
  return <p className="muted">…</p>;
}
