/**
 * Scenarios of Angmar Arises, In Darkness Bind Them and Reaching Shadow (cards/vocab/keying.ts shadowReaches): creatures keyed to
 * one single Shadow-land [{s}] or to a Dark-domain [{d}] may be keyed to the regions the card names; the card is discarded when a
 * creature keyed to one of them is defeated.
 */
import { nameKey, type CardDef } from '../../../src-shared/engine/cards/cardApi';
import { combatOf, movingWithHazard } from '../kit/hazardSteps';
import type { ScenarioKit } from '../kit/kit';
import type { Scenario, TemplateFn } from '../kit/scenario';
import { defeatAttack } from '../helpers/hazardAttacks';
import { creaturePlayable, movingTo } from '../helpers/keying';

/** Keyed to one single Shadow-land [{s}] (and to a Dark-domain [{d}], Shadow-holds and Dark-holds). */
const ONE_SHADOW = 'Orc-watch';
/** Keyed to a Dark-domain [{d}] (or a Dark-hold) only. */
const DARK = 'Gothmog';
/** Keyed to two Shadow-lands [{s}{s}] only. */
const TWO_SHADOWS = 'Wild Fell Beast';

/** The first of these regions that is not of the `not` types (a Shadow-land or a Dark-domain) and holds a Wizard surface site. */
function plainRegion(k: ScenarioKit, regions: string[], not = ['s', 'd']): string {
  const cat = k.s.catalog;
  const found = regions.map(nameKey).find((r) => !not.includes(cat.regions[r]?.type ?? 'd') && cat.sites.wizard.some((id) => cat.cards[id]?.regionKey === r && cat.cards[id]?.underDeeps !== true));
  if (!found) throw new Error(`no plain region among ${regions.join(', ')}`);
  return found;
}

/** Seat 0's company at a surface site of the region (an Under-deeps site there has no site path), moving (through no other region) to `to`, its movement/hazard phase begun; the creatures in seat 1's hand. */
function movingFrom(k: ScenarioKit, region: string, to: string, creatures: string[]): { id: string; chars: number[]; cards: number[] } {
  const cat = k.s.catalog;
  const site = cat.sites.wizard.map((id) => cat.cards[id]).find((c) => c?.regionKey === region && c.underDeeps !== true && c.name !== to);
  return movingTo(k, site?.name ?? '', to, creatures);
}

const playable = creaturePlayable;

export const TEMPLATES: Record<string, TemplateFn> = {
  shadowReaches: (def: CardDef, o: { shadow: string[]; dark: string[] }): Scenario[] => {
    const shadowOnly = o.shadow.filter((r) => !o.dark.includes(r));
    return [
      {
        title: 'played in a movement/hazard phase, it stays in play',
        run: (k) => {
          const { card } = movingWithHazard(k, def.name);
          k.play(1, card);
          k.equal(k.where(card), 'playArea', def.name);
        },
      },
      {
        title: `"Any creature that can be keyed to one single Shadow-land [{s}] may be keyed to ${o.shadow.join(', ')}": ${ONE_SHADOW} from a site there; not ${TWO_SHADOWS} ({s}{s}) nor ${DARK} (a Dark-domain only)`,
        run: (k) => {
          const region = plainRegion(k, shadowOnly);
          const { cards } = movingFrom(k, region, 'Bree', [ONE_SHADOW, TWO_SHADOWS, DARK]);
          const [one, two, dark] = cards as [number, number, number];
          k.expect(!playable(k, one), `${ONE_SHADOW} cannot be keyed to ${region} without ${def.name}`);
          k.inPlay(1, def.name);
          k.expect(playable(k, one), `${ONE_SHADOW} keyed to ${region}`);
          k.expect(!playable(k, two), `${TWO_SHADOWS} (two Shadow-lands) is not`);
          k.expect(!playable(k, dark), `${DARK} (a Dark-domain) is not keyed to ${region}`);
        },
      },
      {
        title: `"Any creature that can be keyed to a Dark-domain [{d}] may be keyed to ${o.dark.join(', ')}": ${DARK} from a site there; not ${TWO_SHADOWS}`,
        run: (k) => {
          const region = plainRegion(k, o.dark, ['d']);
          const { cards } = movingFrom(k, region, 'Bree', [DARK, TWO_SHADOWS]);
          const [dark, two] = cards as [number, number];
          k.expect(!playable(k, dark), `${DARK} cannot be keyed to ${region} without ${def.name}`);
          k.inPlay(1, def.name);
          k.expect(playable(k, dark), `${DARK} keyed to ${region}`);
          k.expect(!playable(k, two), `${TWO_SHADOWS} is not`);
        },
      },
      {
        title: `"Discard this card when a creature keyed to one of these regions (not to the region symbol) is defeated": ${ONE_SHADOW} keyed to one of them by name, defeated`,
        run: (k) => {
          const card = k.inPlay(1, def.name);
          const { chars, cards } = movingFrom(k, plainRegion(k, shadowOnly), 'Bree', [ONE_SHADOW]);
          k.act(1, { type: 'playCreature', inst: cards[0] as number });
          k.equal(k.where(card), 'playArea', `${def.name} while the attack goes on`);
          defeatAttack(k, chars);
          k.equal(k.where(card), 'discard', `${def.name} after ${ONE_SHADOW} is defeated`);
        },
      },
      {
        title: `${ONE_SHADOW} keyed to its new site (Goblin-gate, a Shadow-hold) and defeated: the card stays`,
        run: (k) => {
          const card = k.inPlay(1, def.name);
          const { chars, cards } = movingFrom(k, plainRegion(k, shadowOnly), 'Goblin-gate', [ONE_SHADOW]);
          k.act(1, { type: 'playCreature', inst: cards[0] as number });
          defeatAttack(k, chars);
          k.expect(!k.s.stack.some((x) => x.kind === 'combat') || combatOf(k).attack.source !== 'creature', 'the attack is over');
          k.equal(k.where(card), 'playArea', def.name);
        },
      },
    ];
  },
};
