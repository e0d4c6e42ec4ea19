import { AppLink, HelpArticle, List, Para, Section } from './HelpArticle';

/** /privacy: what is stored and why (linked from registration). */
export function PrivacyPage() {
  return (
    <HelpArticle title="Privacy Policy">
      <Para>
        This policy explains what Ashtable stores about you, why, and what you can do about it.
      </Para>
      <Section title="What we store">
        <List>
          <li>
            Your account: username, email address, a hash of your password (never the password
            itself), avatar, settings and permissions.
          </li>
          <li>Your decks, and the games you play with their results and Elo rating.</li>
          <li>
            Your active sessions with the IP address and time each was last used, so that you can
            see and end them on the <AppLink to="/security">Active Sessions</AppLink> page.
          </li>
          <li>Your block list, and the supporter link if you choose to link your account.</li>
        </List>
      </Section>
      <Section title="Why">
        <Para>
          To run the service: to sign you in, protect accounts from abuse, match you with opponents,
          keep your decks and show statistics. Email is used only for account messages such as
          activation and password resets. We do not sell data or show advertising.
        </Para>
      </Section>
      <Section title="What other people see">
        <Para>
          Other players see your username, avatar, favourite colour, role and game results. Your Elo
          rating appears on the leaderboard unless you opt out in your profile. Your email address
          and sessions are never shown to other players.
        </Para>
      </Section>
      <Section title="Cookies and local storage">
        <Para>
          The site keeps your sign-in tokens and language choice in your browser&apos;s storage. It
          cannot work without them, and it uses no tracking cookies.
        </Para>
      </Section>
      <Section title="Your choices">
        <Para>
          You can change your details in your <AppLink to="/profile">Profile</AppLink>, end sessions
          at any time, and ask the administrators to delete your account and its data.
        </Para>
      </Section>
    </HelpArticle>
  );
}
