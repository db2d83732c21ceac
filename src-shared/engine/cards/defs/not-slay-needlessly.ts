import type { CardDef } from '../cardApi';
import { markAttack, onTheAttack, playedOnAttack } from '../vocab/onAttack';

const def: CardDef = {
  name: 'Not Slay Needlessly',
  alignment: ['Minion'],
  // Covert companies are Fallen-wizards' (White Hand); Arda Revised leaves Fallen-wizards out, so only the -2 can arise.
  text: "Playable on an attack by Elves, Dwarves, Dúnedain, or Men. Otherwise, -2 to the attack's prowess. Cannot be duplicated on a given attack.",
  play: onTheAttack([{ is: 'attackRace', races: ['Elves', 'Dwarves', 'Dwarf', 'Dúnedain', 'Dúnadan', 'Men'] }, { is: 'custom', label: 'not yet played on this attack', test: (q) => !playedOnAttack(q) }]),
  effects: [{ do: 'custom', label: 'marks the attack', run: (q) => markAttack(q) }, { do: 'modifyAttack', stat: 'prowess', delta: -2 }],
};
export default def;
