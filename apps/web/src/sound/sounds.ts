import { isSoundOn } from "./sound-preference";

/** The game's sounds, all made on the spot by oscillators: no audio files. */
type SoundName = "tick" | "chime" | "fanfare";

/** One blip: a pitch (Hz) starting `at` seconds in, lasting `length` seconds. */
interface Note {
  pitch: number;
  at: number;
  length: number;
  wave: OscillatorType;
  volume: number;
}

const note = (pitch: number, at: number, length: number, wave: OscillatorType = "sine", volume = 0.12) => ({
  pitch,
  at,
  length,
  wave,
  volume,
});

const C5 = 523.25;
const E5 = 659.25;
const G5 = 783.99;
const C6 = 1046.5;

const SOUNDS: Record<SoundName, Note[]> = {
  // A short soft click: a guess appears.
  tick: [note(880, 0, 0.05, "triangle", 0.08)],
  // Two bright bells: a right guess, or a word revealed.
  chime: [note(E5 * 2, 0, 0.35), note(G5 * 2, 0.09, 0.45)],
  // A rising arpeggio and a held chord: the podium.
  fanfare: [
    note(C5, 0, 0.16, "triangle"),
    note(E5, 0.14, 0.16, "triangle"),
    note(G5, 0.28, 0.16, "triangle"),
    note(C6, 0.42, 0.7, "triangle"),
    note(G5, 0.42, 0.7, "sine", 0.08),
    note(E5, 0.42, 0.7, "sine", 0.08),
  ],
};

let context: AudioContext | null | undefined;

/** The page's one audio context, made on first use; null where the browser has none (or jsdom). */
function audio(): AudioContext | null {
  if (context !== undefined) return context;
  const Context =
    globalThis.AudioContext ??
    (globalThis as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  try {
    context = Context ? new Context() : null;
  } catch {
    context = null;
  }
  return context;
}

/** Browsers start audio suspended until the player interacts: call this from a click. */
export function unlockAudio(): void {
  const ctx = audio();
  if (ctx?.state === "suspended") ctx.resume().catch(() => undefined);
}

/** Plays a sound if the player turned sound on; silently nothing where audio is unavailable. */
export function playSound(name: SoundName): void {
  if (!isSoundOn()) return;
  const ctx = audio();
  if (!ctx) return;
  if (ctx.state === "suspended") ctx.resume().catch(() => undefined);
  const start = ctx.currentTime + 0.01;
  for (const { pitch, at, length, wave, volume } of SOUNDS[name]) {
    const oscillator = ctx.createOscillator();
    const gain = ctx.createGain();
    oscillator.type = wave;
    oscillator.frequency.value = pitch;
    // A quick attack and an exponential fade, so no blip clicks.
    gain.gain.setValueAtTime(0.0001, start + at);
    gain.gain.exponentialRampToValueAtTime(volume, start + at + 0.01);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + at + length);
    oscillator.connect(gain).connect(ctx.destination);
    oscillator.start(start + at);
    oscillator.stop(start + at + length + 0.02);
  }
}
