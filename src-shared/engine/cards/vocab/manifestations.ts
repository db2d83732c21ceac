/**
 * Hazards that "may be played as a hazard creature or as a permanent-event" (the Istari's manifestations: Gandalf the White Rider,
 * Radagast the Tamer …): the creature's figures and keying are the card data's, its player choosing by the action (`playCreature`
 * or `playCard`: PlaySpec `orCreature`); the permanent-event stays in play until any play deck is exhausted. Scenarios:
 * tests/cards/templates/manifestations.ts.
 */
import { type CardDef, company, type GameState, nameKey, removeFrom, type StaticEffect, toDiscard } from '../cardApi';
import { movingInAny } from './ahunt';
import { discardWhenExhausted } from './hazards';

/** "Detainment and -3 prowess against hero companies" (the creature's attack). */
export const detainedHeroes = (delta: number): StaticEffect[] => [
  { on: 'creature', after: 'detainment', against: ['wizard'] },
  { on: 'creature', after: 'prowessAgainst', alignments: ['wizard'], delta },
];

/** "Detainment against hero companies" (the creature's attack, its prowess unchanged). */
export const DETAIN_HEROES: StaticEffect[] = [{ on: 'creature', after: 'detainment', against: ['wizard'] }];

/** "Discard this card if <Wizard> comes into play" (the permanent-event in a play area; the Wizard character of that name). */
export function discardIfInPlay(wizard: string): StaticEffect {
  const key = nameKey(wizard);
  return {
    on: 'afterAction',
    run: (s, _events, ctx, self) => {
      if (!Object.keys(s.chars).some((ch) => s.catalog.cards[s.cardOf[Number(ch)] as string]?.key === key)) return;
      const holder = s.players.find((p) => p.playArea.includes(self.inst));
      if (!holder) return;
      removeFrom(holder.playArea, self.inst);
      toDiscard(s, self.inst, ctx);
    },
  };
}

/** The company is moving in one of these regions (its site path holds one). */
export function movingInRegions(regions: string[]): (s: GameState, companyId: string) => boolean {
  const keys = regions.map(nameKey);
  return (s, companyId) => {
    const co = company(s, companyId);
    return co !== undefined && movingInAny(s, co, (r) => keys.includes(r));
  };
}

/** A manifestation played as a creature (its `creature` statics) or as a permanent-event (its `permanent` statics). */
export function creatureOrPermanent(o: { name: string; text: string; creature: StaticEffect[]; permanent: StaticEffect[]; template: { kind: string; args: readonly unknown[] } }): CardDef {
  return {
    name: o.name,
    text: o.text,
    play: { side: 'hazard', windows: ['hazard'], orCreature: true },
    effects: [{ do: 'stay' }, discardWhenExhausted],
    static: [...o.creature, ...o.permanent],
    template: o.template,
  };
}
