/** A Dragon's "at Home" permanent-event (Daelomin, Eärcaraxë, Itangast, Scorba… at Home); scenarios: tests/cards/templates/atHome.ts. */
import { type AbilitySpec, type CardDef, nameKey, type StaticEffect } from '../cardApi';

/**
 * "Unique. Unless <Dragon> Ahunt is in play, <site> has an additional automatic-attack: Dragon — N strikes at P/B", played in a
 * movement/hazard phase and kept in play; its other effects are `more` and `abilities`.
 * Defeated, the automatic-attack puts the card in the defender's marshalling point pile (phases/site.ts, combat.ts: coe-rules
 * g.man.3 "If a player defeats an opponent's Dragon manifestation that provides marshalling points, the player places the Dragon
 * manifestation in their mashalling point pile as kill points").
 */
export function atHome(o: {
  name: string;
  text: string;
  site: string;
  ahunt: string;
  strikes: number;
  prowess: number;
  body: number;
  attackerChooses?: boolean;
  more?: StaticEffect[];
  abilities?: AbilitySpec[];
}): CardDef {
  const ahunt = nameKey(o.ahunt);
  return {
    name: o.name,
    text: o.text,
    // A unique card: the engine refuses a second copy while one is in play.
    play: { side: 'hazard', windows: ['hazard'] },
    effects: [{ do: 'stay' }],
    static: [
      {
        on: 'autoAttackAt',
        site: nameKey(o.site),
        attack: { race: 'Dragon', strikes: o.strikes, eachCharacter: false, prowess: o.prowess, body: o.body, attackerChooses: o.attackerChooses ?? false },
        unless: [ahunt],
      },
      ...(o.more ?? []),
    ],
    ...(o.abilities ? { abilities: o.abilities } : {}),
    template: { kind: 'atHome', args: [{ site: o.site, ahunt: o.ahunt, strikes: o.strikes, prowess: o.prowess, body: o.body, attackerChooses: o.attackerChooses ?? false }] },
  };
}
