import { applyEffect, type CardDef } from '../cardApi';
import { cardInPlayNamed, GATES } from '../vocab/gatesOfMorning';

const def: CardDef = {
  name: 'Vanish in Sunlight!',
  alignment: ['Hero'],
  text: 'Modify the prowess of one Nazgûl or Undead attack by -2 (by -4 if Gates of Morning is in play).',
  play: { side: 'resource', windows: ['attack', 'strike'], target: { kind: 'attack' }, requires: [{ is: 'attackRace', races: ['Nazgûl', 'Undead'] }] },
  effects: [
    {
      do: 'custom',
      label: "the attack's prowess -2 (-4 if Gates of Morning is in play)",
      run: (q, ctx, chain) => applyEffect(q, { do: 'modifyAttack', stat: 'prowess', delta: cardInPlayNamed(q, GATES) ? -4 : -2 }, ctx, chain ?? []),
    },
  ],
};
export default def;
