import type { CardDef } from '../cardApi';
import { warriorBlow } from '../vocab/onAttack';

const def: CardDef = warriorBlow('Risky Blow', 'Hero', 'Warrior only against one strike. +3 to prowess and -1 to body.');
export default def;
