import type { CardDef } from '../cardApi';
import { isOvert } from '../cardApi';
import { creatureOrPermanent, detainedHeroes, discardIfInPlay } from '../vocab/manifestations';

const def: CardDef = creatureOrPermanent({
  name: 'Gandalf the White Rider',
  text: 'Unique. Maia. Manifestation of Gandalf. Two strikes. Detainment and -3 prowess against hero companies. Discard this card if Gandalf comes into play. As a creature, may also be played keyed to Arthedain, The Shire, Rhudaur, Lindon, Wold & Foothills, or Anfalas; or at sites in these regions. As a permanent-event, the hazard limit against all overt minion companies is increased by one. Discard when any play deck is exhausted.',
  creature: detainedHeroes(-3),
  permanent: [
    { on: 'hazardLimit', whose: 'all', delta: 1, company: (s, companyId) => isOvert(s, companyId) && s.players[s.companies.find((c) => c.id === companyId)?.owner ?? -1]?.alignment === 'ringwraith' },
    discardIfInPlay('Gandalf'),
  ],
  template: { kind: 'creatureOrPermanent', args: [{ wizard: 'Gandalf', keyed: 'Arthedain', limit: 'overtMinion' }] },
});
export default def;
