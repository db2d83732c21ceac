/** Scenarios of the definitions cards/vocab/scouts.ts makes (scoutCancels). */
import { attackWindow, expectCancelled } from '../kit/combatSteps';
import type { Scenario, TemplateFn } from '../kit/scenario';

/**
 * Arda Revised: "An ally with a skill may take actions and play cards that require that skill. … Gollum has the scout skill so
 * he can tap to play a Concealment card." Gollum (Gimli's ally) taps to cancel the attack; Treebeard (a sage) cannot.
 */
function allyScoutScenario(name: string): Scenario {
  return {
    title: `Gollum, an ally with the scout skill, taps to play ${name}; Treebeard (no scout) cannot`,
    run: (k) => {
      let gollum = -1;
      let treebeard = -1;
      const { chars, card, creature } = attackWindow(k, {
        names: ['Gimli'],
        creature: 'Orc-watch',
        cards: name,
        prepare: (cs) => {
          gollum = k.ally(cs[0] as number, 'Gollum');
          treebeard = k.ally(cs[0] as number, 'Treebeard');
        },
      });
      k.expect(!k.canPlay(0, card, chars[0] as number), 'Gimli is no scout');
      k.expect(!k.canPlay(0, card, treebeard), 'Treebeard is no scout');
      k.play(0, card, gollum);
      k.equal(k.s.status[gollum], 'tapped', 'Gollum taps');
      k.equal(k.s.status[chars[0] as number], undefined, 'Gimli stays untapped');
      expectCancelled(k, creature, 'Orc-watch');
    },
  };
}

export const TEMPLATES: Record<string, TemplateFn> = {
  'scoutCancels': (_def, name: string, alignment: 'Hero' | 'Minion') => [
    ...(alignment === 'Hero' ? [allyScoutScenario(name)] : []),
    {
      title: 'a scout taps to cancel an Orc attack on his company; a non-scout cannot, nor a scout of another company',
      run: (k) => {
        const { chars, card, creature } = attackWindow(k, { names: ['Bilbo', 'Gimli'], creature: 'Orc-watch', cards: name });
        const [bilbo, gimli] = chars as [number, number];
        k.expect(k.top()?.kind === 'combat', 'the attack is under way');
        k.expect(!k.canPlay(0, card, gimli), 'Gimli is no scout');
        const elsewhere = k.company(0, ['Damrod'], 'Lórien').chars[0] as number;
        k.expect(!k.canPlay(0, card, elsewhere), 'not Damrod (a scout) in another company');
        k.play(0, card, bilbo);
        k.equal(k.s.status[bilbo], 'tapped', 'Bilbo taps');
        expectCancelled(k, creature, 'Orc-watch');
        k.equal(k.where(card), 'discard', name);
      },
    },
  ],
};
