import { cardOf, currentCombat, player, type CardDef } from '../cardApi';
import { flyingAlly, notDuplicatedInCompany } from '../vocab/allies';
import { ATTACK_ON_COMPANY } from '../vocab/bearer';
import { keyedToPath } from '../vocab/keying';
import { AT_SURFACE_SITE } from '../vocab/underDeeps';

// "Its controlling character's company is overt": overt.ts isOvert reads it from the ally's text.
const def: CardDef = {
  name: 'Regiment of Black Crows',
  alignment: ['Minion'],
  text: "Playable at a tapped or untapped non-Under-deeps Ruins & Lairs [{R}]. Its controlling character's company is overt. May not be attacked. Discard this ally if its controlling character is wounded. Tap this ally to cancel a hazard creature attack against his company not keyed to a site and to put the creature’s card back into its player’s hand. Cannot be duplicated in a given company.",
  play: { side: 'resource', windows: ['site'], requires: [{ is: 'siteType', types: ['R'] }, AT_SURFACE_SITE, notDuplicatedInCompany] },
  static: flyingAlly(),
  abilities: [
    {
      label: "tap: cancel a hazard creature attack not keyed to a site; the creature's card back into its player's hand",
      windows: ['attack'],
      // How a creature was keyed is not recorded: one that could be keyed to the company's site path was not keyed to its site.
      requires: [ATTACK_ON_COMPANY, { is: 'custom', label: 'a hazard creature attack not keyed to a site', test: (q) => keyedToPath(q) }],
      costs: ['tapSelf'],
      effects: [
        {
          do: 'custom',
          label: "the creature's card goes back into its player's hand",
          run: (q, ctx) => {
            const a = currentCombat(q.s)?.attack;
            if (!a || a.creature === null) return;
            player(q.s, a.attackerSeat).hand.push(a.creature);
            ctx.events.push({ type: 'effect', effect: 'custom', label: `${cardOf(q.s, a.creature).name} returns to P${a.attackerSeat}'s hand`, card: q.card.id });
            a.creature = null;
          },
        },
        { do: 'cancelAttack' },
      ],
      botUse: true,
    },
  ],
};
export default def;
