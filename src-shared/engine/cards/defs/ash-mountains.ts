import { regionPairs } from '../vocab/regionPairs';

// Arda Revised §6: "Companies can only move into regions that are touching the region they are currently in on the map": every company
// moves by regions, so "uses region movement" always holds and the pairs add to the map's touching regions for this company this turn.
// The two uses are told apart as vocab/regionPairs.ts says (a company already moving to a site in one of the regions takes the alternative).
export default regionPairs(
  'Ash Mountains',
  'Playable at the end of the organization phase on a company containing a ranger. If the company uses region cards for its site path, tap the ranger to move as if the following pairs of regions were adjacent: Dagorlad and Gorgoroth, Horse Plains and Gorgoroth. The company faces an attack at the beginning of its movement/hazard phase: Orcs — 4 strikes with 8 prowess. Alternatively, if the site moved to is in one of the regions listed above, the hazard limit is reduced by 2 (to a minimum of 2). Cannot be duplicated on a given company.',
  {
    pairs: [['Dagorlad', 'Gorgoroth'], ['Horse Plains', 'Gorgoroth']],
    attack: { race: 'Orcs', strikes: 4, prowess: 8, detainment: false },
    hero: true,
  },
);
