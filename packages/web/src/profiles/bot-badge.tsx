import { useTranslation } from 'react-i18next';

/**
 * The mark of a bot's rated account (issue 27) beside its name, on the leaderboard and its profile: a short word to
 * the eye, and to a screen reader what the account is (an image with a label, so the word is not read twice).
 */
export function BotBadge() {
  const { t } = useTranslation();
  const label = t('profiles.bot.label');
  return (
    <span className="tag tag--bot" role="img" aria-label={label} title={label} data-testid="bot-badge">
      {t('profiles.bot.badge')}
    </span>
  );
}
