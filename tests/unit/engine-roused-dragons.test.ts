/**
 * The Roused Dragons' engine pieces: playMpCard `discardItem` (a faction's `discardItem` clause: "Modifications: influencer discards
 * a major item (+3) or a greater item (+6)"), the `cancelsAttack` static of a card in play ("All attacks by manifestations of Smaug
 * against any of your companies are canceled"; combat.ts startCombat) and `mhStart` statics told their card and its controller.
 */
import { describe, expect, it } from 'vitest';
import { actionSchema } from '../../src-shared/api/schemasGames';
import type { RollEvent } from '../../src-shared/engine/events';
import { ScenarioKit } from '../cards/kit/kit';
import { combatOf } from '../cards/kit/hazardSteps';
import { minionTurn, playing } from '../cards/kit/templates';
import { fixtures } from './engine-fixtures/fixtures';

const minionKit = () => new ScenarioKit(fixtures().cards, ['ringwraith', 'wizard']);

describe('playMpCard discardItem', () => {
  it('"influencer discards a major item (+3) or a greater item (+6)": offered, accepted by the API, the item discarded whatever the roll', () => {
    const k = minionKit();
    const { id, chars } = k.company(0, ['Tarcil'], 'The Lonely Mountain');
    const ch = chars[0] as number;
    const major = k.item(ch, 'Black-mail Coat');
    const greater = k.item(ch, 'Black Mace');
    playing(k, id, true);
    const card = k.mpHand(0, 'Smaug Roused');
    const legal = k.legal(0).filter((a) => a.type === 'playMpCard' && a.inst === card);
    expect(legal).toContainEqual({ type: 'playMpCard', inst: card, character: ch, discardItem: major });
    expect(legal).toContainEqual({ type: 'playMpCard', inst: card, character: ch, discardItem: greater });
    const action = { type: 'playMpCard' as const, inst: card, character: ch, discardItem: greater };
    expect(actionSchema.safeParse(action).success).toBe(true);
    k.rig([1, 1]);
    k.act(0, action);
    const roll = k.events.find((e): e is RollEvent => e.type === 'roll' && e.purpose === 'influence');
    expect(roll?.mods).toContainEqual({ label: 'Black Mace discarded', value: 6 });
    expect(roll?.result).toBe('failure');
    expect(k.where(greater)).toBe('discard');
    expect(k.where(major)).toBe('character');
  });

  it('an item another character bears is refused', () => {
    const k = minionKit();
    const { id, chars } = k.company(0, ['Tarcil', 'Orc Captain'], 'The Lonely Mountain');
    const other = k.item(chars[1] as number, 'Black Mace');
    playing(k, id, true);
    const card = k.mpHand(0, 'Smaug Roused');
    expect(k.refused(0, { type: 'playMpCard', inst: card, character: chars[0] as number, discardItem: other }).code).toBe('DISCARD_ITEM');
  });
});

describe('cancelsAttack and mhStart statics', () => {
  it('"All attacks by manifestations of Smaug against any of your companies are canceled": Smaug on its player\'s company is canceled, on an opponent\'s is not', () => {
    const k = minionKit();
    k.inPlay(0, 'Smaug Roused');
    const own = k.company(0, ['Orc Captain'], 'Minas Morgul');
    k.creatureAttack(own.id, 'Smaug');
    expect(k.events.some((e) => e.type === 'attackCancelled')).toBe(true);
    expect(k.s.stack.some((x) => x.kind === 'combat')).toBe(false);
  });

  it('"Any company moving in Withered Heath … faces one attack": made by the card\'s controller (mhStart self), not against his own companies', () => {
    const k = minionKit();
    k.inPlay(0, 'Smaug Roused');
    const own = k.company(0, ['Orc Captain'], 'Minas Morgul');
    k.movement(own.id, 'Dol Guldur', ['Withered Heath']);
    expect(k.s.stack.some((x) => x.kind === 'combat')).toBe(false);
    minionTurn(k);
    const hero = k.company(1, ['Aragorn II'], 'Lórien');
    k.movement(hero.id, 'Rivendell', ['Withered Heath']);
    expect(combatOf(k).attack.attackerSeat).toBe(0);
    expect(combatOf(k).attack.label).toBe('Smaug Roused: Dragon');
  });
});
