import { describe, expect, it } from 'vitest';
import { DEFAULT_OPTION_SETTINGS } from '../../../protocol/user';
import { profileSaveSchema } from '../../../protocol/account';
import { profileSavePayload } from './profile-payload';

describe('the profile save payload', () => {
  it('sends the replay sharing settings, which the server schema accepts', async () => {
    const payload = profileSavePayload({
      username: 'alice',
      email: 'alice@example.test',
      password: '',
      avatar: null,
      background: 'ashes',
      customBackground: null,
      cardSize: 'normal',
      eloOptOut: false,
      shareReplays: false,
      showHandInReplays: true,
      optionSettings: DEFAULT_OPTION_SETTINGS,
    });
    expect(payload.data.settings).toMatchObject({ shareReplays: false, showHandInReplays: true });
    await expect(profileSaveSchema.validate(payload)).resolves.toBeTruthy();
  });
});
