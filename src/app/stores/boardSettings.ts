/**
 * What a game board takes from the signed-in user's profile (game-board.md section 3: account
 * settings cardSize, optionSettings leftMode and compactLayout, and the game background), and
 * how view settings changed on the board go back into the profile.
 */
import type { GameStore, GameStoreInit, ViewSettings } from '../../board/store/gameStore';
import type { ClientUser, UserSettings } from '../../protocol/user';
import { DEFAULT_OPTION_SETTINGS } from '../../protocol/user';
import { errorMessage, http } from '../api/http';
import { cardSizeOf } from '../../protocol/card-sizes';
import { DEFAULT_BACKGROUND, backgroundUrl } from '../layout/Background';
import { useAuthStore } from './auth';
import { toast } from './toasts';

/** Board changes are saved this long after the last one (clicking Larger cards twice saves once). */
export const VIEW_SETTINGS_SAVE_DELAY_MS = 800;

export const VIEW_SETTINGS_NOT_SAVED = 'Your board settings could not be saved';

export function profileViewSettings(settings: UserSettings | undefined): ViewSettings {
  const options = settings?.optionSettings;
  return {
    leftMode: options?.leftMode ?? DEFAULT_OPTION_SETTINGS.leftMode,
    compactLayout: options?.compactLayout ?? DEFAULT_OPTION_SETTINGS.compactLayout,
    cardSize: cardSizeOf(settings?.cardSize),
  };
}

/**
 * The profile's game background as the board's store holds it: a stock background's name,
 * 'none', or the uploaded image's URL for 'custom' (the default when no upload exists).
 */
export function profileBackground(settings: UserSettings | undefined): string {
  const choice = settings?.background || DEFAULT_BACKGROUND;
  if (choice !== 'custom') return choice;
  return settings?.customBackground
    ? backgroundUrl(choice, settings.customBackground)
    : DEFAULT_BACKGROUND;
}

/** A new game store's profile part: logged in or not, view settings and background. */
export function boardStoreInit(user: ClientUser | null): GameStoreInit {
  return {
    loggedIn: user !== null,
    viewSettings: profileViewSettings(user?.settings),
    background: profileBackground(user?.settings),
  };
}

function sameViewSettings(a: ViewSettings, b: ViewSettings): boolean {
  return (
    a.leftMode === b.leftMode && a.compactLayout === b.compactLayout && a.cardSize === b.cardSize
  );
}

/**
 * Saves view settings into the user's profile through the profile save (PUT
 * /api/account/{username}): only these settings are sent, the server keeps the rest. The
 * answer's user replaces the stored one, so a reload starts the board with them; the access
 * token is kept (a new one would re-authenticate the lobby socket mid-game).
 */
export async function saveViewSettings(user: ClientUser, settings: ViewSettings): Promise<void> {
  const { data } = await http.put<{ user: ClientUser }>(
    `/api/account/${encodeURIComponent(user.username)}`,
    {
      data: {
        username: user.username,
        email: user.email,
        password: null,
        avatar: null,
        settings: {
          cardSize: settings.cardSize,
          optionSettings: { leftMode: settings.leftMode, compactLayout: settings.compactLayout },
        },
      },
    },
  );
  if (useAuthStore.getState().user?.id === data.user.id) useAuthStore.getState().setUser(data.user);
}

export type ViewSettingsSaver = (user: ClientUser, settings: ViewSettings) => Promise<void>;

/** Stops watching; a change still waiting for its save is saved at once. */
export type StopPersisting = () => void;

/**
 * Watches a game store's view settings and saves each change to the signed-in user's profile
 * (after a short pause, so a run of steps is one save). Anonymous viewers keep theirs for the
 * page only. A failed save is shown as a toast.
 */
export function persistViewSettings(
  store: GameStore,
  save: ViewSettingsSaver = saveViewSettings,
  delayMs = VIEW_SETTINGS_SAVE_DELAY_MS,
): StopPersisting {
  let pending: ReturnType<typeof setTimeout> | null = null;
  const flush = () => {
    pending = null;
    const user = useAuthStore.getState().user;
    if (!user) return;
    const settings = store.getState().viewSettings;
    if (sameViewSettings(settings, profileViewSettings(user.settings))) return;
    save(user, settings).catch((error: unknown) => {
      const message = errorMessage(error);
      toast(
        `${VIEW_SETTINGS_NOT_SAVED}: ${Array.isArray(message) ? message.join(', ') : message}`,
        'warning',
      );
    });
  };
  const unsubscribe = store.subscribe((state, previous) => {
    if (state.viewSettings === previous.viewSettings) return;
    if (pending) clearTimeout(pending);
    pending = setTimeout(flush, delayMs);
  });
  return () => {
    unsubscribe();
    if (!pending) return;
    clearTimeout(pending);
    flush();
  };
}
