import type { CardSize } from '../../../protocol/card-sizes';
import type { OptionSettings } from '../../../protocol/user';

/** Everything the profile form holds besides the validated text fields. */
export interface ProfileDraft {
  username: string;
  email: string;
  password: string;
  /** A newly chosen avatar as base64, or null to keep the current one. */
  avatar: string | null;
  background: string;
  /** A newly uploaded custom background as base64. */
  customBackground: string | null;
  cardSize: CardSize;
  eloOptOut: boolean;
  shareReplays: boolean;
  showHandInReplays: boolean;
  optionSettings: OptionSettings;
}

/**
 * The save payload of section 3: background, card size and custom background only when set.
 * The timers always go: 0 is a real choice for them (no bluff pause).
 */
export function profileSavePayload(draft: ProfileDraft) {
  return {
    data: {
      username: draft.username,
      email: draft.email,
      password: draft.password,
      avatar: draft.avatar,
      settings: {
        optionSettings: draft.optionSettings,
        ...(draft.background ? { background: draft.background } : {}),
        ...(draft.cardSize ? { cardSize: draft.cardSize } : {}),
        eloOptOut: draft.eloOptOut,
        shareReplays: draft.shareReplays,
        showHandInReplays: draft.showHandInReplays,
      },
      ...(draft.background === 'custom' && draft.customBackground
        ? { customBackground: draft.customBackground }
        : {}),
    },
  };
}

/** Reads a chosen file as base64 (without the data: prefix). */
export function fileToBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

/** The client-side checks of section 5 (the server checks the bytes again). */
export function avatarProblem(file: File): string | null {
  if (!/\.(jpe?g|gif|png)$/i.test(file.name) || !/^image\/(jpeg|gif|png)$/.test(file.type)) {
    return 'Unsupported image format';
  }
  if (file.size > 102400) return 'Image must be less than 100KB in size';
  return null;
}

export function backgroundProblem(file: File): string | null {
  if (!/^image\/(png|jpeg)$/.test(file.type)) return 'File must be an image';
  if (file.size >= 5 * 1024 * 1024) return 'File must be less than 5MB';
  return null;
}
