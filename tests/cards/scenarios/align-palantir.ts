import type { Scenario } from '../kit/scenario';
import { alignOn, alignScenarios } from '../helpers/palantiri';

const scenarios: Scenario[] = [
  ...alignScenarios('Align Palantír', false),
  {
    title: '"If the Palantír is stored, this card is stored too"; "Cannot be duplicated on a given Palantír"',
    run: (k) => {
      k.phase('organization');
      const { chars } = k.company(0, ['Aragorn II', 'Arinmîr'], 'Rivendell');
      const palantir = k.item(chars[0] as number, 'Palantír of Minas Tirith');
      const align = alignOn(k, palantir, false);
      const second = k.mpHand(0, 'Align Palantír');
      k.expect(!k.canPlay(0, second, palantir), 'a second Align Palantír on it');
      k.rig([6, 6]);
      k.act(0, { type: 'storeItem', item: palantir });
      k.equal(k.where(palantir), 'mpPile', 'the Palantír stored');
      k.equal(k.where(align), 'mpPile', 'Align Palantír stored with it');
    },
  },
];
export default scenarios;
