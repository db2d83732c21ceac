import { expectCorruptionMod } from '../kit/combatSteps';
import type { Scenario } from '../kit/scenario';
import { minionTurn } from '../kit/templates';

const name = 'Poison of his Voice';

const scenarios: Scenario[] = [
  {
    title: 'on Lure of Expedience on Gorbag, in Golodhros’s (spirit-magic) company: "Discard target hazard"; Golodhros "makes a corruption check modified by -3"',
    run: (k) => {
      minionTurn(k);
      const [golodhros, gorbag] = k.company(1, ['Golodhros', 'Gorbag'], 'Minas Morgul').chars as [number, number];
      const lure = k.attach(gorbag, 'Lure of Expedience', 0);
      k.phase('organization');
      k.rig([6, 6]);
      k.play(1, k.hand(1, name), lure);
      k.equal(k.where(lure), 'discard', 'Lure of Expedience');
      expectCorruptionMod(k, -3, { inst: golodhros, what: 'the spirit-magic user makes the check' });
    },
  },
  {
    title: '"on a character in a spirit-magic-using character’s company": not on Covetous Thoughts on Shagrat (no spirit-magic user with him), nor on Doors of Night (in a play area), nor on While the Yellow Face Sleeps (a resource) on Ûvatha (spirit-magic)',
    run: (k) => {
      minionTurn(k);
      k.company(1, ['Golodhros', 'Gorbag'], 'Minas Morgul');
      const shagrat = k.company(1, ['Shagrat'], 'Minas Morgul').chars[0] as number;
      const covetous = k.attach(shagrat, 'Covetous Thoughts', 0);
      const doors = k.inPlay(0, 'Doors of Night');
      const uvatha = k.company(1, ['Ûvatha the Ringwraith'], 'Minas Morgul').chars[0] as number;
      const yellow = k.attach(uvatha, 'While the Yellow Face Sleeps', 1);
      k.phase('organization');
      const card = k.hand(1, name);
      k.expect(!k.canPlay(1, card, covetous), 'Shagrat’s company has no spirit-magic user');
      k.expect(!k.canPlay(1, card, doors), 'Doors of Night is on no character');
      k.expect(!k.canPlay(1, card, yellow), 'While the Yellow Face Sleeps is no hazard');
    },
  },
];
export default scenarios;
