/**
 * The game's sounds, synthesised with WebAudio (no audio files): each cue is a short list of
 * notes played on oscillators through one gain envelope per note.
 */

/** What a sound says: dice rolled, a region conquered. */
export type Cue = "dice" | "conquest";

/** One note: when it starts (seconds after the cue), how long, its pitch and waveform. */
export interface Note {
  readonly at: number;
  readonly duration: number;
  readonly frequency: number;
  readonly wave: OscillatorType;
  readonly volume: number;
}

/** The notes of each cue: dice are three quick low clicks, a conquest a rising major arpeggio. */
export const CUES: Readonly<Record<Cue, readonly Note[]>> = {
  dice: [
    { at: 0, duration: 0.035, frequency: 210, wave: "square", volume: 0.08 },
    { at: 0.07, duration: 0.035, frequency: 260, wave: "square", volume: 0.07 },
    { at: 0.15, duration: 0.04, frequency: 180, wave: "square", volume: 0.08 },
  ],
  conquest: [
    { at: 0, duration: 0.12, frequency: 523.25, wave: "triangle", volume: 0.16 },
    { at: 0.1, duration: 0.12, frequency: 659.25, wave: "triangle", volume: 0.16 },
    { at: 0.2, duration: 0.22, frequency: 783.99, wave: "triangle", volume: 0.16 },
  ],
};

/** Schedules a cue's notes on `context`, starting now. */
export function playCue(context: AudioContext, cue: Cue): void {
  const start = context.currentTime;
  for (const note of CUES[cue]) {
    const osc = context.createOscillator();
    const gain = context.createGain();
    osc.type = note.wave;
    osc.frequency.value = note.frequency;
    const t0 = start + note.at;
    // A quick attack and an exponential release, so notes do not click.
    gain.gain.setValueAtTime(0.0001, t0);
    gain.gain.exponentialRampToValueAtTime(note.volume, t0 + 0.008);
    gain.gain.exponentialRampToValueAtTime(0.0001, t0 + note.duration);
    osc.connect(gain).connect(context.destination);
    osc.start(t0);
    osc.stop(t0 + note.duration + 0.02);
  }
}
