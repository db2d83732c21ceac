import { currentCombat, type CardDef } from '../cardApi';
import { flyingAlly, notDuplicatedInCompany } from '../vocab/allies';
import { ATTACK_ON_COMPANY } from '../vocab/bearer';

// "Its controlling character's company is overt": overt.ts isOvert reads it from the ally's text.
const def: CardDef = {
  name: 'Great Bats',
  alignment: ['Minion'],
  text: "Playable at a tapped or untapped Shadow-hold [{S}]. Its controlling character's company is overt. May not be attacked. Discard this ally if its controlling character is wounded. Tap this ally to remove the effect of an attack against its controlling character’s company that states: “attacker chooses defending characters.” Cannot be duplicated in a given company.",
  play: { side: 'resource', windows: ['site'], requires: [{ is: 'siteType', types: ['S'] }, notDuplicatedInCompany] },
  static: flyingAlly(),
  abilities: [
    {
      label: 'tap: the attack no longer has "attacker chooses defending characters"',
      windows: ['attack'],
      requires: [ATTACK_ON_COMPANY, { is: 'custom', label: 'an attack that states "attacker chooses defending characters"', test: (q) => currentCombat(q.s)?.attack.attackerChooses === true }],
      costs: ['tapSelf'],
      effects: [
        {
          do: 'custom',
          label: 'the defender chooses defending characters',
          run: (q, ctx) => {
            const combat = currentCombat(q.s);
            if (!combat) return;
            combat.attack.attackerChooses = false;
            // Strikes not yet assigned: the defender assigns them first (Arda Revised §7), as for any attack.
            if (combat.stage === 'attackerAssign' && combat.slots.length === 0) combat.stage = 'defenderAssign';
            ctx.events.push({ type: 'effect', effect: 'custom', label: `${combat.attack.label}: the defender chooses defending characters`, card: q.card.id });
          },
        },
      ],
      botUse: true,
    },
  ],
};
export default def;
