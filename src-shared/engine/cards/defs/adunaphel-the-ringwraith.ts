/** A Ringwraith: his modes and other manifestations cannot arise in Arda (cards/vocab/characters.ts, "Ringwraiths"). */
import { cardOf, currentCombat, isKeyed, type CardDef, type Query } from '../cardApi';
import { atDarkhaven } from '../vocab/characters';

/** The current attack is a hazard creature's, against the seat's company, and the creature could be keyed to the company's site path (not only to its site). */
function creatureNotAtSite(q: Query): boolean {
  const combat = currentCombat(q.s);
  const a = combat?.attack;
  if (!a || a.source !== 'creature' || a.creature === null || a.defenderSeat !== q.seat) return false;
  const creature = cardOf(q.s, a.creature);
  const co = q.s.companies.find((c) => c.id === a.companyId);
  if (!co || creature.type !== 'Hazard' || !/Creature/.test(creature.subtype ?? '')) return false;
  return isKeyed(q.s, co, { ...creature, keySiteTypes: [], keySites: [], keySitesIn: [] });
}

const def: CardDef = {
  name: 'Adûnaphel the Ringwraith',
  text: 'Unique. Manifestation of Adûnaphel. Can use spirit-magic. +2 direct influence in Heralded Lord mode. -2 prowess in Fell Rider mode. As your Ringwraith, if at a Darkhaven [{DH}], she may tap to cancel one hazard creature attack not played at a site against any one of your companies.',
  // "Not played at a site": the engine does not record how a creature was keyed; the attack counts as played at a site unless the
  // creature could be keyed to the attacked company's site path (region types or names) rather than only to its site.
  abilities: [
    {
      label: 'tap Adûnaphel: cancel a hazard creature attack not played at a site against one of your companies',
      windows: ['attack'],
      requires: [atDarkhaven, { is: 'custom', label: 'a hazard creature attack not played at a site against one of your companies', test: creatureNotAtSite }],
      target: { kind: 'none' },
      costs: ['tapSelf'],
      effects: [{ do: 'cancelAttack' }],
    },
  ],
};
export default def;
