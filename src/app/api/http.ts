import axios from 'axios';
import type { AxiosError, AxiosInstance } from 'axios';

/** Text for a request that got no answer at all. */
export const TRANSPORT_ERROR =
  'An error occured communicating with the server.  Please try again later.';

/** The REST client: a bearer token on every call; auth hooks are installed by the auth store. */
export const http: AxiosInstance = axios.create({ baseURL: '/', timeout: 20_000 });

/** The message to show for a failed call: the server's own text, or the transport error. */
export function errorMessage(error: unknown): string | string[] {
  const axiosError = error as AxiosError<{ message?: unknown }>;
  const message = axiosError.response?.data?.message;
  if (typeof message === 'string' && message.length > 0) return message;
  if (Array.isArray(message)) return message.map(String);
  if (message && typeof message === 'object') return Object.values(message).map(String);
  return TRANSPORT_ERROR;
}
