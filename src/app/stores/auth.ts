import { create } from 'zustand';
import type { ClientUser, PermissionFlag } from '../../protocol/user';

/** Who is signed in, and their tokens. The account pages and the HTTP client keep it current. */
export interface AuthState {
  user: ClientUser | null;
  token: string | null;
  refreshToken: string | null;
  setLogin(user: ClientUser, token: string, refreshToken: string | null): void;
  setUser(user: ClientUser): void;
  setToken(token: string): void;
  clear(): void;
}

export const useAuthStore = create<AuthState>((set) => ({
  user: null,
  token: null,
  refreshToken: null,
  setLogin: (user, token, refreshToken) => set({ user, token, refreshToken }),
  setUser: (user) => set({ user }),
  setToken: (token) => set({ token }),
  clear: () => set({ user: null, token: null, refreshToken: null }),
}));

export function hasPermission(user: ClientUser | null, flag: PermissionFlag): boolean {
  return user?.permissions[flag] === true;
}
