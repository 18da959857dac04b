// The notification settings as the page edits them (issue 25): the stored settings with the webhook's URL as typed.
import { NOTIFY_KINDS, type NotifyChannel, type NotifyKind, type NotifySettings } from '@birzha/protocol';

/** The settings being edited: the webhook target as its two fields (an empty URL is no webhook). */
export interface NotifyForm {
  readonly settings: NotifySettings;
  readonly webhookUrl: string;
  readonly discord: boolean;
}

/** Hours offered as reminder chips; a stored value outside them is shown too. */
export const REMINDER_CHOICES = [48, 24, 12, 6, 3, 1] as const;
/** At most this many reminders (the protocol's ReminderHours). */
export const REMINDERS_MAX = 4;

/** The form of stored settings. */
export function formOf(settings: NotifySettings): NotifyForm {
  return {
    settings,
    webhookUrl: settings.webhookTarget?.url ?? '',
    discord: settings.webhookTarget?.discord ?? false,
  };
}

/** The settings to store: the webhook target from the typed URL. */
export function settingsOf(form: NotifyForm): NotifySettings {
  const url = form.webhookUrl.trim();
  return { ...form.settings, webhookTarget: url === '' ? null : { url, discord: form.discord } };
}

/** A channel switched on or off. */
export function withChannel(form: NotifyForm, channel: NotifyChannel, on: boolean): NotifyForm {
  return { ...form, settings: { ...form.settings, [channel]: { ...form.settings[channel], on } } };
}

/** A kind added to or taken from a channel (kept in the protocol's order). */
export function withKind(form: NotifyForm, channel: NotifyChannel, kind: NotifyKind, on: boolean): NotifyForm {
  const kinds = new Set(form.settings[channel].kinds);
  if (on) kinds.add(kind);
  else kinds.delete(kind);
  const ordered = NOTIFY_KINDS.filter((k) => kinds.has(k));
  return { ...form, settings: { ...form.settings, [channel]: { ...form.settings[channel], kinds: ordered } } };
}

/** A reminder hour added or taken (largest first; never more than REMINDERS_MAX). */
export function withReminder(form: NotifyForm, hours: number, on: boolean): NotifyForm {
  const set = new Set(form.settings.reminders);
  if (on && set.size < REMINDERS_MAX) set.add(hours);
  if (!on) set.delete(hours);
  return { ...form, settings: { ...form.settings, reminders: [...set].sort((a, b) => b - a) } };
}

/** The chips to show: the offered hours and any stored one besides, largest first. */
export function reminderChips(reminders: readonly number[]): number[] {
  return [...new Set([...REMINDER_CHOICES, ...reminders])].sort((a, b) => b - a);
}
