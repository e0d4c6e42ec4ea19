import { AppLink, HelpArticle, Para, Section } from './HelpArticle';

export const RELEASE_DATE = '2025-09-24';
export const BUILD = 418;

/** /about: what Ashtable is and who it is for. */
export function AboutPage() {
  return (
    <HelpArticle title="About">
      <Para>
        Ashtable is a place to play Ashes Reborn online: a lobby to meet opponents, a deck builder
        with the preconstructed decks, live games with a rules engine, replays, statistics and an
        Elo ladder.
      </Para>
      <Section title="A fan project">
        <Para>
          Ashtable is made by players for players. It is free, it is not affiliated with the
          publisher of the game, and all artwork on the site is original. Card texts come from the
          community card database.
        </Para>
        <Para>
          Supporters help pay for the servers and get a few extras, such as premium decks. Nobody
          needs to pay to play.
        </Para>
      </Section>
      <Section title="Getting involved">
        <Para>
          Bug reports, card rulings and ideas are welcome: see the{' '}
          <AppLink to="/community">Community</AppLink> page for where to find other players.
        </Para>
      </Section>
      <Section title="Version">
        <Para>
          Release {RELEASE_DATE}, build {BUILD}.
        </Para>
      </Section>
    </HelpArticle>
  );
}
