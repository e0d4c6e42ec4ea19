/** The information banner of each curated collection tab. */
export const COLLECTION_BANNERS: Record<string, string> = {
  standalone:
    'The standalone precons: one ready-made deck for each Phoenixborn, built from that Phoenixborn’s own box. A good way to learn a Phoenixborn before building your own.',
  pve: 'The Red Rains precons: decks built for the cooperative and solo campaigns against the Chimera, grouped by the Red Rains set they came with.',
  buildingbasics:
    'Building Basics: simple, focused decks that show one idea each, meant as a starting point for your first edits.',
  corpserebuild:
    'Corpse Rebuild: decks rebuilt from the cards of the Corpse of Viros set and its companions.',
  firstadventure:
    'First Adventure: the two introductory decks for a first game, with a small card pool and straightforward plays.',
  adventuringparty:
    'Adventuring Party: decks that pair a Phoenixborn with cards from other boxes, each one a balanced mix for casual play.',
  msu: 'Master Set Upgrade: the decks of the Master Set refreshed with newer cards.',
  dualduel: 'Dual Duel: matched pairs of decks built to face each other, two Phoenixborn per box.',
  onecollection:
    'One Collection Battlebox: decks built from a single shared collection, where any Phoenixborn may bring more of its unique cards.',
};
