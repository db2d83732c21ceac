import type { RollEvent } from '../../../src-shared/engine/cards/cardApi';
import { companyInOrganization } from '../kit/combatSteps';
import type { Scenario } from '../kit/scenario';

const scenarios: Scenario[] = [
  {
    title: 'at Bree, 7 against Lure of the Senses (6) discards it, 7 against Rebel-talk (7) does not; not at Rivendell',
    run: (k) => {
      const { chars } = companyInOrganization(k, ['Gimli', 'Bilbo'], 'Bree');
      const [gimli, bilbo] = chars as [number, number];
      const lure = k.attach(gimli, 'Lure of the Senses');
      const rebel = k.attach(bilbo, 'Rebel-talk');
      const away = k.company(0, ['Aragorn II'], 'Rivendell');
      const card = k.hand(0, 'Glamour of Surpassing Excellance');
      k.expect(!k.canPlay(0, card, away.chars[0] as number), 'Rivendell is a Haven');
      k.rig([3, 4, 3, 4]);
      k.play(0, card, bilbo);
      k.equal(k.where(lure), 'discard', 'Lure of the Senses');
      k.equal(k.where(rebel), 'character', 'Rebel-talk');
      k.equal(k.events.filter((e): e is RollEvent => e.type === 'roll' && e.purpose === 'removal').length, 2, 'one roll for each');
    },
  },
  {
    title: 'a hazard permanent-event that gives no number goes on a roll above 8 (Plague on a character: 8 is not enough)',
    run: (k) => {
      const { chars } = companyInOrganization(k, ['Gimli'], 'Bree');
      const gimli = chars[0] as number;
      const first = k.attach(gimli, 'Plague');
      const card = k.hand(0, 'Glamour of Surpassing Excellance');
      k.rig([4, 4]);
      k.play(0, card, gimli);
      k.equal(k.where(first), 'character', 'Plague stays on 8');
      const roll = k.events.find((e): e is RollEvent => e.type === 'roll' && e.purpose === 'removal');
      k.equal(roll?.against, 8, 'the number to beat');
    },
  },
];
export default scenarios;
