/** Scenarios of the gear made by cards/vocab/gear.ts (`warriorGear`, `orcBane`), from the factory's arguments. */
import type { CardDef, GearFigures } from '../../../src-shared/engine/cards/cardApi';
import { bodyWith, strikeAgainst, strikeWith, upTo } from '../helpers/gear';
import type { Scenario, TemplateFn } from '../kit/scenario';

/** "Warrior only: +N to <stat> to a maximum of M": Gimli (a warrior) has it, Ioreth (no warrior) does not. */
function warriorGear(def: CardDef, stat: 'prowess' | 'body', bonus: number, max: number): Scenario[] {
  const name = def.name;
  const test = stat === 'prowess' ? strikeWith : bodyWith;
  return [test(name, 'Gimli', upTo(bonus, max), `(a warrior) has +${bonus} ${stat} to at most ${max}`), test(name, 'Ioreth', (b) => b, '(no warrior) gets no bonus')];
}

/** "+N to <stat> to a maximum of M" for any bearer: Gimli (a warrior) and Ioreth (no warrior) both have it. */
function plainGear(def: CardDef, stat: 'prowess' | 'body', bonus: number, max: number): Scenario[] {
  const test = stat === 'prowess' ? strikeWith : bodyWith;
  return ['Gimli', 'Ioreth'].map((who) => test(def.name, who, upTo(bonus, max), `has +${bonus} ${stat} to at most ${max}`));
}

/** A weapon better against Orcs: Aragorn II bearing it has the `orcs` figures against Orc-watch and the `normal` ones against Ghosts (Undead). */
function orcBane(def: CardDef, normal: GearFigures, orcs: GearFigures): Scenario[] {
  const name = def.name;
  const names = ['Aragorn II', 'Ioreth', 'Bilbo'];
  return [
    strikeAgainst(name, names, 'Rivendell', { creature: 'Orc-watch' }, false, upTo(orcs.bonus, orcs.max), `has +${orcs.bonus} prowess to at most ${orcs.max} against Orcs (Orc-watch)`),
    strikeAgainst(name, names, 'Rivendell', { creature: 'Ghosts' }, false, upTo(normal.bonus, normal.max), `has +${normal.bonus} prowess to at most ${normal.max} against Undead (Ghosts)`),
  ];
}

export const TEMPLATES: Record<string, TemplateFn> = { warriorGear, plainGear, orcBane };
