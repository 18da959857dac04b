import { useEffect, useRef } from 'react';
import { WARN_SECONDS } from './use-seconds-left.ts';

type AudioContextClass = new () => AudioContext;

/** The browser's AudioContext, or null where there is none (jsdom, old browsers). */
export function audioContextClass(): AudioContextClass | null {
  if (typeof window === 'undefined') return null;
  const w = window as unknown as { AudioContext?: AudioContextClass; webkitAudioContext?: AudioContextClass };
  return w.AudioContext ?? w.webkitAudioContext ?? null;
}

/** A short beep from an oscillator (no audio file to load), higher in the last three seconds. */
export function beep(ctx: AudioContext, high: boolean): void {
  const at = ctx.currentTime;
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
 * A beep each second of the last ten of my turn's clock, while `on` (the `sound` setting). `secondsLeft` is null
 * when it is not my turn or there is no clock.
 */
export function useWarningSound(secondsLeft: number | null, on: boolean): void {
  const ctx = useRef<AudioContext | null>(null);
  useEffect(() => {
    if (!on || secondsLeft === null || secondsLeft <= 0 || secondsLeft > WARN_SECONDS) return;
    const Ctx = audioContextClass();
    if (Ctx === null) return;
    try {
      ctx.current ??= new Ctx();
      // A context made before any click starts suspended (autoplay rules): a click at the table wakes it.
      if (ctx.current.state === 'suspended') void ctx.current.resume().catch(() => undefined);
      beep(ctx.current, secondsLeft <= 3);
    } catch {
      // No sound is no reason to break the table.
    }
  }, [secondsLeft, on]);
  useEffect(
    () => () => {
      void ctx.current?.close().catch(() => undefined);
      ctx.current = null;
    },
    [],
  );
}
