/** Scout cards: a scout taps to cancel an attack on his company, or to keep creatures off it this turn. */
import { companySize, type CardDef } from '../cardApi';
import { companyIs, flagTarget, onOwnCharacter } from './resourcePlay';

/** Concealment, A Nice Place to Hide: "Scout only. Tap scout to cancel (one) attack against his company." */
export function scoutCancels(name: string, alignment: 'Hero' | 'Minion', text: string): CardDef {
  return {
    name,
    alignment: [alignment],
    text,
    play: { side: 'resource', windows: ['attack'], target: { kind: 'character', side: 'company', where: [{ is: 'skill', skill: 'Scout' }], allies: true }, costs: [{ pay: 'tapTarget' }] },
    effects: [{ do: 'cancelAttack' }],
    template: { kind: 'scoutCancels', args: [name, alignment] },
  };
}

/**
 * Stealth, Sneakin': "Scout only. … on an untapped scout in a company with a company size less than 3. Tap the scout. No creature
 * hazards may be played on his company this turn" (played in the organization phase; tapping the scout is the cost).
 */
export function scoutHidesCompany(): Pick<CardDef, 'play' | 'effects'> {
  return {
    play: onOwnCharacter(['organization'], [{ is: 'skill', skill: 'Scout' }, companyIs('company size less than three', (co, q) => companySize(q.s, co) < 3)], { costs: [{ pay: 'tapTarget' }] }),
    effects: [{ do: 'custom', label: 'no creature hazards may be played on his company this turn', run: (q) => flagTarget(q, 'noCreatures') }],
  };
}
