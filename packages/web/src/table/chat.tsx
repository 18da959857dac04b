import { CHAT_MAX, cleanChat, type ChatLine } from '@birzha/protocol';
import { useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useOptionalSession } from '../api/session.tsx';
import { BotBadge } from '../profiles/bot-badge.tsx';
import { ErrorNote } from '../ui/error-note.tsx';
import { useChatRole } from './chat-role.tsx';
import { useIsBotAccount } from './seat-badge.tsx';
import './chat.css';

type Room = 'players' | 'spectators';

const roomOf = (line: ChatLine): Room => line.audience ?? 'players';

/**
 * The table's chat: its lines, and a box to write in when this viewer may (null in a replay). A spectator sees two
 * tabs: the players' chat, read only, and the spectators' own, where they write (the players never see it).
 */
export function Chat({
  lines,
  send,
}: {
  lines: readonly ChatLine[];
  send: ((text: string) => Promise<unknown>) | null;
}) {
  const { t } = useTranslation();
  const role = useChatRole();
  const [room, setRoom] = useState<Room>('spectators');
  const ids = useId();
  if (role === 'player' || send === null)
    return (
      <div className="chat">
        <h3>{t('chat.title')}</h3>
        <ChatLines lines={lines.filter((l) => roomOf(l) === 'players')} label={t('chat.title')} />
        {send !== null && <ChatForm send={send} placeholder={t('chat.placeholder')} />}
      </div>
    );
  const tab = (r: Room, label: string) => (
    <button
      type="button"
      role="tab"
      id={`${ids}-tab-${r}`}
      aria-selected={room === r}
      aria-controls={`${ids}-panel`}
      tabIndex={room === r ? 0 : -1}
      className={`chat__tab${room === r ? ' is-active' : ''}`}
      data-room={r}
      onClick={() => setRoom(r)}
      onKeyDown={(e) => {
        if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
        const other: Room = r === 'players' ? 'spectators' : 'players';
        setRoom(other);
        document.getElementById(`${ids}-tab-${other}`)?.focus();
      }}
    >
      {label}
    </button>
  );
  const label = room === 'players' ? t('quick.chatPlayers') : t('quick.chatSpectators');
  return (
    <div className="chat">
      <h3>{t('chat.title')}</h3>
      <div role="tablist" aria-label={t('chat.title')} className="row chat__tabs">
        {tab('players', t('quick.chatPlayers'))}
        {tab('spectators', t('quick.chatSpectators'))}
      </div>
      <div role="tabpanel" id={`${ids}-panel`} aria-labelledby={`${ids}-tab-${room}`}>
        {/* Keyed by the room: the other tab opens at its newest line, as the chat does on first showing. */}
        <ChatLines key={room} lines={lines.filter((l) => roomOf(l) === room)} label={label} />
        {room === 'spectators' ? (
          <>
            <small className="muted">{t('quick.chatSpectatorsNote')}</small>
            <ChatForm send={send} placeholder={t('quick.chatSpectatorsPlaceholder')} />
          </>
        ) : (
          <small className="muted">{t('quick.chatReadOnly')}</small>
        )}
      </div>
    </div>
  );
}

// How far above the bottom (px) the reader still counts as reading the newest lines: about a line's height.
const NEAR_BOTTOM = 24;

/**
 * The lines, each by its sender's name (a bot account's with its badge, issue 29). The list opens at the newest line
 * and follows new ones while the reader is at the bottom, or when the line is their own; a reader who scrolled up to
 * older lines is left there.
 */
function ChatLines({ lines, label }: { lines: readonly ChatLine[]; label: string }) {
  const botAccount = useIsBotAccount();
  const me = useOptionalSession()?.user.id;
  const list = useRef<HTMLOListElement>(null);
  // Set as the reader scrolls, so when a line comes it still says where they were before its height was added.
  const following = useRef(true);
  const last = lines.at(-1);
  useLayoutEffect(() => {
    const el = list.current;
    if (el !== null && (following.current || last?.from.id === me)) el.scrollTop = el.scrollHeight;
  }, [last, me]);
  return (
    <ol
      ref={list}
      className="chat__lines"
      data-testid="chat"
      tabIndex={0}
      aria-label={label}
      onScroll={(e) => {
        const el = e.currentTarget;
        following.current = el.scrollHeight - el.scrollTop - el.clientHeight <= NEAR_BOTTOM;
      }}
    >
      {lines.map((c, i) => (
        <li key={`${c.at}-${i}`}>
          <strong>
            {c.from.name}
            {botAccount(c.from) && <BotBadge account />}:
          </strong>{' '}
          {c.text}
        </li>
      ))}
    </ol>
  );
}

// The count of characters left shows only this close to the limit: under every short line it would be noise.
const SHOW_LEFT_AT = 50;

/**
 * The box to write in; its placeholder says who will read what is written. It takes no more than the server keeps
 * (CHAT_MAX), and near that says how much is left, so a long paste is not cut without a word.
 */
function ChatForm({ send, placeholder }: { send: (text: string) => Promise<unknown>; placeholder: string }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [error, setError] = useState<unknown>(null);
  const leftId = useId();
  // In UTF-16 units, as maxLength counts: the server counts code points, so an emoji spends two here and the box
  // never holds more than the server takes.
  const left = CHAT_MAX - text.length;
  const showLeft = left <= SHOW_LEFT_AT;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const v = cleanChat(text).trim();
    if (v === '') return;
    send(v).then(
      () => {
        setText('');
        setError(null);
      },
      (err: unknown) => setError(err),
    );
  };

  return (
    <>
      <form className="row chat__form" onSubmit={submit}>
        <label className="sr-only" htmlFor="chat-input">
          {t('chat.say')}
        </label>
        <input
          id="chat-input"
          value={text}
          maxLength={CHAT_MAX}
          placeholder={placeholder}
          aria-describedby={showLeft ? leftId : undefined}
          onChange={(e) => setText(e.target.value)}
        />
        <button type="submit" className="btn btn--small" disabled={text.trim() === ''}>
          {t('chat.send')}
        </button>
      </form>
      {showLeft && (
        <small id={leftId} className="muted chat__left">
          {t('chat.left', { count: left })}
        </small>
      )}
      <ErrorNote error={error} />
    </>
  );
}
