import type { SeatInfo } from '@birzha/protocol';
import { useTranslation } from 'react-i18next';
import './bot-badge.css';

/**
 * The mark of a bot beside its name, on the leaderboard, profiles and seats: a short word to the eye, and to a screen
 * reader what the account is (an image with a label, so the word is not read twice). `account`: a person's bot
 * account (issue 29, played through the bot API), else one of the server's bots' rated accounts (issue 27).
 */
export function BotBadge({ account = false }: { readonly account?: boolean }) {
  const { t } = useTranslation();
  const label = t(account ? 'profiles.bot.accountLabel' : 'profiles.bot.label');
  return (
    <span className="tag tag--bot" role="img" aria-label={label} title={label} data-testid="bot-badge">
      {t('profiles.bot.badge')}
    </span>
  );
}

/**
 * Whether a seat's person is a bot account (issue 29): whoever holds it, or whom one of the server's bots plays it
 * for since they left (the seat is still theirs, and so is its name: "Robo → bot").
 */
export function isBotAccountSeat(seat: SeatInfo | undefined): boolean {
  return (seat?.user ?? seat?.left)?.botAccount === true;
}

/** The badge after a seat's label when its person is a bot account; nothing for anyone else. */
export function SeatBotBadge({ seat }: { readonly seat: SeatInfo | undefined }) {
  return isBotAccountSeat(seat) ? <BotBadge account /> : null;
}
