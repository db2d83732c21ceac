import { itemInfluence } from '../../../src-shared/engine/effects/statics';
import type { ScenarioKit } from '../kit/kit';
import type { Scenario } from '../kit/scenario';
import { minionKit } from '../kit/templates';
import { rollMods } from '../helpers/itemInfluence';
import { duplicateRefused } from '../helpers/minorItems';

/** `bearer` (a Ringwraith player's, at Bree, entered) bearing a Whip: its bonus against the hero `target` (at Bree). */
function whipAgainst(k0: ScenarioKit, bearer: string, target: string, attempt = false): number {
  const k = minionKit(k0);
  const { id, chars } = k.company(0, [bearer], 'Bree');
  const who = chars[0] as number;
  k.item(who, 'Whip');
  const foe = k.company(1, [target], 'Bree').chars[0] as number;
  if (attempt) {
    k.s.stack = [{ kind: 'siteSelect' }, { kind: 'siteCompany', companyId: id, stage: 'play' }];
    k.companyById(id).entered = true;
    k.act(0, { type: 'influenceAttempt', influencer: who, target: foe });
    return rollMods(k, 'influenceAttempt').filter((m) => m.label === 'Whip').reduce((n, m) => n + m.value, 0);
  }
  return itemInfluence(k.s, who, foe).reduce((n, m) => n + m.value, 0);
}

const scenarios: Scenario[] = [
  {
    title: 'Shagrat (an Orc, mind 6, prowess 6) influencing Bilbo (mind 5, prowess 1) has "+2 direct influence" in the roll',
    run: (k) => k.equal(whipAgainst(k, 'Shagrat', 'Bilbo', true), 2, 'Whip in the influence attempt'),
  },
  {
    title: '"with a mind and prowess less than the bearer’s": nothing against Aragorn II (mind 9) nor Beregond (mind 2, prowess 4 against Orc Veteran’s 4)',
    run: (k) => {
      k.equal(whipAgainst(k, 'Shagrat', 'Aragorn II'), 0, 'against Aragorn II');
      k.equal(whipAgainst(k, 'Orc Veteran', 'Beregond'), 0, 'Orc Veteran against Beregond');
    },
  },
  {
    title: '"Orc or Troll only": Tarcil (a Dúnadan, mind 6, prowess 4) gets nothing against Bilbo',
    run: (k) => k.equal(whipAgainst(k, 'Tarcil', 'Bilbo'), 0, 'against Bilbo'),
  },
  duplicateRefused('Whip', ['Shagrat', 'Orc Veteran'], true),
];
export default scenarios;
