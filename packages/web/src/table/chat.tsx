import type { ChatLine } from '@birzha/protocol';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorNote } from '../ui/error-note.tsx';

/** The table's chat: its lines, and a box to write in when this viewer may (null in a replay). */
export function Chat({
  lines,
  send,
}: {
  lines: readonly ChatLine[];
  send: ((text: string) => Promise<unknown>) | null;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [error, setError] = useState<unknown>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const v = text.trim();
    if (v === '' || send === null) return;
    send(v).then(
      () => {
        setText('');
        setError(null);
      },
      (err: unknown) => setError(err),
    );
  };

  return (
    <div className="chat">
      <h3>{t('chat.title')}</h3>
      <ol className="chat__lines" data-testid="chat" tabIndex={0} aria-label={t('chat.title')}>
        {lines.map((c, i) => (
          <li key={`${c.at}-${i}`}>
            <strong>{c.from.name}:</strong> {c.text}
          </li>
        ))}
      </ol>
      {send !== null && (
        <form className="row chat__form" onSubmit={submit}>
          <label className="sr-only" htmlFor="chat-input">
            {t('chat.say')}
          </label>
          <input
            id="chat-input"
            value={text}
            maxLength={500}
            placeholder={t('chat.placeholder')}
            onChange={(e) => setText(e.target.value)}
          />
          <button type="submit" className="btn btn--small" disabled={text.trim() === ''}>
            {t('chat.send')}
          </button>
        </form>
      )}
      <ErrorNote error={error} />
    </div>
  );
}
