/**
 * The frame's sounds, synthesised with WebAudio (no files to download): short envelopes over
 * oscillators and a noise burst. Off by default; the player's choice is kept in localStorage.
 * The AudioContext is created on the first sound after the player turned sound on (a click), as
 * browsers only allow audio to start from a user gesture.
 */
import type { SoundName } from '../games/types.ts';

const STORAGE_KEY = 'croupier:sound';

interface Tone {
  type: OscillatorType;
  /** Start and end frequency (Hz): a glide when they differ. */
  from: number;
  to: number;
  /** Offset from the sound's start and length, seconds. */
  at: number;
  length: number;
  gain: number;
}

const TONES: Record<Exclude<SoundName, 'chip' | 'card'>, Tone[]> = {
  click: [{ type: 'square', from: 1800, to: 1200, at: 0, length: 0.03, gain: 0.08 }],
  spin: [{ type: 'sawtooth', from: 180, to: 520, at: 0, length: 0.35, gain: 0.05 }],
  stop: [{ type: 'triangle', from: 260, to: 120, at: 0, length: 0.09, gain: 0.2 }],
  tick: [{ type: 'square', from: 2400, to: 2400, at: 0, length: 0.015, gain: 0.05 }],
  lose: [
    { type: 'triangle', from: 392, to: 370, at: 0, length: 0.16, gain: 0.12 },
    { type: 'triangle', from: 311, to: 262, at: 0.15, length: 0.3, gain: 0.12 },
  ],
  win: [523, 659, 784].map((f, i) => ({
    type: 'triangle' as const,
    from: f,
    to: f,
    at: i * 0.09,
    length: 0.18,
    gain: 0.16,
  })),
  bigwin: [523, 659, 784, 1047, 784, 1047, 1319].map((f, i) => ({
    type: i % 2 ? ('square' as const) : ('triangle' as const),
    from: f,
    to: f,
    at: i * 0.1,
    length: i === 6 ? 0.5 : 0.16,
    gain: 0.1,
  })),
};

/** Noise bursts: a chip landing (bright, short) and a card slide (soft, longer). */
const NOISE: Record<'chip' | 'card', { length: number; filter: number; gain: number }> = {
  chip: { length: 0.05, filter: 3500, gain: 0.35 },
  card: { length: 0.12, filter: 1800, gain: 0.25 },
};

export interface SoundPlayer {
  enabled(): boolean;
  /** Listen for the switch (React's useSyncExternalStore). */
  subscribe(listener: () => void): () => void;
  setEnabled(on: boolean): void;
  play(name: SoundName): void;
}

export function readSoundChoice(storage: Pick<Storage, 'getItem'> | null): boolean {
  try {
    return storage?.getItem(STORAGE_KEY) === 'on';
  } catch {
    return false;
  }
}

export function createSoundPlayer(
  storage: Pick<Storage, 'getItem' | 'setItem'> | null,
): SoundPlayer {
  let on = readSoundChoice(storage);
  let context: AudioContext | null = null;
  const listeners = new Set<() => void>();

  function audio(): AudioContext | null {
    if (context) return context;
    const Ctor = globalThis.AudioContext as typeof AudioContext | undefined;
    if (!Ctor) return null;
    try {
      context = new Ctor();
    } catch {
      return null;
    }
    return context;
  }

  function tone(ctx: AudioContext, t: Tone, start: number) {
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.type = t.type;
    osc.frequency.setValueAtTime(t.from, start + t.at);
    if (t.to !== t.from) osc.frequency.exponentialRampToValueAtTime(t.to, start + t.at + t.length);
    gain.gain.setValueAtTime(0.0001, start + t.at);
    gain.gain.exponentialRampToValueAtTime(t.gain, start + t.at + 0.008);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + t.at + t.length);
    osc.connect(gain).connect(ctx.destination);
    osc.start(start + t.at);
    osc.stop(start + t.at + t.length + 0.02);
  }

  function noise(ctx: AudioContext, spec: { length: number; filter: number; gain: number }) {
    const frames = Math.ceil(ctx.sampleRate * spec.length);
    const buffer = ctx.createBuffer(1, frames, ctx.sampleRate);
    const data = buffer.getChannelData(0);
    // Sound texture only, not an outcome: Math.random is fine here.
    for (let i = 0; i < frames; i += 1) data[i] = (Math.random() * 2 - 1) * (1 - i / frames);
    const source = ctx.createBufferSource();
    source.buffer = buffer;
    const filter = ctx.createBiquadFilter();
    filter.type = 'bandpass';
    filter.frequency.value = spec.filter;
    const gain = ctx.createGain();
    gain.gain.value = spec.gain;
    source.connect(filter).connect(gain).connect(ctx.destination);
    source.start();
  }

  return {
    enabled: () => on,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setEnabled(value) {
      on = value;
      for (const listener of listeners) listener();
      try {
        storage?.setItem(STORAGE_KEY, value ? 'on' : 'off');
      } catch {
        // Not remembered; the switch still works for this visit.
      }
      if (value) void audio()?.resume();
    },
    play(name) {
      if (!on) return;
      const ctx = audio();
      if (!ctx) return;
      if (ctx.state === 'suspended') void ctx.resume();
      try {
        if (name === 'chip' || name === 'card') noise(ctx, NOISE[name]);
        else for (const t of TONES[name]) tone(ctx, t, ctx.currentTime);
      } catch {
        // A sound is never worth an error in the game.
      }
    },
  };
}
