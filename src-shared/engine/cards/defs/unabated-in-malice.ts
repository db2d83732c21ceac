import { type CardDef, cardOf, currentCombat, type Query } from '../cardApi';
import { beforeAssignment } from '../vocab/hazardShortEvents';

/** An automatic-attack or an attack from Shelob, not yet modified by this card. */
function target(q: Query): boolean {
  const a = currentCombat(q.s)?.attack;
  if (!a || a.strikesOnly) return false;
  const shelob = a.creature !== null && cardOf(q.s, a.creature).name === 'Shelob';
  return (a.source === 'auto' || shelob) && !(a.cancelFirst ?? []).some((x) => x.by === q.card.name);
}

const def: CardDef = {
  // Played when the attack is declared, before its strikes are assigned (an attack's strikes are modified before they are
  // assigned, coe-rules 3.i). A cancel that comes after strikes were assigned leaves the extra strike assigned.
  name: 'Unabated in Malice',
  text: 'Playable on an automatic-attack or an attack from Shelob; does not count against the hazard limit. The attack receives +1 strike, +1 prowess, and -2 body. The first attempt to cancel this attack instead cancels the effects of this card. Cannot be duplicated on a given attack.',
  play: {
    side: 'hazard',
    windows: ['attack', 'hazard'],
    hazardLimit: false,
    requires: [{ is: 'custom', label: 'an automatic-attack or an attack from Shelob, before its strikes are assigned; not twice on an attack', test: (q) => beforeAssignment(q) && target(q) }],
  },
  effects: [
    { do: 'modifyAttack', stat: 'strikes', delta: 1 },
    { do: 'modifyAttack', stat: 'prowess', delta: 1 },
    { do: 'modifyAttack', stat: 'body', delta: -2 },
    {
      do: 'custom',
      label: 'the first attempt to cancel the attack cancels these effects instead',
      run: (q) => {
        const a = currentCombat(q.s)?.attack;
        if (a) (a.cancelFirst ??= []).push({ by: q.card.name, strikes: 1, prowess: 1, body: -2 });
      },
    },
  ],
};
export default def;
