// A stand-in for the browser's sound (jsdom has no WebAudio), for the tests of the hooks that beep.
import { vi } from 'vitest';

/** Installs a stand-in AudioContext; the returned list gets each beep's frequency as it starts. */
export function mockAudio(): number[] {
  const started: number[] = [];
  class FakeContext {
    state = 'running';
    currentTime = 0;
    destination = {};
    createOscillator() {
      const osc = {
        type: 'sine',
        frequency: { value: 0 },
        connect: vi.fn(),
        start: () => started.push(osc.frequency.value),
        stop: vi.fn(),
      };
      return osc;
    }
    createGain() {
      return { gain: { setValueAtTime: vi.fn(), exponentialRampToValueAtTime: vi.fn() }, connect: vi.fn() };
    }
    resume = () => Promise.resolve();
    close = () => Promise.resolve();
  }
  vi.stubGlobal('AudioContext', FakeContext);
  return started;
}
