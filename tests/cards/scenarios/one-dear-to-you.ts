import { scoreSheet } from '../../../src-shared/engine/cards/cardApi';
import type { ScenarioKit } from '../kit/kit';
import type { Scenario } from '../kit/scenario';
import { minionTurn } from '../kit/templates';
import { atSite, rollMods } from '../helpers/itemInfluence';

const name = 'One Dear to You';

/** The Ringwraith player (seat 1) plays the card on his Hill Trolls in his organization phase; returns both. */
function onTrolls(k: ScenarioKit): { card: number; trolls: number; before: number } {
  minionTurn(k);
  k.phase('organization');
  k.company(1, ['Shagrat'], 'Minas Morgul');
  const trolls = k.inPlay(1, 'Hill Trolls');
  const before = scoreSheet(k.s, 1).faction;
  const card = k.hand(1, name);
  k.play(1, card, trolls);
  return { card, trolls, before };
}

/** The Wizard player's turn: Gimli (seat 0) at Ettenmoors, where Hill Trolls are playable, in his site phase. */
function gimliAtEttenmoors(k: ScenarioKit): number {
  k.s.turn.active = 0;
  k.s.turn.firstHazard = 1;
  return atSite(k, ['Gimli'], 'Ettenmoors').chars[0] as number;
}

const scenarios: Scenario[] = [
  {
    title: '"-1 faction marshalling points. Any influence attempt against the faction is modified by -8": on Hill Trolls, its player\'s faction points 1 less; Gimli\'s attempt on them gets -8',
    run: (k) => {
      const { card, trolls, before } = onTrolls(k);
      k.equal(k.where(card), 'playArea', name);
      k.equal(scoreSheet(k.s, 1).faction, before - 1, 'faction marshalling points');
      const gimli = gimliAtEttenmoors(k);
      k.act(0, { type: 'influenceAttempt', influencer: gimli, target: trolls });
      k.equal(rollMods(k, 'influenceAttempt').filter((m) => m.label === name).map((m) => m.value).join(), '-8', `${name}'s modification`);
    },
  },
  {
    title: '"and Muster may not be used against the faction": Gimli\'s Muster (+5) counts for nothing in his attempt on Hill Trolls',
    run: (k) => {
      const { trolls } = onTrolls(k);
      const gimli = gimliAtEttenmoors(k);
      k.play(0, k.hand(0, 'Muster'), gimli);
      k.act(0, { type: 'influenceAttempt', influencer: gimli, target: trolls });
      const mods = rollMods(k, 'influenceAttempt');
      k.equal(mods.filter((m) => m.label === 'Muster').length, 0, 'no Muster modification');
      k.equal(mods.filter((m) => m.label === name).length, 1, `${name}'s -8`);
    },
  },
  {
    title: '"Playable on a faction you have in play": not with no faction, not on the other player\'s faction; discarded with its faction, its -1 gone',
    run: (k) => {
      minionTurn(k);
      k.phase('organization');
      k.company(1, ['Shagrat'], 'Minas Morgul');
      const theirs = k.inPlay(0, 'Rangers of the North');
      const card = k.hand(1, name);
      k.expect(!k.canPlay(1, card), 'no faction of his');
      k.expect(!k.canPlay(1, card, theirs), 'the Wizard player\'s faction');
      const trolls = k.inPlay(1, 'Hill Trolls');
      const before = scoreSheet(k.s, 1).faction;
      k.play(1, card, trolls);
      k.act(1, { type: 'manual', op: { kind: 'discard', inst: trolls } });
      k.equal(k.where(card), 'discard', `${name} leaves play with Hill Trolls`);
      k.equal(scoreSheet(k.s, 1).faction, before - (k.card('Hill Trolls', 1).mp ?? 0), 'only Hill Trolls\' own points gone');
    },
  },
];
export default scenarios;
