import type { AxiosError, AxiosInstance } from 'axios';
import { navigateTo } from '../routing/navigation';

/** Where any request answered 403 sends the user. */
export const UNAUTHORISED_PATH = '/unauth';

/** Sends the user to the Unauthorised page whenever the API answers 403; returns an uninstaller. */
export function installForbiddenRedirect(
  client: AxiosInstance,
  go: (path: string) => void = navigateTo,
): () => void {
  const id = client.interceptors.response.use(undefined, (error: AxiosError) => {
    if (error.response?.status === 403) go(UNAUTHORISED_PATH);
    return Promise.reject(error);
  });
  return () => client.interceptors.response.eject(id);
}
