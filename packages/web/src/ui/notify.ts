import { getPreferences } from './preferences.ts';
import { audioContextClass, beep } from './use-warning-sound.ts';

/** Whether this browser has notifications at all (not in some in-app browsers, nor on older phones). */
export function notificationsSupported(): boolean {
  return typeof window !== 'undefined' && typeof window.Notification === 'function';
}

/** The page's notification permission, or 'unsupported'. */
export function notificationPermission(): NotificationPermission | 'unsupported' {
  return notificationsSupported() ? Notification.permission : 'unsupported';
}

/**
 * Asks for permission to notify; call it only from a click (browsers ignore or penalize asks made without one).
 * Resolves to whether notifications may be shown.
 */
export async function askNotifications(): Promise<boolean> {
  if (!notificationsSupported()) return false;
  if (Notification.permission !== 'default') return Notification.permission === 'granted';
  try {
    return (await Notification.requestPermission()) === 'granted';
  } catch {
    return false;
  }
}

let chimeContext: AudioContext | null = null;

/** A short beep (the same sound helper as the clock's warning); nothing where there is no WebAudio. */
export function chime(): void {
  const Ctx = audioContextClass();
  if (Ctx === null) return;
  try {
    chimeContext ??= new Ctx();
    // A context made before any click starts suspended (autoplay rules): a later click at the page wakes it.
    if (chimeContext.state === 'suspended') void chimeContext.resume().catch(() => undefined);
    beep(chimeContext, true);
  } catch {
    // No sound is no reason to break the table.
  }
}

export interface Alert {
  readonly title: string;
  readonly body: string;
  /** One notification per tag at a time: a newer one replaces the older. */
  readonly tag: string;
}

/**
 * Tells the player something happened at their table: a short sound unless muted, and a browser notification when
 * the tab is hidden, they switched notifications on and the browser permits them.
 */
export function alertPlayer(alert: Alert): void {
  const prefs = getPreferences();
  if (prefs.sound) chime();
  if (!prefs.notify || !document.hidden || notificationPermission() !== 'granted') return;
  try {
    const n = new Notification(alert.title, { body: alert.body, tag: alert.tag });
    n.onclick = () => {
      window.focus();
      n.close();
    };
  } catch {
    // Some browsers (Android Chrome) only notify through a service worker: the sound has to do there.
  }
}
