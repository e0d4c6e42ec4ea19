import { describe, expect, it } from 'vitest';
import {
  USERNAME_CHARACTERS_MESSAGE,
  isSupporter,
  loginSchema,
  optionSettingsSchema,
  patreonStatus,
  profileSaveSchema,
  refreshSchema,
  registerFormSchema,
  registerSchema,
} from './account';

/** The messages a schema gives for a value, or [] when it is valid. */
async function problems(
  schema: { validate: (v: unknown, o: object) => Promise<unknown> },
  value: unknown,
) {
  try {
    await schema.validate(value, { abortEarly: false });
    return [];
  } catch (error) {
    return error instanceof Error && 'errors' in error && Array.isArray(error.errors)
      ? error.errors
      : [String(error)];
  }
}

describe('account schemas (accounts-and-shell.md sections 5 and 7)', () => {
  it('registers with a 3-15 character username of a-z, 0-9, _ and -', async () => {
    const valid = { username: 'alice_1', email: 'alice@example.com', password: 'secret1' };
    expect(await problems(registerSchema, valid)).toEqual([]);
    expect(await problems(registerSchema, { ...valid, username: 'al' })).toEqual([
      'Username must be at least 3 characters and no more than 15 characters long',
    ]);
    expect(await problems(registerSchema, { ...valid, username: 'a l i c e' })).toEqual([
      USERNAME_CHARACTERS_MESSAGE,
    ]);
    expect(await problems(registerSchema, { ...valid, email: 'nope', password: '123' })).toEqual([
      'Please enter a valid email address',
      'Password must be at least 6 characters',
    ]);
  });

  it('asks the register form for a matching confirmation', async () => {
    const form = { username: 'alice', email: 'a@example.com', password: 'secret1' };
    expect(await problems(registerFormSchema, { ...form, password1: 'secret1' })).toEqual([]);
    expect(await problems(registerFormSchema, { ...form, password1: 'secret2' })).toEqual([
      'The passwords you have entered do not match',
    ]);
  });

  it('refuses a login without a password and a refresh token of the wrong shape', async () => {
    expect(await problems(loginSchema, { username: 'alice' })).toEqual([
      'You must specify a password',
    ]);
    expect(await problems(refreshSchema, { token: { id: 'x', token: 'y' } })).toEqual([]);
    expect(await problems(refreshSchema, { token: { id: 5, token: 'y' } })).not.toEqual([]);
    expect(await problems(refreshSchema, {})).not.toEqual([]);
  });

  it('keeps game settings only by their names, timers as whole seconds from 0 to 10', async () => {
    expect(await problems(optionSettingsSchema, { bluffTimer: 3, leftMode: true })).toEqual([]);
    expect(await problems(optionSettingsSchema, { bluffTimer: 11 })).toEqual([
      'Timers must be between 0 and 10',
    ]);
    expect(await problems(optionSettingsSchema, { bluffTimer: 1.5 })).toEqual([
      'Timers must be whole seconds',
    ]);
    // A name the schema does not know is dropped, never stored.
    expect(await optionSettingsSchema.validate({ stealHands: true, leftMode: true })).toEqual({
      leftMode: true,
    });
  });

  it('refuses an unknown card size and a background name that is not a plain name', async () => {
    const data = { username: 'alice', email: 'a@example.com', password: null };
    expect(
      await problems(profileSaveSchema, { data: { ...data, settings: { cardSize: 'large' } } }),
    ).toEqual([]);
    expect(
      await problems(profileSaveSchema, { data: { ...data, settings: { cardSize: 'huge' } } }),
    ).toEqual(['Unknown card size']);
    expect(
      await problems(profileSaveSchema, { data: { ...data, settings: { background: '../x' } } }),
    ).toEqual(['Unknown background']);
  });

  it('tells supporters by pledge or permission', () => {
    expect(patreonStatus(undefined)).toBe(0);
    expect(patreonStatus('linked')).toBe(1);
    expect(patreonStatus('pledged')).toBe(2);
    expect(isSupporter({ patreon: 'linked', permissions: {} })).toBe(false);
    expect(isSupporter({ patreon: 'pledged', permissions: {} })).toBe(true);
    expect(isSupporter({ patreon: null, permissions: { isSupporter: true } })).toBe(true);
  });
});
