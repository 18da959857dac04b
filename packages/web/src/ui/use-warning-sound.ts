import { useEffect, useRef } from 'react';

type AudioContextClass = new () => AudioContext;

/** The browser's AudioContext, or null where there is none (jsdom, old browsers). */
export function audioContextClass(): AudioContextClass | null {
  if (typeof window === 'undefined') return null;
  const w = window as unknown as { AudioContext?: AudioContextClass; webkitAudioContext?: AudioContextClass };
  return w.AudioContext ?? w.webkitAudioContext ?? null;
}

/** A short beep from an oscillator (no audio file to load), `delay` seconds from now. */
export function beep(ctx: AudioContext, high: boolean, delay = 0): void {
  const at = ctx.currentTime + delay;
  const osc = ctx.createOscillator();
  const gain = ctx.createGain();
  osc.type = 'sine';
  osc.frequency.value = high ? 1320 : 880;
  gain.gain.setValueAtTime(0.12, at);
  gain.gain.exponentialRampToValueAtTime(0.001, at + 0.15);
  osc.connect(gain);
  gain.connect(ctx.destination);
  osc.start(at);
  osc.stop(at + 0.16);
}

/**
 * The low-time warning's sound: two rising beeps once, when my clock enters the warning (`warning` turns true), while
 * `on` (the `sound` setting). Once, not every second: the bar's colour and the tenths go on showing it, and a beep
 * each second for up to a minute would only hurry a player who is thinking.
 */
export function useWarningSound(warning: boolean, on: boolean): void {
  const ctx = useRef<AudioContext | null>(null);
  const was = useRef(warning);
  useEffect(() => {
    const rising = warning && !was.current;
    was.current = warning;
    if (!on || !rising) return;
    const Ctx = audioContextClass();
    if (Ctx === null) return;
    try {
      ctx.current ??= new Ctx();
      // A context made before any click starts suspended (autoplay rules): a click at the table wakes it.
      if (ctx.current.state === 'suspended') void ctx.current.resume().catch(() => undefined);
      beep(ctx.current, false);
      beep(ctx.current, true, 0.2);
    } catch {
      // No sound is no reason to break the table.
    }
  }, [warning, on]);
  useEffect(
    () => () => {
      void ctx.current?.close().catch(() => undefined);
      ctx.current = null;
    },
    [],
  );
}
