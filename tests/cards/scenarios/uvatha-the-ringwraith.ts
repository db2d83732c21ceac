/** Ûvatha the Ringwraith: at a Darkhaven, tap to move a resource event from the discard pile to the play deck. */
import { discarded, ringwraithScenario } from '../helpers/characters';
import type { Scenario } from '../kit/scenario';
import { minionTurn } from '../kit/templates';

const scenarios: Scenario[] = [
  ringwraithScenario('Ûvatha the Ringwraith'),
  {
    title: 'Ûvatha at Minas Morgul taps to move Dark Tryst (a resource event) into the play deck; not Orc Captain (a character), Doors of Night (a hazard) or Black Mace (an item)',
    run: (k) => {
      minionTurn(k);
      const uvatha = k.company(1, ['Ûvatha the Ringwraith'], 'Minas Morgul').chars[0] as number;
      const [event, character, hazard, item] = discarded(k, 1, ['Dark Tryst', 'Orc Captain', 'Doors of Night', 'Black Mace']) as [number, number, number, number];
      k.phase('organization');
      k.expect(!k.canUse(1, uvatha, 0, character), 'not a character');
      k.expect(!k.canUse(1, uvatha, 0, hazard), 'not a hazard event (Doors of Night)');
      k.expect(!k.canUse(1, uvatha, 0, item), 'not a resource that is no event (Black Mace)');
      k.use(1, uvatha, 0, event);
      k.expect(k.s.sets.ringwraith?.decks.play.includes(event) ?? false, 'Dark Tryst is in the play deck');
      k.equal(k.s.status[uvatha], 'tapped', 'Ûvatha taps');
    },
  },
  {
    title: 'Ûvatha away from a Darkhaven (at Mount Gundabad) cannot',
    run: (k) => {
      minionTurn(k);
      const uvatha = k.company(1, ['Ûvatha the Ringwraith'], 'Mount Gundabad').chars[0] as number;
      const [event] = discarded(k, 1, ['Dark Tryst']) as [number];
      k.phase('organization');
      k.expect(!k.canUse(1, uvatha, 0, event), 'not offered');
      k.refused(1, { type: 'useCard', inst: uvatha, ability: 0, target: event });
    },
  },
];
export default scenarios;
