import {
  Alert,
  Avatar,
  Box,
  Button,
  CircularProgress,
  FormControlLabel,
  Grid,
  Link,
  Radio,
  RadioGroup,
  Stack,
  Switch,
  Typography,
} from '@mui/material';
import { yupResolver } from '@hookform/resolvers/yup';
import { useEffect, useState } from 'react';
import type { ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import type { AuthResponse, ProfileForm } from '../../../protocol/account';
import {
  DEFAULT_BACKGROUND,
  FORM_ERROR_MESSAGE,
  PatreonStatus,
  avatarUrl,
  customBackgroundUrl,
  patreonStatus,
  profileFormSchema,
} from '../../../protocol/account';
import type { ClientUser, OptionSettings } from '../../../protocol/user';
import { DEFAULT_OPTION_SETTINGS } from '../../../protocol/user';
import { http } from '../../api/http';
import { ApiStatus } from '../../components/ApiStatus';
import { useAuthStore } from '../../stores/auth';
import { AccountPanel, FormField, useRequestStatus } from './AccountPanel';
import { eloDisplay } from './elo';
import { ReplaySharingSettings } from './ReplaySharingSettings';
import { CardSizeSection, GameSettingsSection, Section, TimersSection } from './ProfileSections';
import { cardSizeOf } from '../../../protocol/card-sizes';
import type { CardSize } from '../../../protocol/card-sizes';
import type { ProfileDraft } from './profile-payload';
import {
  avatarProblem,
  backgroundProblem,
  fileToBase64,
  profileSavePayload,
} from './profile-payload';

export const PROFILE_SAVED =
  'Profile saved successfully.  Please note settings changed here may only apply at the start of your next game.';

function SupporterLink({ user }: { user: ClientUser }) {
  const setUser = useAuthStore((s) => s.setUser);
  const [url, setUrl] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const linked = patreonStatus(user.patreon) !== PatreonStatus.Unlinked;
  useEffect(() => {
    if (linked) return;
    let active = true;
    http.get<{ url: string | null }>('/api/account/patreon').then(
      (response) => active && setUrl(response.data.url),
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [linked]);

  const unlink = async () => {
    setBusy(true);
    try {
      const { data } = await http.post<{ user: ClientUser }>('/api/account/unlinkPatreon');
      setUser(data.user);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack direction="row" spacing={2} sx={{ my: 1, alignItems: 'center' }}>
      <Typography>
        Supporter account:{' '}
        {patreonStatus(user.patreon) === PatreonStatus.Pledged
          ? 'Pledged'
          : linked
            ? 'Linked'
            : 'Unlinked'}
      </Typography>
      {linked ? (
        <Button variant="outlined" onClick={() => void unlink()} disabled={busy}>
          Unlink Account
        </Button>
      ) : (
        <Button variant="outlined" href={url ?? undefined} disabled={!url}>
          Link Account
        </Button>
      )}
    </Stack>
  );
}

/** Profile and settings (accounts-and-shell.md section 2 "Profile screen"). */
export function ProfilePage() {
  const user = useAuthStore((s) => s.user);
  if (!user) {
    return (
      <AccountPanel title="Profile">
        <Alert severity="error">You need to be logged in to view your profile.</Alert>
      </AccountPanel>
    );
  }
  return <ProfileEditor user={user} />;
}

function ProfileEditor({ user }: { user: ClientUser }) {
  const request = useRequestStatus();
  const { control, handleSubmit, reset } = useForm<ProfileForm>({
    resolver: yupResolver(profileFormSchema),
    defaultValues: { username: user.username, email: user.email, password: '', passwordAgain: '' },
  });
  const settings = user.settings;
  const [avatar, setAvatar] = useState<string | null>(null);
  const [avatarError, setAvatarError] = useState<string | null>(null);
  const [background, setBackground] = useState(settings.background ?? DEFAULT_BACKGROUND);
  const [customBackground, setCustomBackground] = useState<string | null>(null);
  const [backgroundError, setBackgroundError] = useState<string | null>(null);
  const [cardSize, setCardSize] = useState<CardSize>(cardSizeOf(settings.cardSize));
  const [eloOptOut, setEloOptOut] = useState(settings.eloOptOut === true);
  // Sharing is on unless turned off; showing the hand is off unless turned on.
  const [shareReplays, setShareReplays] = useState(settings.shareReplays !== false);
  const [showHand, setShowHand] = useState(settings.showHandInReplays === true);
  const [options, setOptions] = useState<OptionSettings>({
    ...DEFAULT_OPTION_SETTINGS,
    ...settings.optionSettings,
  });
  const elo = eloDisplay(user, eloOptOut);

  const chooseAvatar = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = avatarProblem(file);
    setAvatarError(problem);
    if (!problem) setAvatar(await fileToBase64(file));
  };

  const chooseBackground = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = backgroundProblem(file);
    setBackgroundError(problem);
    if (!problem) {
      setCustomBackground(await fileToBase64(file));
      setBackground('custom');
    }
  };

  const onSubmit = async (values: ProfileForm) => {
    if (avatarError || backgroundError) {
      request.fail(FORM_ERROR_MESSAGE);
      return;
    }
    const draft: ProfileDraft = {
      username: values.username,
      email: values.email,
      password: values.password ?? '',
      avatar,
      background,
      customBackground,
      cardSize,
      eloOptOut,
      shareReplays,
      showHandInReplays: showHand,
      optionSettings: options,
    };
    request.start();
    try {
      const { data } = await http.put<Omit<AuthResponse, 'refreshToken'>>(
        `/api/account/${encodeURIComponent(user.username)}`,
        profileSavePayload(draft),
      );
      // The new token replaces the old one and re-authenticates the lobby socket.
      const { refreshToken } = useAuthStore.getState();
      useAuthStore.getState().setLogin(data.user, data.token, refreshToken);
      setAvatar(null);
      setCustomBackground(null);
      reset({
        username: data.user.username,
        email: data.user.email,
        password: '',
        passwordAgain: '',
      });
      request.succeed(PROFILE_SAVED);
      request.later(5000, request.clear);
    } catch (error) {
      request.fail(error);
    }
  };

  const avatarSrc = avatar
    ? `data:image;base64,${avatar}`
    : user.avatar
      ? avatarUrl(user.avatar)
      : undefined;
  const customPreview = customBackground
    ? `data:image;base64,${customBackground}`
    : settings.customBackground
      ? customBackgroundUrl(settings.customBackground)
      : null;

  return (
    <AccountPanel title="Profile" maxWidth={900}>
      <Stack direction="row" spacing={2} sx={{ mb: 1, flexWrap: 'wrap' }}>
        <Link component={RouterLink} to="/blocklist">
          Block list
        </Link>
        <Link component={RouterLink} to="/security">
          Active sessions
        </Link>
        <Link component={RouterLink} to="/profile/stats">
          Game stats
        </Link>
        <Link component={RouterLink} to="/profile/alts">
          Alt arts
        </Link>
      </Stack>
      <Box
        component="form"
        noValidate
        onSubmit={handleSubmit(onSubmit, () => request.fail(FORM_ERROR_MESSAGE))}
      >
        <Section title="Profile">
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 8 }}>
              <FormField
                control={control}
                name="username"
                label="Username"
                slotProps={{ input: { readOnly: true } }}
              />
              <FormField control={control} name="email" label="Email" type="email" />
              <FormField
                control={control}
                name="password"
                label="New password"
                type="password"
                autoComplete="new-password"
                helperText="Leave blank to keep your password"
              />
              <FormField
                control={control}
                name="passwordAgain"
                label="New password (again)"
                type="password"
                autoComplete="new-password"
              />
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <Stack spacing={1} sx={{ alignItems: 'center' }}>
                <Avatar
                  src={avatarSrc}
                  alt={`${user.username}'s avatar`}
                  sx={{ width: 96, height: 96 }}
                  data-testid="profile-avatar"
                />
                <Button component="label" variant="outlined" size="small">
                  Change avatar
                  <input
                    hidden
                    type="file"
                    accept=".jpg,.jpeg,.gif,.png,image/jpeg,image/gif,image/png"
                    aria-label="Avatar image"
                    onChange={(event) => void chooseAvatar(event)}
                  />
                </Button>
                {avatarError && <Typography color="error">{avatarError}</Typography>}
              </Stack>
            </Grid>
          </Grid>
          <SupporterLink user={user} />
          <Stack direction="row" spacing={2} sx={{ my: 1, alignItems: 'center' }}>
            <Typography>
              Elo rating: <span data-testid="elo-rating">{elo.text}</span>
            </Typography>
            {elo.showLeaderboard && (
              <Link component={RouterLink} to="/results">
                View Elo Leaderboard
              </Link>
            )}
          </Stack>
          <FormControlLabel
            control={
              <Switch
                checked={eloOptOut}
                onChange={(event) => setEloOptOut(event.target.checked)}
              />
            }
            label="Elo Ladder Opt Out"
          />
          <ReplaySharingSettings
            shareReplays={shareReplays}
            onShareReplays={setShareReplays}
            showHand={showHand}
            onShowHand={setShowHand}
          />
        </Section>

        <Section title="Game Board Background">
          <RadioGroup
            row
            value={background}
            onChange={(event) => setBackground(event.target.value)}
            aria-label="Game Board Background"
          >
            <FormControlLabel value="none" control={<Radio />} label="None" />
            <FormControlLabel value={DEFAULT_BACKGROUND} control={<Radio />} label="Ashes Reborn" />
            <FormControlLabel
              value="custom"
              control={<Radio />}
              label="Custom"
              disabled={!customPreview}
            />
          </RadioGroup>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Button component="label" variant="outlined" size="small">
              Upload a custom background
              <input
                hidden
                type="file"
                accept="image/png,image/jpeg"
                aria-label="Custom background image"
                onChange={(event) => void chooseBackground(event)}
              />
            </Button>
            {customPreview && (
              <Box
                component="img"
                src={customPreview}
                alt="Custom background"
                sx={{ height: 60, borderRadius: 1 }}
              />
            )}
          </Stack>
          {backgroundError && <Typography color="error">{backgroundError}</Typography>}
        </Section>

        <CardSizeSection value={cardSize} onChange={setCardSize} />
        <TimersSection options={options} onChange={setOptions} />
        <GameSettingsSection options={options} onChange={setOptions} />

        <ApiStatus state={request.status} onClose={request.clear} />
        <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={request.status?.loading}>
          Save
          {request.status?.loading && <CircularProgress size={16} sx={{ ml: 1 }} />}
        </Button>
      </Box>
    </AccountPanel>
  );
}
