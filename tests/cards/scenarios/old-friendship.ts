/** Old Friendship: +4 to a corruption check in its window (the check waits for it), or +5 to a diplomat's influence check. */
import type { GameEvent, RollEvent } from '../../../src-shared/engine/types';
import type { ScenarioKit } from '../kit/kit';
import type { Scenario } from '../kit/scenario';

/** The last corruption check roll among these events. */
function corruptionRoll(events: GameEvent[]): RollEvent | undefined {
  return [...events].reverse().find((e): e is RollEvent => e.type === 'roll' && e.purpose === 'corruption');
}

function modOf(roll: RollEvent | undefined, label: string): number | undefined {
  return (roll?.mods ?? []).find((m) => m.label === label)?.value;
}

/**
 * The organization phase; Aragorn II bears Habergeon of Silver (2 corruption points) at Rivendell with Frodo (a
 * diplomat; his own +4 to corruption checks is why he is not the one to check); the card in hand.
 */
function diplomatWithItem(k: ScenarioKit, card: string): { frodo: number; aragorn: number; item: number; card: number } {
  k.phase('organization');
  const { chars } = k.company(0, ['Frodo', 'Aragorn II'], 'Rivendell');
  const [frodo, aragorn] = chars as [number, number];
  const item = k.item(aragorn, 'Habergeon of Silver');
  return { frodo, aragorn, item, card: k.hand(0, card) };
}

const scenarios: Scenario[] = [
  {
    title: 'Aragorn II transfers an item: the corruption-check window opens, Old Friendship gives +4, the check passes and the item changes hands',
    run: (k) => {
      const { frodo, aragorn, item, card } = diplomatWithItem(k, 'Old Friendship');
      k.act(0, { type: 'transferItem', item, to: frodo });
      k.expect(corruptionRoll(k.events) === undefined, 'the check waits for the corruption-check window');
      k.expect(k.top()?.kind === 'chain', 'the corruption-check window is open');
      k.expect(!k.canPlay(0, card, frodo), 'Frodo is not making the check');
      k.rig([1, 1]);
      k.play(0, card, aragorn);
      const roll = corruptionRoll(k.events);
      k.equal(roll?.inst, aragorn, 'Aragorn II makes the check');
      k.equal(modOf(roll, 'Old Friendship'), 4, 'the modification');
      // 1+1 would not beat the Habergeon's 2 corruption points (the transfer's failure discards him); 1+1+4 does.
      k.equal(roll?.total, 6, 'the total');
      k.equal(roll?.result, 'pass', 'the check');
      k.expect(k.s.chars[frodo]?.items.includes(item) === true, 'the item goes to Frodo');
      k.equal(k.where(card), 'discard', 'Old Friendship');
      k.expect(!k.s.mods.some((m) => m.label === 'Old Friendship'), 'used up');
    },
  },
  {
    title: 'with no diplomat in the company no window opens: the transfer check is rolled at once',
    run: (k) => {
      k.phase('organization');
      const { chars } = k.company(0, ['Bilbo', 'Aragorn II'], 'Rivendell');
      const [bilbo, aragorn] = chars as [number, number];
      const item = k.item(bilbo, 'Habergeon of Silver');
      const card = k.hand(0, 'Old Friendship');
      k.expect(!k.canPlay(0, card), 'no diplomat: not playable in the organization phase');
      k.rig([6, 6]);
      k.act(0, { type: 'transferItem', item, to: aragorn });
      k.equal(modOf(corruptionRoll(k.events), 'Old Friendship'), undefined, 'the check is rolled in the same action, unmodified');
      k.expect(k.top()?.kind === 'organization', 'no window');
      k.expect(k.s.chars[aragorn]?.items.includes(item) === true, 'the item changes hands');
      k.equal(k.where(card), 'hand', 'Old Friendship');
    },
  },
  {
    title: "a hazard's corruption check (Dragon-sickness on Aragorn II, moving with Frodo) waits for the window: -1 and +4",
    run: (k) => {
      const { id, chars } = k.company(0, ['Aragorn II', 'Frodo'], 'Rivendell');
      const [aragorn] = chars as [number, number];
      k.item(aragorn, 'Habergeon of Silver');
      const card = k.hand(0, 'Old Friendship');
      const sickness = k.hand(1, 'Dragon-sickness');
      k.movement(id, 'Bree', ['Arthedain']);
      k.expect(!k.canPlay(0, card), 'nothing to play it on before the check');
      // Dragon-sickness resolves (seat 0 has nothing to respond with): the window opens for its check, seat 0 to act.
      k.act(1, { type: 'playCard', inst: sickness, target: aragorn });
      k.expect(corruptionRoll(k.events) === undefined, 'the check waits for the corruption-check window');
      k.equal(k.where(sickness), 'discard', 'Dragon-sickness has resolved');
      k.expect(k.canPlay(0, card, aragorn) && !k.canPlay(0, card, chars[1] as number), 'Old Friendship on the character making the check only');
      k.rig([1, 1]);
      k.play(0, card, aragorn);
      const roll = corruptionRoll(k.events);
      k.equal(roll?.inst, aragorn, 'Aragorn II makes the check');
      k.equal(modOf(roll, 'Old Friendship'), 4, 'the modification');
      k.equal(modOf(roll, 'Dragon-sickness'), -1, "Dragon-sickness's own");
      // 1+1-1 = 1 would fail against 2 corruption points; 1+1-1+4 = 5 passes.
      k.equal(roll?.total, 5, 'the total');
      k.equal(roll?.result, 'pass', 'the check');
    },
  },
  {
    title: "+5 to Frodo's influence attempt against a character; not on a non-diplomat",
    run: (k) => {
      const mine = k.company(0, ['Frodo', 'Aragorn II'], 'Moria');
      const [frodo, aragorn] = mine.chars as [number, number];
      const target = k.company(1, ['Lugdush'], 'Moria').chars[0] as number;
      k.s.stack = [{ kind: 'siteSelect' }, { kind: 'siteCompany', companyId: mine.id, stage: 'play' }];
      k.companyById(mine.id).entered = true;
      const card = k.hand(0, 'Old Friendship');
      k.expect(!k.canPlay(0, card, aragorn), 'Aragorn II is no diplomat');
      k.play(0, card, frodo);
      k.rig([3, 3, 3, 3]);
      k.act(0, { type: 'influenceAttempt', influencer: frodo, target });
      const roll = k.events.find((e): e is RollEvent => e.type === 'roll' && e.purpose === 'influenceAttempt');
      k.equal(modOf(roll, 'Old Friendship'), 5, 'the modification');
      k.expect(!k.s.mods.some((m) => m.label === 'Old Friendship'), 'used up');
    },
  },
];
export default scenarios;
