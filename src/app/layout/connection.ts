import type { ConnectionState } from '../stores/lobby';

export type Tone = 'success' | 'warning' | 'error';

/** Ping colour: under 150 ms good, under 300 ms warning, otherwise danger. */
export function pingTone(ms: number): Tone {
  if (ms < 150) return 'success';
  if (ms < 300) return 'warning';
  return 'error';
}

export interface ConnectionView {
  /** Colour of the status light. */
  tone: Tone;
  text: string;
  /** Colour of the ping text, when a ping is shown. */
  pingTone: Tone | null;
}

/** How the status indicator shows a socket connection. */
export function connectionView(state: ConnectionState): ConnectionView {
  if (state.connected) {
    if (state.responseTime === null)
      return { tone: 'success', text: 'Waiting for ping', pingTone: null };
    const ms = Math.round(state.responseTime);
    return { tone: 'success', text: `${ms}ms`, pingTone: pingTone(ms) };
  }
  if (state.connecting) return { tone: 'warning', text: 'Connecting', pingTone: null };
  return { tone: 'error', text: 'Disconnected', pingTone: null };
}
