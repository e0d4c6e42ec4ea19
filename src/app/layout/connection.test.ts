import { describe, expect, it } from 'vitest';
import { connectionView, pingTone } from './connection';

describe('connection status indicator', () => {
  it('colours the ping by the 150 and 300 ms thresholds', () => {
    expect(pingTone(0)).toBe('success');
    expect(pingTone(149)).toBe('success');
    expect(pingTone(150)).toBe('warning');
    expect(pingTone(299)).toBe('warning');
    expect(pingTone(300)).toBe('error');
  });

  it('shows the ping, waiting, connecting and disconnected states', () => {
    expect(connectionView({ connected: true, connecting: false, responseTime: 42.4 })).toEqual({
      tone: 'success',
      text: '42ms',
      pingTone: 'success',
    });
    expect(connectionView({ connected: true, connecting: false, responseTime: null }).text).toBe(
      'Waiting for ping',
    );
    expect(connectionView({ connected: false, connecting: true, responseTime: 20 })).toEqual({
      tone: 'warning',
      text: 'Connecting',
      pingTone: null,
    });
    expect(connectionView({ connected: false, connecting: false, responseTime: 20 })).toEqual({
      tone: 'error',
      text: 'Disconnected',
      pingTone: null,
    });
  });
});
