import { Box, Typography } from '@mui/material';
import { CHAINED_CARD_NAMES } from '../../../domain/cards';
import { ChainIcon } from '../../components/ChainIcon';
import { AutomationSummary } from './AutomationSummary';
import { AppLink, HelpArticle, List, Para, Section } from './HelpArticle';

/** /faq: the questions new players ask most, and the chained list. */
export function FaqPage() {
  return (
    <HelpArticle title="Frequently Asked Questions">
      <Para>
        Ashtable lets you play Ashes Reborn, the card-and-dice game of Phoenixborn, against other
        people in your browser. Here are the answers to the questions we hear most often.
      </Para>

      <Section title="Where can I find an opponent?">
        <Para>
          Open <AppLink to="/">Play</AppLink> to see the lobby. Games waiting for a second player
          are listed there: pick one and join it, or start a new game and wait for someone to join.
          The number of people in the lobby and of games in progress is always shown in the
          navigation bar.
        </Para>
        <Para>
          If the lobby is quiet, ask in the community chat server: players there arrange games,
          leagues and casual evenings. You will find it, and the other places where players meet, on
          the <AppLink to="/community">Community</AppLink> page.
        </Para>
      </Section>

      <Section title="Where can I learn to play?">
        <List>
          <li>
            <AppLink to="/howtoplay">How To Play</AppLink> explains how this site works: your
            profile options, what is automated, the manual commands, and how to add decks.
          </li>
          <li>
            The community wiki collects rules explanations, card rulings and deck guides written by
            players; the <AppLink to="/community">Community</AppLink> page tells you where to find
            it.
          </li>
          <li>
            The preconstructed decks on the <AppLink to="/decks">Decks</AppLink> page are ready to
            play, so you can start a game without building anything: choose the Precon format when
            you create a game and ask a friend to join.
          </li>
          <li>
            To play alone, create a game with the Chimera picture: choose your deck and a chimera
            deck, a difficulty (Standard or Heroic) and a stage (1 to 3), then Start. The Chimera
            plays its own turns: it rolls its behaviour die, reveals its face-down aspects and
            attacks, and its rage dice and Red Rains tokens build up to its Ultimate. All six
            Chimeras, with both of their decks, and both Dragonborn play by themselves.
          </li>
          <li>
            Browse every card on the <AppLink to="/cards">Cards</AppLink> page.
          </li>
        </List>
      </Section>

      <Section title="Can I practise against the computer?">
        <List>
          <li>
            Press Practice in the lobby and choose an opponent: Computer (Easy), Computer (Normal)
            or Goldfish. Then choose your deck and the computer&apos;s deck (any of your decks or
            the precons) and Start: nobody else has to join. The computer plays through the same
            rules as a person, sees only what its seat may see, and takes a moment over each
            decision. Practice games are never ranked, change no rating and are marked Practice in
            your results; you can concede whenever you like.
          </li>
          <li>
            A Goldfish never plays anything: it passes and answers every prompt with the least it
            can, so you can try your deck&apos;s draws, dice and combos on your own.
          </li>
          <li>
            Take back (beside the round in the game header) undoes your last action while your
            opponent has not acted since. In a casual game your opponent is asked first; against the
            computer it is immediate; against a Goldfish you may go back as many steps as you like.
            The game is rebuilt exactly as it was, with the same draws and dice. Ranked games never
            allow it.
          </li>
        </List>
      </Section>

      <Section title="What is the chained list?">
        <Para>
          The organised-play rules keep a chained list of cards that may not be in your first five
          and may not be played in the first round. It currently holds these nine cards:
        </Para>
        <Box
          component="ul"
          sx={{ columns: { xs: 1, sm: 3 }, pl: 3, mb: 2 }}
          data-testid="chained-list"
        >
          {CHAINED_CARD_NAMES.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </Box>
        <Para>A chain-link icon marks these cards in decklists, in the card list and in game:</Para>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: 'auto 1fr',
            gap: 1.5,
            alignItems: 'center',
            mb: 2,
          }}
        >
          <ChainIcon size={24} />
          <Typography>In decklists and the card list: the card is on the chained list.</Typography>
          <ChainIcon size={24} tone="round-one" />
          <Typography>In game, red: it is round one, so organised play bars the card.</Typography>
          <ChainIcon size={24} tone="later-rounds" />
          <Typography>In game, green: from round two on the card may be played.</Typography>
        </Box>
        <Para>
          The icons are informational only: Ashtable does not enforce the chained-list rules, so
          casual games can use any card at any time. If you play in an organised event, it is up to
          you and your opponent to follow them.
        </Para>
      </Section>

      <Section title="Something went wrong in my game. What do I do?">
        <Para>
          Not every card is automated, and mistakes happen. Turn on manual mode or use the manual
          commands to put things right (see <AppLink to="/howtoplay">How To Play</AppLink>). If
          something is clearly broken, please report it with the name of the card and what you
          expected to happen.
        </Para>
        <AutomationSummary />
      </Section>

      <Section title="Is this an official product?">
        <Para>
          No. Ashtable is a fan-made project, free to play, and not affiliated with the makers of
          the game. Read more on the <AppLink to="/about">About</AppLink> page.
        </Para>
      </Section>
    </HelpArticle>
  );
}
