import { cancelScenario, companyInOrganization, refusalScenario } from '../kit/combatSteps';
import type { Scenario } from '../kit/scenario';

const scenarios: Scenario[] = [
  cancelScenario('a Troll attack (Gothmog) is cancelled; not an Orc attack', { names: ['Aragorn II', 'Gimli'], creature: 'Gothmog', cards: 'The Cock Crows' }),
  refusalScenario('not on an Orc attack', { names: ['Aragorn II', 'Gimli'], creature: 'Orc-watch', cards: 'The Cock Crows', why: 'Orcs' }),
  {
    title: 'with Gates of Morning in play, Lure of the Senses is discarded; without it, no hazard may be',
    run: (k) => {
      const { chars } = companyInOrganization(k, ['Gimli'], 'Rivendell');
      const lure = k.attach(chars[0] as number, 'Lure of the Senses');
      const card = k.hand(0, 'The Cock Crows');
      k.expect(!k.canPlay(0, card, lure), 'no Gates of Morning in play');
      k.inPlay(0, 'Gates of Morning');
      k.play(0, card, lure);
      k.equal(k.where(lure), 'discard', 'Lure of the Senses');
      k.equal(k.where(card), 'discard', 'The Cock Crows');
    },
  },
];
export default scenarios;
