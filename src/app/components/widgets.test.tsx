import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AlertPanel } from './AlertPanel';
import { ApiStatus } from './ApiStatus';
import { Avatar } from './Avatar';
import { PlayerName } from './PlayerName';

describe('shared widgets', () => {
  it('alert panel makes URLs clickable and knows all six types', () => {
    const html = renderToString(
      <AlertPanel type="warning" message="See https://example.org/rules. Thanks" />,
    );
    expect(html).toContain('href="https://example.org/rules"');
    expect(html).toContain('target="_blank"');
    expect(html).toContain('. Thanks');
    for (const type of ['default', 'primary', 'info', 'warning', 'danger', 'success'] as const) {
      expect(renderToString(<AlertPanel type={type} message="x" />)).toContain(
        `data-alert-type="${type}"`,
      );
    }
    expect(renderToString(<AlertPanel type="danger" message="x" />)).toContain('Error');
  });

  it('API status is hidden while loading, green on success, red with a list otherwise', () => {
    expect(
      renderToString(<ApiStatus state={{ loading: true, success: false, message: 'x' }} />),
    ).toBe('');
    expect(renderToString(<ApiStatus state={undefined} />)).toBe('');
    const ok = renderToString(
      <ApiStatus state={{ loading: false, success: true, message: 'Saved' }} />,
    );
    expect(ok).toContain('MuiAlert-colorSuccess');
    const failed = renderToString(
      <ApiStatus
        state={{ loading: false, success: false, message: ['Name is required', 'Bad dice'] }}
        onClose={() => undefined}
      />,
    );
    expect(failed).toContain('MuiAlert-colorError');
    expect(failed).toContain('<li>Name is required</li><li>Bad dice</li>');
    expect(failed).toContain('aria-label="Close"');
  });

  it('avatar uses /img/avatar/{avatar}.png, or the initial without one', () => {
    expect(renderToString(<Avatar avatar="ember" username="ember" />)).toContain(
      'src="/img/avatar/ember.png"',
    );
    expect(renderToString(<Avatar avatar={null} username="ash" />)).toContain('>A<');
  });

  it('player name shows the favourite colour, the role class and the new-player sprout', () => {
    const fresh = renderToString(
      <PlayerName name="ember" faveColor="#ff8800" role="Supporter" gamesPlayed={11} />,
    );
    expect(fresh).toContain('role-supporter');
    expect(fresh).toContain('color:#ff8800');
    expect(fresh).toContain('aria-label="New player"');
    const veteran = renderToString(<PlayerName name="ash" role="admin" gamesPlayed={12} />);
    expect(veteran).not.toContain('New player');
    expect(veteran).toContain('role-admin');
  });
});
