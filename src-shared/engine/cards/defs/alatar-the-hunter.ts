import type { CardDef } from '../cardApi';
import { creatureOrPermanent, detainedHeroes, discardIfInPlay } from '../vocab/manifestations';

const MAIA = ['Maia'];

const def: CardDef = creatureOrPermanent({
  name: 'Alatar the Hunter',
  text: 'Unique. Maia. Manifestation of Alatar. Two strikes. Attacker chooses defending characters. Detainment and -3 prowess against hero companies. Discard this card if Alatar comes into play. As a creature, may also be played keyed to Andrast, Old Pûkel Gap, Anfalas, Lamedon, Lebennin, Belfalas, or Anórien; or at sites in these regions. As a permanent-event, all Maia attacks: receive +1 prowess and +1 strike and attacker chooses defending characters. Discard when any play deck is exhausted.',
  creature: detainedHeroes(-3),
  permanent: [
    { on: 'attack', races: MAIA, stat: 'prowess', delta: 1 },
    { on: 'attack', races: MAIA, stat: 'strikes', delta: 1 },
    { on: 'attackChooses', races: MAIA },
    discardIfInPlay('Alatar'),
  ],
  template: { kind: 'creatureOrPermanent', args: [{ wizard: 'Alatar', keyed: 'Lebennin' }] },
});
export default def;
