import { create } from 'zustand';

export type ToastSeverity = 'success' | 'info' | 'warning' | 'error';

export interface Toast {
  id: number;
  message: string;
  severity: ToastSeverity;
}

/** How long a toast stays on screen. */
export const TOAST_DURATION_MS = 4000;

export interface ToastState {
  /** Newest first. */
  toasts: Toast[];
  /**
   * Pixels kept free at the window's right edge: the game board's sidebar (card log, chat)
   * lies there, and a refused command's toast must not cover it.
   */
  rightInset: number;
  setRightInset(pixels: number): void;
  /**
   * Held back while the game board is a capture source (its streamer view): the board shows
   * the game's own events; messages of the app would only get in the picture.
   */
  held: boolean;
  setHeld(held: boolean): void;
  /** Shows a toast unless the same message is already showing; it goes away after 4 s. */
  show(message: string, severity?: ToastSeverity): void;
  dismiss(id: number): void;
}

let nextId = 1;

export const useToastStore = create<ToastState>((set, get) => ({
  toasts: [],
  rightInset: 0,
  setRightInset(pixels) {
    set({ rightInset: pixels });
  },
  held: false,
  setHeld(held) {
    set({ held });
  },
  show(message, severity = 'info') {
    if (get().toasts.some((toast) => toast.message === message)) return;
    const id = nextId++;
    set({ toasts: [{ id, message, severity }, ...get().toasts] });
    setTimeout(() => get().dismiss(id), TOAST_DURATION_MS);
  },
  dismiss(id) {
    set({ toasts: get().toasts.filter((toast) => toast.id !== id) });
  },
}));

/** Shows a toast from anywhere (event handlers, API callbacks). */
export function toast(message: string, severity: ToastSeverity = 'info'): void {
  useToastStore.getState().show(message, severity);
}
