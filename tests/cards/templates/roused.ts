/** Scenarios of the Roused Dragons (cards/vocab/roused.ts), from the factory's arguments. */
import type { CardDef, RollEvent } from '../../../src-shared/engine/cards/cardApi';
import type { RousedArgs } from '../../../src-shared/engine/cards/vocab/roused';
import { attemptAt, MINION, refusedAt } from '../helpers/factions';
import { diceFor } from '../helpers/dice';
import { combatOf } from '../kit/hazardSteps';
import type { ScenarioKit } from '../kit/kit';
import type { Scenario, TemplateFn } from '../kit/scenario';
import { minionKit, minionTurn, playing } from '../kit/templates';

/** A major and a greater minion item without influence bonuses, and a minor one. */
const ITEMS = { major: 'Black-mail Coat', greater: 'Black Mace', minor: 'Old Treasure' };

/** The faction's influence number: what the card data gives the engine. */
const needOf = (k: ScenarioKit, name: string): number => k.card(name).influenceNumber ?? 9;

/** `MINION` at the lair bearing an item of this class discards it to play the faction, on dice for a total of `total` counting the item's `value`. */
function discarding(k: ScenarioKit, name: string, site: string, cls: 'major' | 'greater', value: number, total: number): { card: number; item: number; roll: RollEvent | undefined } {
  const { id, chars } = k.company(0, [MINION], site);
  const ch = chars[0] as number;
  const item = k.item(ch, ITEMS[cls]);
  playing(k, id, true);
  const card = k.mpHand(0, name);
  k.rig(diceFor(total - k.card(MINION).di - value));
  k.act(0, { type: 'playMpCard', inst: card, character: ch, discardItem: item });
  return { card, item, roll: k.events.find((e): e is RollEvent => e.type === 'roll' && e.purpose === 'influence') };
}

/** A Wizard player's company (seat 1, made active) moving from Lórien to Rivendell through this region. */
function heroMovingThrough(k: ScenarioKit, region: string): string {
  minionTurn(k);
  const { id } = k.company(1, ['Aragorn II', 'Gimli', 'Legolas', 'Bilbo'], 'Lórien');
  k.movement(id, 'Rivendell', [region]);
  return id;
}

function roused(def: CardDef, o: RousedArgs): Scenario[] {
  const name = def.name;
  return [
    {
      title: `influenced at ${o.site} with a total one above its number, ${name} is in play`,
      run: (k0) => {
        const k = minionKit(k0);
        const need = needOf(k, name);
        // Itangast Roused needs 16: a character of direct influence 4 (no bonus against factions) rolls 12.
        const who = need + 1 - k.card(MINION).di > 12 ? 'Golodhros' : MINION;
        const { card } = attemptAt(k, name, who, o.site, null, need + 1, 0);
        k.equal(k.where(card), 'playArea', name);
      },
    },
    refusedAt(`${name} is not playable away from ${o.site}`, minionKit, name, MINION, 'Moria'),
    {
      title: `"influencer discards a major item (+${o.major})": ${ITEMS.major} discarded makes a total one short succeed`,
      run: (k0) => {
        const k = minionKit(k0);
        const need = needOf(k, name);
        const { card, item, roll } = discarding(k, name, o.site, 'major', o.major, need + 1);
        k.expect((roll?.mods ?? []).some((m) => m.value === o.major && m.label.includes(ITEMS.major)), `+${o.major} for the major item`);
        k.equal(k.where(item), 'discard', ITEMS.major);
        k.equal(k.where(card), 'playArea', name);
      },
    },
    {
      title: `"or a greater item (+${o.greater})": ${ITEMS.greater} discarded gives +${o.greater}`,
      run: (k0) => {
        const k = minionKit(k0);
        const need = needOf(k, name);
        const { card, item } = discarding(k, name, o.site, 'greater', o.greater, need + 1);
        k.equal(k.where(item), 'discard', ITEMS.greater);
        k.equal(k.where(card), 'playArea', name);
      },
    },
    {
      title: `a minor item gives no modification: ${ITEMS.minor} may not be discarded for ${name}`,
      run: (k0) => {
        const k = minionKit(k0);
        const { id, chars } = k.company(0, [MINION], o.site);
        const item = k.item(chars[0] as number, ITEMS.minor);
        playing(k, id, true);
        const card = k.mpHand(0, name);
        k.equal(k.refused(0, { type: 'playMpCard', inst: card, character: chars[0] as number, discardItem: item }).code, 'DISCARD_ITEM', 'refusal');
      },
    },
    {
      title: `"Any company moving in ${o.regions[0]} faces one attack: Dragon — ${o.strikes} strikes at ${o.prowess}/${o.body}" (an opponent's company, attacked by ${name}'s player)`,
      run: (k0) => {
        const k = minionKit(k0);
        k.inPlay(0, name);
        heroMovingThrough(k, o.regions[o.regions.length - 1] as string);
        const a = combatOf(k).attack;
        k.equal(a.strikes, o.strikes, 'strikes');
        k.equal(a.prowess, o.prowess, 'prowess');
        k.equal(a.body, o.body, 'body');
        k.equal(a.attackerChooses, o.attackerChooses, 'attacker chooses defending characters');
        k.equal(a.attackerSeat, 0, 'the attacker');
        k.s.stack = [];
        heroMovingThrough(k, ['Brown Lands', 'Anduin Vales'].find((r) => !o.regions.includes(r)) as string);
        k.expect(!k.s.stack.some((x) => x.kind === 'combat'), 'no attack elsewhere');
      },
    },
    {
      title: `"All attacks by manifestations of ${o.dragon} against any of your companies are canceled": ${o.dragon} ${o.cancelVia === 'ahunt' ? ' Ahunt' : ''} against a company of ${name}'s player`,
      run: (k0) => {
        const k = minionKit(k0);
        k.inPlay(0, name);
        const { id } = k.company(0, ['Orc Captain'], 'Minas Morgul');
        if (o.cancelVia === 'ahunt') {
          // No creature card: its "Ahunt" long-event's attack on a company moving in its regions.
          k.inPlay(1, `${o.dragon} Ahunt`);
          k.movement(id, 'Dol Guldur', [o.regions[0] as string]);
          k.expect(k.events.some((e) => e.type === 'attackCancelled'), `${o.dragon} Ahunt's attack is canceled`);
        } else {
          const dragon = k.creatureAttack(id, o.dragon);
          k.equal(k.where(dragon), 'discard', o.dragon);
        }
        k.expect(!k.s.stack.some((x) => x.kind === 'combat'), 'no attack under way');
      },
    },
  ];
}

export const TEMPLATES: Record<string, TemplateFn> = { roused };
