/** One note: its pitch, when it starts after the call (s), how long it sounds (s), how loud and its timbre. */
export interface Tone {
  frequency: number;
  delay: number;
  length: number;
  peak: number;
  type: OscillatorType;
}

/**
 * Plays notes drawn with Web Audio (no sound file to load): the orders list's chime and the
 * kitchen screen's beeps. Each note fades in and out quickly so it does not click.
 */
export function playTones(audio: AudioContext, tones: readonly Tone[]): void {
  for (const tone of tones) {
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.type = tone.type;
    oscillator.frequency.value = tone.frequency;
    const at = audio.currentTime + tone.delay;
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(tone.peak, at + Math.min(0.02, tone.length / 10));
    gain.gain.exponentialRampToValueAtTime(0.0001, at + tone.length);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start(at);
    oscillator.stop(at + tone.length + 0.02);
  }
}
