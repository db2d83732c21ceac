/** A Dragon's "Ahunt" long-event (Eärcaraxë, Itangast, Scorba, Bairanax, Scatha Ahunt); scenarios: tests/cards/templates/ahunt.ts. */
import { type CardDef, type Company, type GameState, regionOf } from '../cardApi';
import { staysInPlay } from './hazards';

/** The label of the attack an "Ahunt" card makes (what tells it apart from other attacks: Roused Dragons cancel it against their player's companies). */
export const ahuntLabel = (name: string): string => `${name}: Dragon`;

/** The company is moving and its site path (its origin's region and the regions it moves through) holds a region that passes `hit`. */
export function movingInAny(s: GameState, co: Company, hit: (region: string) => boolean): boolean {
  if (!co.dest) return false;
  const origin = regionOf(s.catalog, co.site);
  return [origin, ...co.dest.regions].some((r) => r && hit(r));
}

/**
 * A Dragon's "Ahunt" long-event: any company moving in these regions (more with Doors of Night)
 * faces one Dragon attack as its movement/hazard phase begins, a hazard creature attack by the hazard player.
 */
export function ahunt(o: { name: string; text: string; regions: string[]; dark: string[]; coastal?: boolean; strikes: number; prowess: number; body: number; attackerChooses: boolean }): CardDef {
  const attack = { race: 'Dragon', strikes: o.strikes, prowess: o.prowess, body: o.body, attackerChooses: o.attackerChooses };
  return {
    ...staysInPlay(o.name, o.text),
    static: [{ on: 'movingAttack', regions: o.regions, attack, more: { ifInPlay: ['Doors of Night'], regions: o.dark, ...(o.coastal ? { coastal: true } : {}) } }],
    template: { kind: 'ahunt', args: [{ regions: o.regions, dark: o.dark, strikes: o.strikes, prowess: o.prowess, body: o.body, attackerChooses: o.attackerChooses }] },
  };
}
