/** A Ringwraith: his modes and other manifestations cannot arise in Arda (cards/vocab/characters.ts, "Ringwraiths"). */
import type { CardDef } from '../cardApi';
import { atDarkhaven } from '../vocab/characters';

const def: CardDef = {
  name: 'Dwar the Ringwraith',
  text: 'Unique. Manifestation of Dwar of Waw. Can use sorcery. -3 direct influence in Heralded Lord mode. -1 prowess in Fell Rider mode. As your Ringwraith, if at a Darkhaven [{DH}], he may tap to give +1 prowess and +1 body to all characters in any one of your companies until the end of the turn.',
  abilities: [
    {
      label: 'tap Dwar: +1 prowess and +1 body to all characters in one of your companies until the end of the turn',
      windows: ['organization', 'longEvent', 'site', 'endTurn', 'attack', 'strike', 'response'],
      requires: [atDarkhaven],
      target: { kind: 'character', side: 'own' },
      costs: ['tapSelf'],
      effects: [
        { do: 'modify', who: 'targetCompany', stat: 'prowess', delta: 1, until: 'endOfTurn' },
        { do: 'modify', who: 'targetCompany', stat: 'body', delta: 1, until: 'endOfTurn' },
      ],
    },
  ],
};
export default def;
