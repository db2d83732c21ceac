import type { CardDef } from '../cardApi';

// A Dual resource long-event ("May also be played as a hero resource"): a Wizard or a Ringwraith player plays it in his long-event
// phase. Its effect is every player's, on every influence check against a faction (playing one, or influencing an opponent's):
// the extra roll is the influencer's, and the higher one is used (a higher result never fails where a lower one succeeds).
const def: CardDef = {
  name: 'Tidings of Death',
  text: '-1 to each influence check against a faction, but for each influence check make an additional roll and choose which result to use. May also be played as a hero resource.',
  play: { side: 'resource', windows: ['longEvent'] },
  static: [{ on: 'factionChecks', delta: -1, rollTwice: true }],
};
export default def;
