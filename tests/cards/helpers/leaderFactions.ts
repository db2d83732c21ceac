/**
 * Factions an Orc or Troll leader may keep (cards/vocab/factions.ts `leaderFaction`; engine leaderFactions.ts): "If this influence
 * attempt is made by an Orc or Troll leader, you may place this faction under the control of that leader and not tap the site.
 * Discard the faction if the leader moves or leaves play. Three or more factions controlled by the same leader give 2 extra
 * marshalling points."
 */
import { cardOf, nameKey, scoreSheet } from '../../../src-shared/engine/cards/cardApi';
import type { ScenarioKit } from '../kit/kit';
import type { Scenario } from '../kit/scenario';
import { minionKit, playing } from '../kit/templates';
import { MINION } from './factions';

/** An Orc leader with no influence bonus against Troll factions that matters here (the rolls are rigged high). */
export const ORC_LEADER = 'Orc Captain';

/** Two other minion factions (neither an Orc or Troll leader's faction), to make a group of three under one leader. */
const OTHERS = ['Orcs of Angmar', 'Orcs of Mirkwood', 'Orcs of Gundabad'];

/** The leader alone at `site` (a Ringwraith player's company) with `name` placed under him in play. */
function underLeader(k: ScenarioKit, name: string, site: string): { id: string; leader: number; faction: number } {
  const { id, chars } = k.company(0, [ORC_LEADER], site);
  const leader = chars[0] as number;
  const faction = k.inPlay(0, name);
  k.s.underLeader = { [faction]: leader };
  return { id, leader, faction };
}

export function leaderScenarios(name: string, site: string): Scenario[] {
  return [
    {
      title: `"If this influence attempt is made by an Orc or Troll leader, you may place this faction under the control of that leader and not tap the site": ${ORC_LEADER} keeps ${name}, the site untapped`,
      run: (k0) => {
        const k = minionKit(k0);
        const { id, chars } = k.company(0, [ORC_LEADER], site);
        playing(k, id, true);
        const card = k.mpHand(0, name);
        k.expect(k.legal(0).some((a) => a.type === 'playMpCard' && a.inst === card && a.underLeader === true), 'the choice is offered');
        k.rig([6, 6]);
        k.act(0, { type: 'playMpCard', inst: card, character: chars[0] as number, underLeader: true });
        k.equal(k.where(card), 'playArea', name);
        k.equal(k.s.underLeader?.[card], chars[0], `${name} is under ${ORC_LEADER}`);
        k.equal(k.companyById(id).siteTapped, false, 'the site is not tapped');
      },
    },
    {
      title: `only an Orc or Troll leader may keep ${name}: ${MINION} (no leader) may not place it under himself`,
      run: (k0) => {
        const k = minionKit(k0);
        const { id, chars } = k.company(0, [MINION], site);
        playing(k, id, true);
        const card = k.mpHand(0, name);
        k.equal(k.refused(0, { type: 'playMpCard', inst: card, character: chars[0] as number, underLeader: true }).code, 'LEADER', 'refusal');
      },
    },
    {
      title: `"Discard the faction if the leader moves": ${ORC_LEADER}'s company moving away discards ${name}; staying, it keeps it`,
      run: (k0) => {
        const k = minionKit(k0);
        const still = underLeader(k, name, site);
        k.movement(still.id, null);
        k.equal(k.where(still.faction), 'playArea', 'kept while the leader stays');
        const moving = underLeader(k, name, site);
        k.movement(moving.id, 'Minas Morgul', ['Gorgoroth', 'Imlad Morgul']);
        k.equal(k.where(moving.faction), 'discard', 'discarded as the leader moves');
      },
    },
    {
      title: `"Discard the faction if the leader … leaves play": ${ORC_LEADER} discarded, ${name} goes with him`,
      run: (k0) => {
        const k = minionKit(k0);
        const { leader, faction } = underLeader(k, name, site);
        k.act(0, { type: 'manual', op: { kind: 'discard', inst: leader } });
        k.equal(k.where(faction), 'discard', name);
      },
    },
    {
      title: `"Three or more factions controlled by the same leader give 2 extra marshalling points": ${name} and two more under ${ORC_LEADER} (two give none)`,
      run: (k0) => {
        const k = minionKit(k0);
        const { leader, faction } = underLeader(k, name, site);
        const others = OTHERS.filter((n) => nameKey(n) !== nameKey(name)).slice(0, 2).map((n) => k.inPlay(0, n));
        const points = [faction, ...others].reduce((n, f) => n + cardOf(k.s, f).mp, 0);
        k.s.underLeader = { [faction]: leader, [others[0] as number]: leader };
        const two = scoreSheet(k.s, 0).faction;
        k.s.underLeader = { [faction]: leader, [others[0] as number]: leader, [others[1] as number]: leader };
        k.equal(scoreSheet(k.s, 0).faction, points + 2, 'three factions under one leader: 2 extra points');
        k.equal(two, points, 'two give no extra points');
      },
    },
  ];
}

