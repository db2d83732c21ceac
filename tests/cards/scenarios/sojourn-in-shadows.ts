import { expectCorruptionMod } from '../kit/combatSteps';
import type { Scenario } from '../kit/scenario';
import { minionAttackWindow } from '../helpers/minionEvents';

const name = 'Sojourn in Shadows';

const scenarios: Scenario[] = [
  {
    title: 'Wolves attack Taladhan’s company: played on Gorbag, "Target character cannot be assigned a strike from the attack"; Taladhan (shadow-magic) "makes a corruption check modified by -4"',
    run: (k) => {
      const { chars, card } = minionAttackWindow(k, { names: ['Taladhan', 'Gorbag', 'Shagrat'], creature: 'Wolves', cards: name });
      const [taladhan, gorbag] = chars as [number, number];
      k.rig([6, 6]);
      k.play(1, card, gorbag);
      expectCorruptionMod(k, -4, { inst: taladhan, what: 'the shadow-magic user makes the check' });
      k.expect(k.top()?.kind === 'combat', 'the attack goes on');
      k.expect(!k.legal(1).some((a) => a.type === 'assignStrike' && a.target === gorbag), 'no strike may be assigned to Gorbag');
      k.equal(k.refused(1, { type: 'assignStrike', target: gorbag }).code, 'TARGET', 'assigning a strike to Gorbag');
    },
  },
  {
    title: '"in a shadow-magic using character’s company": not on Gorbag when no one of his company uses shadow-magic, nor on Firiel (shadow-magic) in another company',
    run: (k) => {
      let firiel = -1;
      const { chars, card } = minionAttackWindow(k, { names: ['Gorbag', 'Shagrat'], creature: 'Wolves', cards: name, prepare: () => (firiel = k.company(1, ['Firiel'], 'Minas Morgul').chars[0] as number) });
      k.expect(!k.canPlay(1, card, chars[0]), 'no shadow-magic user in Gorbag’s company');
      k.expect(!k.canPlay(1, card, firiel), 'Firiel is not facing the attack');
    },
  },
];
export default scenarios;
