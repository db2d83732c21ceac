/** Gollum's and Stinker's scenarios (one card in two manifestations, hero and minion). */
import { expectCancelled } from '../kit/combatSteps';
import type { ScenarioKit } from '../kit/kit';
import type { Scenario } from '../kit/scenario';
import { minionKit, playing } from '../kit/templates';
import { attackedWith, withCard } from './inPlay';

/** Gollum's and Stinker's scenarios (a hero or a minion company; the One Ring borne by an opponent's character at the same site). */
export function gollumScenarios(name: string, maxSize: number, minion: boolean): Scenario[] {
  const kitOf = (k: ScenarioKit) => (minion ? minionKit(k) : k);
  const three = minion ? ['Tarcil', 'Eradan', 'Dorelas'] : ['Aragorn II', 'Legolas', 'Gimli'];
  const one = three.slice(0, 1);
  const foe = minion ? 'Aragorn II' : 'Tarcil';
  const scenarios: Scenario[] = [
    {
      title: `played at Moria; not at ${minion ? 'Dol Guldur' : 'Bree'}`,
      run: (k0) => {
        const k = kitOf(k0);
        for (const [site, ok] of [['Moria', true], [minion ? 'Dol Guldur' : 'Bree', false]] as const) {
          const { id, chars } = k.company(0, one, site);
          playing(k, id, true);
          const card = k.mpHand(0, name);
          const ch = chars[0] as number;
          if (ok) {
            k.act(0, { type: 'playMpCard', inst: card, character: ch });
            k.expect(k.s.chars[ch]?.allies.includes(card) ?? false, `${name} joins at ${site}`);
          } else k.expect(k.refused(0, { type: 'playMpCard', inst: card, character: ch }) !== undefined, `refused at ${site}`);
          k.s.companies = k.s.companies.filter((c) => c.id !== id);
          for (const c of chars) delete k.s.chars[c];
        }
      },
    },
    {
      title: `his company's size is ${maxSize} or less: tapped to cancel an attack keyed to Wilderness (Giant Spiders)`,
      run: (k0) => {
        const k = kitOf(k0);
        const { inst, creature } = attackedWith(k, three.slice(0, maxSize), name, 'Giant Spiders', 'ally');
        k.use(0, inst, 0);
        expectCancelled(k, creature, 'Giant Spiders');
        k.equal(k.s.status[inst], 'tapped', name);
      },
    },
    {
      title: `not with a company of size ${maxSize + 1}; not against an attack keyed to a site (Orc-watch keyed to a Shadow-hold)`,
      run: (k0) => {
        const k = kitOf(k0);
        const big = attackedWith(k, three.slice(0, maxSize + 1), name, 'Giant Spiders', 'ally');
        k.expect(!k.canUse(0, big.inst, 0), `a company of ${maxSize + 1}`);
        const k2 = kitOf(k0);
        const site = attackedWith(k2, one, name, 'Orc-watch', 'ally');
        k2.expect(k2.companyById(site.id).dest === null, 'Orc-watch keyed to the site');
        k2.expect(!k2.canUse(0, site.inst, 0), 'an attack keyed to a site');
      },
    },
    {
      title: `tapped at Moria where an opponent's character bears The One Ring: both are discarded; not at a ${minion ? 'Darkhaven' : 'Haven'}`,
      run: (k0) => {
        const k = kitOf(k0);
        const { inst } = withCard(k, one, 'Moria', name, 'ally');
        const bearer = k.company(1, [foe], 'Moria').chars[0] as number;
        const ring = k.item(bearer, 'The One Ring');
        k.use(0, inst, 1);
        k.equal(k.where(inst), 'discard', name);
        k.equal(k.where(ring), 'discard', 'The One Ring');
        const haven = minion ? 'Minas Morgul' : 'Rivendell';
        const at = withCard(k, one, haven, name, 'ally');
        k.item(k.company(1, [minion ? 'Legolas' : 'Eradan'], haven).chars[0] as number, 'The One Ring');
        k.expect(!k.canUse(0, at.inst, 1), `not at ${haven}`);
      },
    },
  ];
  if (minion)
    scenarios.push({
      title: 'not playable while Gollum (its other manifestation) is in play',
      run: (k0) => {
        const k = kitOf(k0);
        k.ally(k.company(1, ['Aragorn II'], 'Rivendell').chars[0] as number, 'Gollum');
        const { id, chars } = k.company(0, one, 'Moria');
        playing(k, id, true);
        const card = k.mpHand(0, name);
        k.expect(k.refused(0, { type: 'playMpCard', inst: card, character: chars[0] as number }) !== undefined, 'refused');
      },
    });
  return scenarios;
}
