import { Box, Link } from '@mui/material';
import { GuidedGameCard } from '../../guide/GuidedGameCard';
import { AutomationSummary } from './AutomationSummary';
import { AppLink, HelpArticle, List, Para, Section } from './HelpArticle';

/** Manual commands typed in the game chat, with what they are for. */
const MANUAL_COMMANDS: [string, string][] = [
  ['/draw x', 'draw x cards'],
  ['/discard x', 'discard x cards at random from your hand'],
  ['/discardfromdeck x', 'discard the top x cards of your deck'],
  ['/shuffle', 'shuffle your deck'],
  [
    '/move destination',
    'move the selected card to play, spellboard, deck, discard, hand or conjuration pile',
  ],
  ['/purge', 'remove the selected card from the game'],
  ['/conjuration', 'put a card from your conjuration pile into play'],
  ['/attach', 'attach the selected upgrade to a card'],
  ['/remove', 'remove the selected card'],
  ['/token type amount', 'add damage, exhaustion or status tokens to a card'],
  ['/givecontrol', 'give control of a card to your opponent'],
  ['/removeeffects', 'clear lasting effects from a card'],
  ['/addthreat', 'add threat to the Chimera (solo games)'],
  ['/revealaspect', 'reveal a face-down aspect (solo games)'],
  ['/cancelprompt', 'cancel the prompt you are stuck in'],
  ['/passactive', 'pass the active player to your opponent'],
  ['/firstplayer', 'choose the first player'],
  ['/manual', 'switch manual mode on or off'],
  ['/endgame', 'end the game'],
  ['/rematch', 'ask for a rematch once the game is over (each player then picks a deck)'],
];

/** /howtoplay: how the site works, in five topics. */
export function HowToPlayPage() {
  return (
    <HelpArticle title="How To Play">
      <Para>
        This page explains how to play on Ashtable. For the rules of the game itself, see the{' '}
        <AppLink to="/faq">FAQ</AppLink> for where to learn.
      </Para>
      <Box component="nav" aria-label="Topics" sx={{ mb: 2 }}>
        <List>
          <li>
            <Link href="#profile">Profile options</Link>
          </li>
          <li>
            <Link href="#automation">Bugs and automation</Link>
          </li>
          <li>
            <Link href="#commands">Manual commands</Link>
          </li>
          <li>
            <Link href="#stats">Stats, conceding and leaving</Link>
          </li>
          <li>
            <Link href="#streaming">Streaming and replays</Link>
          </li>
          <li>
            <Link href="#decks">Adding decks</Link>
          </li>
          <li>
            <Link href="#guided">The guided first game</Link>
          </li>
        </List>
      </Box>

      <Box id="guided">
        <Section title="The guided first game">
          <Para>
            New to the game? The guided first game is a practice game against the easy computer in
            which the board explains each step the first time you meet it. You can hide the guide at
            any time, leave the game and come back: the lessons you have been through stay done.
            Start it (again) here:
          </Para>
          <GuidedGameCard always />
        </Section>
      </Box>

      <Box id="profile">
        <Section title="Profile options">
          <Para>
            Your <AppLink to="/profile">Profile</AppLink> holds your avatar, email and password, and
            the settings that change how games feel:
          </Para>
          <List>
            <li>the board background, including one you upload yourself;</li>
            <li>the size of card images, from small to extra large;</li>
            <li>
              the bluff timer, which pauses briefly before passing so that opponents cannot tell
              whether you had a response, and the alert timer for attack alerts;
            </li>
            <li>
              switches such as ordering forced abilities yourself, confirming one-click actions,
              automatic cancelling, grouping tactics and the compact, left-handed layout.
            </li>
          </List>
          <Para>Settings changed during a game apply from your next game.</Para>
        </Section>
      </Box>

      <Box id="automation">
        <Section title="Bugs and automation">
          <Para>
            The rules engine runs the game itself: the first five, rolling and spending dice,
            meditating, dice powers, attacks, blocking and guarding, damage and destruction,
            recovery and the end of the round. Which cards it plays for you depends on the card:
          </Para>
          <AutomationSummary listCards />
          <Para>
            When you play a card that is not automated, carry out its text yourself with the manual
            commands below, or switch to manual mode (/manual), where you can move cards between
            piles and change dice freely.
          </Para>
          <Para>
            If a card does something it should not, fix the game state by hand, carry on, and report
            the card with what you expected. Clear reports with the card name help the most.
          </Para>
        </Section>
      </Box>

      <Box id="commands">
        <Section title="Manual commands">
          <Para>Type these in the game chat. Spectators cannot use them.</Para>
          <Box
            component="dl"
            sx={{
              display: 'grid',
              gridTemplateColumns: 'max-content 1fr',
              columnGap: 3,
              rowGap: 0.75,
              '& dt': { fontFamily: 'monospace', color: 'primary.light' },
              '& dd': { m: 0 },
            }}
          >
            {MANUAL_COMMANDS.map(([command, meaning]) => (
              <Box key={command} sx={{ display: 'contents' }}>
                <dt>{command}</dt>
                <dd>{meaning}</dd>
              </Box>
            ))}
          </Box>
        </Section>
      </Box>

      <Box id="stats">
        <Section title="Stats, conceding and leaving">
          <Para>
            Finished games are recorded. <AppLink to="/results">Results</AppLink> shows your win
            rate per Phoenixborn and the Elo leaderboard; only ranked games change your Elo rating,
            and you appear on the leaderboard after six ranked games. You can opt out of the
            leaderboard in your profile.
          </Para>
          <Para>
            Concede from the navigation bar when a game is lost: it ends the game at once and
            records the result. Leaving a game your opponent is still playing counts as conceding,
            so you will be asked to confirm. Spectators, and players whose game is over or whose
            opponent has gone, can leave at any time.
          </Para>
        </Section>
      </Box>

      <Box id="streaming">
        <Section title="Streaming and replays">
          <Para>
            The streamer view shows only the table, with large cards and the last action called out,
            for a stream or a recording: turn it on with the screen button in the game header or
            Shift+S, and leave it with Esc. Players and spectators can use it, and it shows nothing
            more than they already see. Adding ?view=stream to a game, watch or replay address opens
            it directly, for example in a browser source of your streaming software.
          </Para>
          <Para>
            While watching a replay, View from chooses whose side is at the bottom. Your own hand is
            face up in replays of your games; another player&apos;s hand only when that game showed
            hands to spectators, or when they allowed Show my hand in shared replays and the
            game&apos;s replay is shared.
          </Para>
        </Section>
      </Box>

      <Box id="decks">
        <Section title="Adding decks">
          <Para>
            On the <AppLink to="/decks">Decks</AppLink> page you can build a deck with New, copy a
            preconstructed deck, or import one with Import by pasting its share link from the
            deck-building site. A deck needs a Phoenixborn, 30 cards with at most three copies of
            each, the conjurations its cards need, and ten dice. Decks that break a rule are marked
            so that you can fix them before you play.
          </Para>
        </Section>
      </Box>
    </HelpArticle>
  );
}
