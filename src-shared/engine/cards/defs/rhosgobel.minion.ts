import { cardOf, type CardDef, type StaticEffect } from '../cardApi';
import { site } from '../vocab/sites';

const def: CardDef = site("Rhosgobel", "Nearest Darkhaven: Dol Guldur / Playable: Information, Items (minor) / Automatic-attacks (2): / (1st) Maia — 1 strike with 13 prowess / (2nd) Maia — 1 strike with 13 prowess / Special: If the Wizard card Radagast is in play, the automatic-attacks are removed.", ["minor"], [{race: "Maia",strikes: 1,prowess: 13},{race: "Maia",strikes: 1,prowess: 13}], true, {
  static: [0, 1].map((index): StaticEffect => ({ on: 'autoAttackIf', index, label: 'removed if the Wizard card Radagast is in play', test: (s) => !Object.keys(s.chars).some((ch) => cardOf(s, Number(ch)).key === 'radagast' && cardOf(s, Number(ch)).race === 'Wizard') })),
});
export default def;
