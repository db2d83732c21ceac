import { cardOf, currentCombat, type CardDef } from '../cardApi';
import { attackIs, markAttack, onTheAttack, playedOnAttack } from '../vocab/onAttack';

const def: CardDef = {
  name: 'The Old Thrush',
  alignment: ['Hero'],
  text: '-3 to the prowess and body of a non-Nazgûl attack with a normal prowess of 13 or more. Cannot be duplicated on a given attack.',
  play: onTheAttack([
    {
      is: 'custom',
      label: 'a non-Nazgûl attack of normal prowess 13 or more, without The Old Thrush on it',
      test: (q) => {
        const combat = currentCombat(q.s);
        if (!combat || attackIs(q, ['Nazgûl', 'Nazgul', 'Ringwraith'])) return false;
        const a = combat.attack;
        const normal = a.creature !== null ? (cardOf(q.s, a.creature).prowess ?? a.prowess) : a.prowess;
        return normal >= 13 && !playedOnAttack(q);
      },
    },
  ]),
  effects: [{ do: 'custom', label: 'marks the attack', run: (q) => markAttack(q) }, { do: 'modifyAttack', stat: 'prowess', delta: -3 }, { do: 'modifyAttack', stat: 'body', delta: -3 }],
};
export default def;
