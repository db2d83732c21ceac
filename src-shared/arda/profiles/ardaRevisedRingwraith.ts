import { ardaRevisedProfile } from './ardaRevised';

/**
 * Arda Revised, Ringwraith (minion) set. Alignments: Minion, Neutral, Dual — the mirror of
 * the Wizard set (see ardaRevisedWizard.ts). Balrog and Fallen-wizard/Stage are left out:
 * the rules cover only the Lidless Eye base and let Fallen-wizards draw from either set.
 * Mode cards (Heralded Lord…) are not avatars here: Arda Revised drops the modes ("Wizard and
 * Ringwraith universal abilities", designer notes), so they fall to the Play deck like any
 * resource without MP.
 */
export const ardaRevisedRingwraith = ardaRevisedProfile({
  id: 'arda-revised-ringwraith',
  label: 'Arda Revised (Ringwraith)',
  alignments: ['Minion', 'Neutral', 'Dual'],
  alignmentRule: 'Arda Revised: a Ringwraith set holds minion, neutral and dual cards only; Wizard and Ringwraith sets are never mixed',
  avatar: {
    label: 'Ringwraiths',
    race: 'Ringwraith',
    // Nine Ringwraiths cover the largest (7-player) game without repeats.
    maxEach: () => 1,
    rule: 'Arda Revised §3: each player drafts a Ringwraith, each Ringwraith once',
  },
  // The data stores the Balrog's own cards as Minion; only a Balrog player may use them.
  alignmentRefusal: (card) =>
    card.balrogSpecific
      ? 'it is Balrog specific: only a Balrog player may use it, and Arda Revised covers "only the Wizards and Lidless Eye base sets" (preamble, Designer Notes), so Ringwraith players cannot use Balrog-specific cards'
      : null,
});
