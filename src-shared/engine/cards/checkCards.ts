/**
 * Card definitions played in the corruption-check window (coe-rules §7: a card "played when a character makes a
 * corruption check"; corruption.ts openCheckWindow): the check waits for the window, opened only when some seat
 * could play in it, and is rolled once its chain has resolved.
 */
import type { CardDef, Predicate, Query } from '../effects/types';
import { cardOf, companyOfChar } from '../state';
import type { GameEvent, GameState, PendingCheck } from '../types';
import type { ScenarioKit } from '../../../tests/cards/kit/kit';
import type { RollEvent } from '../events';

/** The corruption check waiting in the innermost open corruption-check window, if any. */
export function pendingCheck(s: GameState): PendingCheck | null {
  for (let i = s.stack.length - 1; i >= 0; i--) {
    const step = s.stack[i];
    if (step?.kind !== 'chain') return null;
    if (step.pending) return step.pending;
  }
  return null;
}

/**
 * In the corruption-check window, the target is the character making the check (once the window's chain resolves the
 * check is no longer on the stack: the target was fixed at declaration). Elsewhere, `other` holds.
 */
function checkingOr(label: string, other: (q: Query) => boolean): Predicate {
  return {
    is: 'custom',
    label,
    test: (q) => {
      if (q.window !== 'corruptionCheck') return other(q);
      const p = pendingCheck(q.s);
      return p === null || p.inst === q.target;
    },
  };
}

/** The target gets `delta` to the corruption check he is about to roll (corruption.ts reads and clears the 'nextCheck' modifier). */
function toThisCorruptionCheck(q: Query, delta: number): void {
  if (q.target !== null) q.s.mods.push({ inst: q.target, stat: 'nextCheck', delta: 0, corruptionDelta: delta, label: q.card.name });
}

/** The last corruption check roll among these events. */
function corruptionRoll(events: GameEvent[]): RollEvent | undefined {
  return [...events].reverse().find((e): e is RollEvent => e.type === 'roll' && e.purpose === 'corruption');
}

function modOf(roll: RollEvent | undefined, label: string): number | undefined {
  return (roll?.mods ?? []).find((m) => m.label === label)?.value;
}

const isDiplomat = (s: GameState, inst: number | null) => inst !== null && cardOf(s, inst).skills.includes('Diplomat');

/** The target is in a company with a diplomat. */
function inDiplomatsCompany(q: Query): boolean {
  const co = q.target !== null ? companyOfChar(q.s, q.target) : undefined;
  return Boolean(co?.chars.some((ch) => isDiplomat(q.s, ch)));
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

const OLD_FRIENDSHIP: CardDef = {
  name: 'Old Friendship',
  // coe-rules §9.1.4: the use is chosen as the card is declared. In the corruption-check window (a character about to
  // roll one) it is the +4; elsewhere (the resource player's phases) the +5 for the diplomat's next influence check
  // against a character this turn (the engine has no window inside an influence attempt: played just before it).
  text: "Diplomat only. +5 to an influence check against a character by a diplomat. Alternatively, +4 to a corruption check by a character in a diplomat's company.",
  play: {
    side: 'resource',
    windows: ['organization', 'longEvent', 'site', 'endTurn', 'corruptionCheck'],
    target: {
      kind: 'character',
      side: 'own',
      where: [
        checkingOr("a diplomat (influence check), or the character making the corruption check, in a diplomat's company", (q) => isDiplomat(q.s, q.target)),
        { is: 'custom', label: "in a diplomat's company", test: (q) => q.window !== 'corruptionCheck' || inDiplomatsCompany(q) },
      ],
    },
  },
  effects: [
    {
      do: 'custom',
      label: "+4 to the corruption check being made; or +5 to the diplomat's next influence check against a character",
      run: (q) => {
        if (q.target === null) return;
        if (q.window === 'corruptionCheck') toThisCorruptionCheck(q, 4);
        else q.s.mods.push({ inst: q.target, stat: 'characterCheck', delta: 5, label: q.card.name });
      },
    },
  ],
  scenarios: [
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
  ],
};

export const CHECK_CARDS: CardDef[] = [OLD_FRIENDSHIP];
