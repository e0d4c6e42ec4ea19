import {
  Box,
  Button,
  Chip,
  FormControlLabel,
  Stack,
  Switch,
  Tab,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tabs,
  TextField,
  Typography,
} from '@mui/material';
import type { AxiosError } from 'axios';
import { useState } from 'react';
import type { AdminUserView, SessionView } from '../../../protocol/account';
import type { PermissionFlag } from '../../../protocol/user';
import { http } from '../../api/http';
import { ApiStatus } from '../../components/ApiStatus';
import { lobbyConnection } from '../../socket/lobby-socket';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { hasPermission, useAuthStore } from '../../stores/auth';
import { AccountPanel, useRequestStatus } from '../account/AccountPanel';
import { formatSessionTime } from '../account/SecurityPage';
import { AltArtsEditor } from './AltArtsEditor';
import { UserSearch } from './UserSearch';

export const USER_NOT_FOUND = 'User was not found.';

/** The Permissions tab's toggles, in the order and wording of the spec. */
export const PERMISSION_TOGGLES: { flag: PermissionFlag; label: string }[] = [
  { flag: 'canManageUsers', label: 'User Manager' },
  { flag: 'canManagePermissions', label: 'Permissions Manager' },
  { flag: 'canManageGames', label: 'Games Manager' },
  { flag: 'canManageNodes', label: 'Node Manager' },
  { flag: 'canModerateChat', label: 'Chat Moderator' },
  { flag: 'canVerifyDecks', label: 'Deck Verifier' },
  { flag: 'canManageBanlist', label: 'Banlist Manager' },
  { flag: 'canManageTournaments', label: 'Tournaments Manager' },
  { flag: 'isAdmin', label: 'Site Admin' },
  { flag: 'isContributor', label: 'Contributor' },
  { flag: 'isSupporter', label: 'Supporter' },
  { flag: 'isWinner', label: 'Tournament Winner' },
  { flag: 'isPreviousWinner', label: 'Previous Tournament Winner' },
  {
    flag: 'keepsSupporterWithNoPatreon',
    label: "Don't remove supporter when patreon expires/unlinks",
  },
];

interface FoundUser {
  user: AdminUserView;
  linkedAccounts: string[];
  sessions: SessionView[];
}

/** User administration: find a user, then edit details, alt arts, permissions and sessions. */
export function UsersPage() {
  const me = useAuthStore((s) => s.user);
  const canManagePermissions = hasPermission(me, 'canManagePermissions');
  const search = useRequestStatus();
  const save = useRequestStatus();
  const [found, setFound] = useState<FoundUser | null>(null);
  const [draft, setDraft] = useState<AdminUserView | null>(null);
  const [tab, setTab] = useState(0);
  const [searchKey, setSearchKey] = useState(0);
  const [confirmClear, setConfirmClear] = useState(false);

  const find = async (username: string) => {
    search.start();
    save.clear();
    try {
      const { data } = await http.get<FoundUser>(`/api/user/${encodeURIComponent(username)}`);
      setFound(data);
      setDraft(data.user);
      setTab(0);
      search.succeed('User details loaded');
      search.later(3000, search.clear);
    } catch (error) {
      setFound(null);
      setDraft(null);
      search.fail((error as AxiosError).response?.status === 404 ? USER_NOT_FOUND : error);
    }
  };

  const saveUser = async (change: Partial<AdminUserView>) => {
    if (!found) return;
    save.start();
    try {
      const { data } = await http.put<{ user: AdminUserView; message: string }>(
        `/api/user/${encodeURIComponent(found.user.username)}`,
        { userToChange: change },
      );
      setFound({ ...found, user: data.user });
      setDraft(data.user);
      save.succeed('User details saved.');
      save.later(5000, save.clear);
    } catch (error) {
      save.fail(error);
    }
  };

  const clearSessions = async () => {
    if (!found) return;
    setConfirmClear(false);
    save.start();
    try {
      await http.delete(`/api/user/${encodeURIComponent(found.user.username)}/sessions`);
      // The lobby drops the user's live connections too.
      void lobbyConnection.send({ type: 'clearsessions', username: found.user.username });
      setFound({ ...found, sessions: [] });
      save.succeed('Sessions cleared.');
      save.later(5000, save.clear);
    } catch (error) {
      save.fail(error);
    }
  };

  const tabs = [
    'User Details',
    'Alt Arts',
    ...(canManagePermissions ? ['Permissions'] : []),
    'Sessions',
  ];
  const current = tabs[tab];

  return (
    <AccountPanel title="User administration" maxWidth={900}>
      <UserSearch
        key={searchKey}
        loading={!!search.status?.loading}
        onSearch={(name) => void find(name)}
      />
      <ApiStatus state={search.status} onClose={search.clear} />
      {found && draft && (
        <Box>
          <Tabs value={tab} onChange={(_event, value: number) => setTab(value)} sx={{ mb: 2 }}>
            {tabs.map((label) => (
              <Tab key={label} label={label} />
            ))}
          </Tabs>
          <ApiStatus state={save.status} onClose={save.clear} />

          {current === 'User Details' && (
            <Stack spacing={1}>
              <Typography variant="h6">{found.user.username}</Typography>
              <Typography color="text.secondary">
                Registered {formatSessionTime(found.user.registered)}
                {found.user.lastLogin
                  ? `, last login ${formatSessionTime(found.user.lastLogin)}`
                  : ''}
                , {found.user.gamesPlayed} games played
                {found.user.activated ? '' : ', not activated'}
              </Typography>
              <FormControlLabel
                label="Verified"
                control={
                  <Switch
                    checked={draft.verified}
                    onChange={(event) => setDraft({ ...draft, verified: event.target.checked })}
                  />
                }
              />
              <FormControlLabel
                label="Disabled"
                control={
                  <Switch
                    checked={draft.disabled}
                    onChange={(event) => setDraft({ ...draft, disabled: event.target.checked })}
                  />
                }
              />
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <TextField
                  label="Favourite colour"
                  type="color"
                  size="small"
                  sx={{ width: 160 }}
                  value={draft.faveColor ?? '#ffffff'}
                  onChange={(event) => setDraft({ ...draft, faveColor: event.target.value })}
                />
                <Button onClick={() => setDraft({ ...draft, faveColor: null })}>No colour</Button>
              </Stack>
              <Box>
                <Typography variant="subtitle1">Possibly linked accounts</Typography>
                {found.linkedAccounts.length === 0 ? (
                  <Typography color="text.secondary">None found</Typography>
                ) : (
                  <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
                    {found.linkedAccounts.map((name) => (
                      <Chip
                        key={name}
                        label={name}
                        onClick={() => {
                          setSearchKey((k) => k + 1);
                          void find(name);
                        }}
                      />
                    ))}
                  </Stack>
                )}
              </Box>
              <Box>
                <Button
                  variant="contained"
                  onClick={() =>
                    void saveUser({
                      verified: draft.verified,
                      disabled: draft.disabled,
                      faveColor: draft.faveColor,
                    })
                  }
                >
                  Save
                </Button>
              </Box>
            </Stack>
          )}

          {current === 'Alt Arts' && <AltArtsEditor username={found.user.username} />}

          {current === 'Permissions' && (
            <Stack>
              {PERMISSION_TOGGLES.map(({ flag, label }) => (
                <FormControlLabel
                  key={flag}
                  label={label}
                  control={
                    <Switch
                      checked={draft.permissions[flag] === true}
                      onChange={(event) =>
                        setDraft({
                          ...draft,
                          permissions: { ...draft.permissions, [flag]: event.target.checked },
                        })
                      }
                    />
                  }
                />
              ))}
              <Box sx={{ mt: 1 }}>
                <Button
                  variant="contained"
                  onClick={() =>
                    void saveUser({
                      permissions: Object.fromEntries(
                        PERMISSION_TOGGLES.map(({ flag }) => [
                          flag,
                          draft.permissions[flag] === true,
                        ]),
                      ),
                    })
                  }
                >
                  Save
                </Button>
              </Box>
            </Stack>
          )}

          {current === 'Sessions' && (
            <Box>
              {found.sessions.length === 0 ? (
                <Typography>This user has no active sessions.</Typography>
              ) : (
                <Table size="small" aria-label="Sessions">
                  <TableHead>
                    <TableRow>
                      <TableCell>IP Address</TableCell>
                      <TableCell>Last Used</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {found.sessions.map((session) => (
                      <TableRow key={session.id}>
                        <TableCell>{session.ip}</TableCell>
                        <TableCell>{formatSessionTime(session.lastUsed)}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              )}
              <Button
                color="error"
                variant="contained"
                sx={{ mt: 2 }}
                disabled={found.sessions.length === 0}
                onClick={() => setConfirmClear(true)}
              >
                Clear sessions
              </Button>
            </Box>
          )}
        </Box>
      )}
      <ConfirmDialog
        open={confirmClear}
        title="Clear sessions"
        message={`Log ${found?.user.username ?? 'this user'} out of every session?`}
        confirmLabel="Clear"
        onCancel={() => setConfirmClear(false)}
        onConfirm={() => void clearSessions()}
      />
    </AccountPanel>
  );
}
