import { Avatar as MuiAvatar } from '@mui/material';

/** The image path of a user's avatar. */
export function avatarUrl(avatar: string): string {
  return `/img/avatar/${encodeURIComponent(avatar)}.png`;
}

export interface AvatarProps {
  avatar: string | null | undefined;
  username: string;
  size?: number;
}

/** A user's avatar from /img/avatar/{avatar}.png; the initial letter when there is none. */
export function Avatar({ avatar, username, size = 32 }: AvatarProps) {
  return (
    <MuiAvatar
      src={avatar ? avatarUrl(avatar) : undefined}
      alt={username}
      sx={{ width: size, height: size, fontSize: size * 0.45, bgcolor: 'primary.dark' }}
    >
      {username.slice(0, 1).toUpperCase()}
    </MuiAvatar>
  );
}
