import { AppLink, HelpArticle, List, Para, Section } from './HelpArticle';

/** /community: where players meet, without guessing at addresses that change. */
export function CommunityPage() {
  return (
    <HelpArticle title="Community">
      <Para>
        The game lives on through its community. These are the places where Ashtable players meet.
      </Para>
      <Section title="The lobby">
        <Para>
          The lobby chat on the <AppLink to="/">Play</AppLink> page is the quickest way to find a
          game right now. Be kind: chat moderators can remove messages, and you can block anyone
          from your <AppLink to="/blocklist">block list</AppLink>.
        </Para>
      </Section>
      <Section title="The community Discord">
        <Para>
          The community chat server is where players arrange games, run leagues and tournaments,
          discuss decks and rulings, and report bugs in its #software-dev channel. Ask any player in
          the lobby for an invitation.
        </Para>
      </Section>
      <Section title="The community wiki">
        <Para>
          The player-run wiki collects rules explanations, card rulings, deck guides and the
          organised-play documents, including the current chained list (also summarised in our{' '}
          <AppLink to="/faq">FAQ</AppLink>).
        </Para>
      </Section>
      <Section title="Leagues and events">
        <List>
          <li>The Phoenix League and the First Five League run ranked seasons on Ashtable.</li>
          <li>Tagged games from events are collected so that organisers can report standings.</li>
          <li>Casual nights and teaching sessions are announced in the Discord.</li>
        </List>
      </Section>
    </HelpArticle>
  );
}
