import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS, toast, useToastStore } from './toasts';

describe('toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    useToastStore.setState({ toasts: [] });
  });
  afterEach(() => vi.useRealTimers());

  const messages = () => useToastStore.getState().toasts.map((t) => t.message);

  it('shows the newest toast on top and ignores a duplicate', () => {
    toast('Deck added successfully', 'success');
    toast('Copied url to clipboard');
    toast('Deck added successfully', 'success');
    expect(messages()).toEqual(['Copied url to clipboard', 'Deck added successfully']);
  });

  it('removes each toast after four seconds', () => {
    toast('first');
    vi.advanceTimersByTime(2000);
    toast('second');
    vi.advanceTimersByTime(TOAST_DURATION_MS - 2000);
    expect(messages()).toEqual(['second']);
    vi.advanceTimersByTime(2000);
    expect(messages()).toEqual([]);
  });

  it('can be dismissed early, after which the same message may show again', () => {
    toast('again');
    const [shown] = useToastStore.getState().toasts;
    useToastStore.getState().dismiss(shown?.id ?? -1);
    toast('again');
    expect(messages()).toEqual(['again']);
  });
});
