import { ardaRevisedProfile } from './ardaRevised';

/**
 * Arda Revised, Wizard (hero) set. Alignments: Hero; Neutral (hazards are neutral); Dual
 * (playable as hero resources). Not Minion: "a separate set of Arda cards should be made for
 * each type of player and should not be mixed" (preamble). Not Fallen-wizard/Stage: the rules
 * "do not take into account Fallen Wizards" and let those players draw from either set, so
 * no set holds their cards. Not Balrog: the rules cover only the Wizards and Lidless Eye.
 */
export const ardaRevisedWizard = ardaRevisedProfile({
  id: 'arda-revised-wizard',
  label: 'Arda Revised (Wizard)',
  alignments: ['Hero', 'Neutral', 'Dual'],
  alignmentRule: 'Arda Revised: a Wizard set holds hero, neutral and dual cards only; Wizard and Ringwraith sets are never mixed',
  avatar: {
    label: 'Wizards',
    race: 'Wizard',
    // §3: 2–5 players respect the Wizards' uniqueness; 6–7 may repeat one on non-neighbouring seats.
    maxEach: (players) => (players <= 5 ? 1 : Math.floor(players / 2)),
    rule: 'Arda Revised §3: each player drafts a Wizard; in 2–5 player games each Wizard once, with 6–7 players never the same Wizard on neighbouring seats',
  },
});
