import { regionPairs } from '../vocab/regionPairs';

// Arda Revised §6: "Companies can only move into regions that are touching the region they are currently in on the map": every company
// moves by regions, so "uses region movement" always holds and the pairs add to the map's touching regions for this company this turn.
// The two uses are told apart as vocab/regionPairs.ts says (a company already moving to a site in one of the regions takes the alternative).
export default regionPairs(
  'The Undeeps of Anduin',
  'Ranger only. Playable during the organization phase on a ranger. If his company uses region movement, it may move as if the following pairs of regions were adjacent: Rohan and Dagorlad, Anórien and Dagorlad, Lebennin and Ithilien, Lebennin and Harondor. Alternatively, if the site moved to is in one of the regions listed above, the hazard limit is reduced by two (to a minimum of two).',
  {
    pairs: [['Rohan', 'Dagorlad'], ['Anórien', 'Dagorlad'], ['Lebennin', 'Ithilien'], ['Lebennin', 'Harondor']],
    hero: false,
  },
);
