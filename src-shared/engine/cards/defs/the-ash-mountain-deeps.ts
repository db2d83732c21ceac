import { regionPairs } from '../vocab/regionPairs';

// Arda Revised §6: "Companies can only move into regions that are touching the region they are currently in on the map": every company
// moves by regions, so "uses region movement" always holds and the pairs add to the map's touching regions for this company this turn.
// The two uses are told apart as vocab/regionPairs.ts says (a company already moving to a site in one of the regions takes the alternative).
export default regionPairs(
  'The Ash Mountain Deeps',
  'Ranger only. Playable during the organization phase on a ranger. If his company uses region movement, it may move as if the following pairs of regions were adjacent: Dagorlad and Gorgoroth, Horse Plains and Gorgoroth. The company faces a detainment attack at the beginning of its movement/hazard phase: Orcs — four strikes with 6 prowess. Alternatively, if the site moved to is in one of the regions listed above, the hazard limit is reduced by two (to a minimum of two).',
  {
    pairs: [['Dagorlad', 'Gorgoroth'], ['Horse Plains', 'Gorgoroth']],
    attack: { race: 'Orcs', strikes: 4, prowess: 6, detainment: true },
    hero: false,
  },
);
