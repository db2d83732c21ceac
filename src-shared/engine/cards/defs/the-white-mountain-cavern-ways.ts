import { regionPairs } from '../vocab/regionPairs';

// Arda Revised §6: "Companies can only move into regions that are touching the region they are currently in on the map": every company
// moves by regions, so "uses region movement" always holds and the pairs add to the map's touching regions for this company this turn.
// The two uses are told apart as vocab/regionPairs.ts says (a company already moving to a site in one of the regions takes the alternative).
export default regionPairs(
  'The White Mountain Cavern-ways',
  'Ranger only. Playable during the organization phase on a ranger. If his company uses region movement, it may move as if the following pairs of regions were adjacent: Old Pûkel-land and Anfalas, Rohan and Lamedon, Rohan and Anfalas, Anórien and Lamedon. Alternatively, if the site moved to is in one of the regions listed above, the hazard limit is reduced by two (to a minimum of two).',
  {
    pairs: [['Old Pûkel-land', 'Anfalas'], ['Rohan', 'Lamedon'], ['Rohan', 'Anfalas'], ['Anórien', 'Lamedon']],
    hero: false,
  },
);
