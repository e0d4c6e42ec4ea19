import type { AxiosError } from 'axios';
import { useState } from 'react';
import { http } from '../../api/http';
import { ApiStatus } from '../../components/ApiStatus';
import { AccountPanel, useRequestStatus } from '../account/AccountPanel';
import { AltArtsEditor } from './AltArtsEditor';
import { USER_NOT_FOUND } from './UsersPage';
import { UserSearch } from './UserSearch';

/** Alt-art administration: find a user, then add or remove their alt arts. */
export function UserAltsPage() {
  const search = useRequestStatus();
  const [username, setUsername] = useState<string | null>(null);

  const find = async (name: string) => {
    search.start();
    try {
      const { data } = await http.get<{ user: { username: string } }>(
        `/api/user/${encodeURIComponent(name)}/alts`,
      );
      setUsername(data.user.username);
      search.succeed('User details loaded');
      search.later(3000, search.clear);
    } catch (error) {
      setUsername(null);
      search.fail((error as AxiosError).response?.status === 404 ? USER_NOT_FOUND : error);
    }
  };

  return (
    <AccountPanel title="User alts" maxWidth={900}>
      <UserSearch loading={!!search.status?.loading} onSearch={(name) => void find(name)} />
      <ApiStatus state={search.status} onClose={search.clear} />
      {username && <AltArtsEditor key={username} username={username} />}
    </AccountPanel>
  );
}
