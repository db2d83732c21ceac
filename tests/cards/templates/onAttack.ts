/** Scenarios of the definitions cards/vocab/onAttack.ts makes (Escape and Diversion, warriorBlow, quarrels). */
import { assignEach, attackWindow, cancelScenario, expectCancelled, resolveStrike, rollOf } from '../kit/combatSteps';
import type { TemplateFn } from '../kit/scenario';

export const TEMPLATES: Record<string, TemplateFn> = {
  'warriorBlow': (_def, name: string) => [
    {
      // (Scenario words live here, in test code: a definition's data is in the app's bundles.)
      title: 'a warrior facing a strike gets +3 prowess for that strike only; a non-warrior cannot play it',
      run: (k) => {
        const { chars, card } = attackWindow(k, { names: ['Gimli', 'Bilbo', 'Aragorn II'], creature: 'Thunder’s Companion', cards: name });
        const gimli = chars[0] as number;
        assignEach(k, chars);
        k.expect(!k.canPlay(0, card, chars[1]), 'Bilbo is no warrior');
        k.expect(k.canPlay(0, card, gimli), `${name} is playable on the strike against Gimli`);
        k.play(0, card, gimli);
        const roll = resolveStrike(k, gimli, [1, 1]);
        k.equal(roll?.prowess, (k.card('Gimli').prowess ?? 0) + 3, "Gimli's prowess against the strike");
        k.expect(!k.s.mods.some((m) => m.inst === gimli), 'the modification ends with the strike');
      },
    },
    {
      title: 'wounded by the strike (prowess 12 beats his 8 + 2): his body counts -1 in the body check',
      run: (k) => {
        const { chars, card } = attackWindow(k, { names: ['Gimli', 'Bilbo', 'Aragorn II'], creature: 'Trolls from the Mountains', cards: name });
        const gimli = chars[0] as number;
        assignEach(k, chars);
        k.play(0, card, gimli);
        resolveStrike(k, gimli, [1, 1, 1, 1]);
        k.equal(rollOf(k, 'bodyCheck')?.body, (k.card('Gimli').body ?? 0) - 1, "Gimli's body in the body check");
      },
    },
  ],
  'quarrels': (_def, name: string, enabler: 'Gates of Morning' | 'Skies of Fire') => [
    cancelScenario('an Orc attack is cancelled', { names: ['Aragorn II', 'Gimli'], creature: 'Orc-watch', cards: name }),
    {
      title: `not on Wolves; with ${enabler} in play, Wolves’ 3 strikes become 2`,
      run: (k) => {
        const { card } = attackWindow(k, { names: ['Aragorn II', 'Gimli', 'Bilbo'], creature: 'Wolves', cards: name });
        k.expect(!k.canPlay(0, card), `no ${name} on a Wolf attack without ${enabler}`);
        k.inPlay(0, enabler);
        k.play(0, card, null);
        const top = k.top();
        k.expect(top?.kind === 'combat', 'the attack goes on');
        if (top?.kind === 'combat') {
          k.equal(top.attack.strikes, 2, 'strikes');
          k.equal(top.toAssign, 2, 'strikes to assign');
        }
      },
    },
  ],
  'escape': (_def, name: string) => [
    {
      title: 'an unwounded character is wounded and the attack cancelled, with no body check; not on a wounded one, nor on one of another company',
      run: (k) => {
        const { chars, card, creature } = attackWindow(k, { names: ['Gimli', 'Bilbo'], creature: 'Orc-watch', cards: name, prepare: (cs) => k.setStatus(cs[1] as number, 'wounded') });
        const [gimli, bilbo] = chars as [number, number];
        k.expect(!k.canPlay(0, card, bilbo), 'Bilbo is wounded already');
        const elsewhere = k.company(0, ['Legolas'], 'Lórien').chars[0] as number;
        k.expect(!k.canPlay(0, card, elsewhere), 'not on Legolas, in another company');
        k.play(0, card, gimli);
        k.equal(k.s.status[gimli], 'wounded', 'Gimli');
        k.expect(!rollOf(k, 'bodyCheck'), 'no body check');
        expectCancelled(k, creature, 'Orc-watch');
      },
    },
  ],
};
