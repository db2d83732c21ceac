import { unusedGeneralInfluence } from '../../../src-shared/engine/cards/cardApi';
import { movingWithHazard } from '../kit/hazardSteps';
import type { ScenarioKit } from '../kit/kit';
import type { Scenario } from '../kit/scenario';

/** Dice that make `total` with the player's unused general influence. */
function rigTotal(k: ScenarioKit, total: number): void {
  const d = total - unusedGeneralInfluence(k.s, 0);
  k.expect(d >= 2 && d <= 12, `a roll of ${d} is possible`);
  const a = Math.min(6, d - 1);
  k.rig([a, d - a]);
}

const scenarios: Scenario[] = [
  {
    title: 'moving to Bree: a result plus unused general influence of 10 keeps the Elf; 9 sends him back to the Character deck; not playable on a Hobbit',
    run: (k) => {
      const { id, chars, card, second } = movingWithHazard(k, 'Call of the Sea', ['Legolas', 'Glorfindel II', 'Bilbo'], { copies: 2 });
      const [legolas, glorfindel, bilbo] = chars as [number, number, number];
      k.expect(!k.canPlay(1, card, bilbo), 'Bilbo is no Elf');
      rigTotal(k, 10);
      k.play(1, card, legolas);
      k.expect(k.companyById(id).chars.includes(legolas), 'Legolas stays with 10');
      rigTotal(k, 9);
      k.play(1, second, glorfindel);
      k.expect(!k.companyById(id).chars.includes(glorfindel), 'Glorfindel II leaves with 9');
      k.expect(k.s.sets.wizard?.faceUp.character.includes(glorfindel) ?? false, 'back among the roving characters');
    },
  },
  {
    title: 'moving from Grey Havens through the Elven Shores (a Coastal Sea): a result of 12 is 9 and the Elf returns',
    run: (k) => {
      const { id, chars, card } = movingWithHazard(k, 'Call of the Sea', ['Legolas', 'Glorfindel II', 'Bilbo'], { from: 'Grey Havens', to: 'Himring', regions: ['Elven Shores'] });
      const [legolas] = chars as [number];
      rigTotal(k, 12);
      k.play(1, card, legolas);
      k.expect(!k.companyById(id).chars.includes(legolas), 'Legolas leaves');
    },
  },
];
export default scenarios;
