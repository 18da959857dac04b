import type { SessionInfo } from '@birzha/protocol';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountsApi } from '../api/accounts-api.ts';
import { currentLang } from '../i18n/index.ts';
import { FormError } from './form-error.tsx';
import { deviceParts } from './device-name.ts';

/** The account's signed-in devices, this one marked; any other can be signed out from here. */
export function DevicesSection({ reload }: { reload: number }) {
  const { t } = useTranslation();
  const [list, setList] = useState<readonly SessionInfo[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const load = useCallback(() => {
    accountsApi.sessions().then(
      (l) => (setList(l), setError(null)),
      (err: unknown) => setError(err),
    );
  }, []);
  useEffect(() => load(), [load, reload]);

  const end = (id: string) => {
    setBusy(id);
    setError(null);
    accountsApi.endSession(id).then(
      () => {
        setList((l) => l?.filter((s) => s.id !== id) ?? null);
        setBusy(null);
      },
      (err: unknown) => {
        setError(err);
        setBusy(null);
      },
    );
  };

  const when = (ms: number) =>
    new Intl.DateTimeFormat(currentLang(), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(ms));
  const sorted = [...(list ?? [])].sort((a, b) => Number(b.current) - Number(a.current) || b.lastSeenAt - a.lastSeenAt);

  return (
    <section className="panel stack" aria-labelledby="devices-title">
      <h2 id="devices-title">{t('accounts.account.devicesTitle')}</h2>
      {list === null && error === null && <p className="muted">{t('app.loading')}</p>}
      <ul className="devices" data-testid="devices">
        {sorted.map((s) => {
          const parts = deviceParts(s.userAgent);
          const name = parts === null ? t('accounts.account.unknownDevice') : t('accounts.device.on', parts);
          return (
            <li key={s.id} className="devices__item" data-current={s.current}>
              <div>
                <strong>{name}</strong>
                {s.current && <span className="devices__this"> — {t('accounts.account.thisDevice')}</span>}
                <div className="muted devices__when">
                  {t('accounts.account.since', { when: when(s.createdAt) })} ·{' '}
                  {t('accounts.account.lastSeen', { when: when(s.lastSeenAt) })}
                </div>
              </div>
              {!s.current && (
                <button
                  type="button"
                  className="btn btn--small"
                  disabled={busy !== null}
                  aria-label={t('accounts.account.endLabel', { device: name })}
                  onClick={() => end(s.id)}
                >
                  {t('accounts.account.end')}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {list !== null && list.every((s) => s.current) && <p className="muted">{t('accounts.account.noDevices')}</p>}
      <FormError error={error} testId="devices-error" />
    </section>
  );
}
