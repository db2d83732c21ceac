import { notOnAnotherCompany } from '../helpers/inPlay';
import { actor } from '../../../src-shared/engine/cards/cardApi';
import { movingWithHazard } from '../kit/hazardSteps';
import type { Scenario } from '../kit/scenario';

const scenarios: Scenario[] = [
  {
    title: 'with no unused general influence a roll of 2 sends the character home, his item passing to a companion; a roll of 12 does not',
    run: (k) => {
      let sword = -1;
      const { id, chars, card: first, second } = movingWithHazard(k, 'Call of Home', ['Aragorn II', 'Gimli', 'Bilbo'], { copies: 2, before: ([aragorn]) => (sword = k.item(aragorn as number, 'Glamdring')) });
      const [aragorn, gimli, bilbo] = chars as [number, number, number];
      k.rig([6, 6]);
      notOnAnotherCompany(k, 1, first, gimli);      k.play(1, first, gimli);
      k.expect(k.companyById(id).chars.includes(gimli), 'Gimli stays after a roll of 12');
      k.rig([1, 1]);
      k.play(1, second, aragorn);
      // His player chooses the item kept and who takes it (phases/keepItem.ts).
      k.expect(k.top()?.kind === 'keepItem' && actor(k.s) === 0, "Aragorn's player chooses the item kept");
      k.refused(0, { type: 'keepItem', item: sword, to: aragorn });
      k.act(0, { type: 'keepItem', item: sword, to: bilbo });
      // (The scenario's set has no other character: he is turned face up at once, among the roving characters.)
      k.expect(k.s.sets.wizard?.faceUp.character.includes(aragorn) ?? false, 'Aragorn II is back among the roving characters');
      k.expect(!k.s.players[0]?.hand.includes(aragorn), 'not in the Play hand');
      k.expect(!k.companyById(id).chars.includes(aragorn), 'Aragorn has left the company');
      k.expect(k.s.chars[bilbo]?.items.includes(sword) ?? false, 'Glamdring passes to Bilbo, as chosen');
      k.expect(k.top()?.kind === 'mhHazards', 'back to the hazard play');
    },
  },
  {
    title: 'a character without items goes to the Character deck at once; his player may keep no item',
    run: (k) => {
      const { id, chars, card: first, second } = movingWithHazard(k, 'Call of Home', ['Gimli', 'Legolas', 'Glorfindel II'], { copies: 2, before: ([, legolas]) => k.item(legolas as number, 'Dagger of Westernesse') });
      const [gimli, legolas, glorfindel] = chars as [number, number, number];
      k.rig([1, 1]);
      k.play(1, first, gimli);
      const roving = () => k.s.sets.wizard?.faceUp.character ?? [];
      k.expect(roving().includes(gimli), 'Gimli, without items, at once');
      k.expect(k.top()?.kind === 'mhHazards', 'no decision');
      const dagger = k.s.chars[legolas]?.items[0] as number;
      k.rig([1, 1]);
      k.play(1, second, legolas);
      k.act(0, { type: 'keepItem', item: null, to: null });
      k.expect(roving().includes(legolas), 'Legolas');
      k.equal(k.where(dagger), 'discard', 'his dagger, not kept, is discarded');
      k.expect(k.s.chars[glorfindel]?.items.length === 0 && k.companyById(id).chars.length === 1, 'Glorfindel II alone, with nothing');
    },
  },
  {
    title: 'not playable on a Wizard',
    run: (k) => {
      const { chars, card } = movingWithHazard(k, 'Call of Home', ['Gandalf', 'Bilbo']);
      k.expect(!k.canPlay(1, card, chars[0]), 'Gandalf is a Wizard');
      k.expect(k.canPlay(1, card, chars[1]), 'Bilbo can be called home');
    },
  },
];
export default scenarios;
