import type { Howl } from 'howler';

/** The desktop notification closes itself after 5 s (lobby-and-results.md section 9). */
export const NOTIFICATION_CLOSE_MS = 5000;

let sound: Howl | null = null;

/** Tells a game's owner that a second player joined: a short sound and a desktop notice. */
export function notifyPlayerJoined(gameName: string, playerName: string): void {
  // The sound library loads with the first join it announces, not with the lobby.
  void import('howler')
    .then(({ Howl: HowlPlayer }) => {
      sound ??= new HowlPlayer({ src: ['/sound/newplayer.wav'], volume: 0.6 });
      sound.play();
    })
    .catch(() => {
      // No audio in this browser (or the chunk failed to load): the notification still goes out.
    });
  if (typeof Notification === 'undefined') return;
  const show = () => {
    const notice = new Notification('Ashtable - player joined', {
      body: `${playerName} has joined your game ${gameName}`,
      icon: '/favicon.svg',
    });
    setTimeout(() => notice.close(), NOTIFICATION_CLOSE_MS);
  };
  if (Notification.permission === 'granted') show();
  else if (Notification.permission !== 'denied') {
    void Notification.requestPermission().then((permission) => {
      if (permission === 'granted') show();
    });
  }
}

/** Asks for notification permission ahead of time, while the user is creating a game. */
export function prepareNotifications(): void {
  if (typeof Notification !== 'undefined' && Notification.permission === 'default') {
    void Notification.requestPermission();
  }
}
