import { cardOf, companyOfChar, corruptionCheck, removeFrom, toDiscard, type CardDef, type GameState } from '../cardApi';
import { ANY_PHASE, onOwnCharacter } from '../vocab/resourcePlay';
import { untapPhaseOf } from '../vocab/untapPhase';

/** A character who can use shadow-magic ("Can use shadow-magic" in his text). */
function shadowMagicUser(s: GameState, inst: number): boolean {
  return /can use[^.]*shadow-magic/i.test(cardOf(s, inst).text.replace(/<[^>]+>/g, ''));
}

/** The shadow-magic-user of the target's company who plays the card: a Ringwraith when there is one (he makes no check). */
function shadowMagicUserFor(s: GameState, target: number): number | null {
  const users = (companyOfChar(s, target)?.chars ?? []).filter((ch) => shadowMagicUser(s, ch));
  return users.find((ch) => cardOf(s, ch).race === 'Ringwraith') ?? users[0] ?? null;
}

const def: CardDef = {
  name: 'Well-preserved',
  alignment: ['Minion'],
  // "Magic. Shadow-magic." are keywords; with several shadow-magic-users the card is a Ringwraith's when one is there.
  text: 'Magic. Shadow-magic. Playable on a wounded character in a company with a shadow-magic-using character. Wounded character becomes untapped with -1 to body. Discard at the end of his untap phase if at a Darkhaven [{DH}]. Unless the shadow-magic-user is a Ringwraith, he makes a corruption check modified by -3.',
  play: onOwnCharacter(ANY_PHASE, [{ is: 'status', status: 'wounded' }, { is: 'custom', label: 'in a company with a shadow-magic-using character', test: (q) => q.target !== null && shadowMagicUserFor(q.s, q.target) !== null }]),
  effects: [
    { do: 'attach', to: 'target' },
    { do: 'heal', who: 'target' },
    {
      do: 'custom',
      label: 'unless a Ringwraith, the shadow-magic-user makes a corruption check modified by -3',
      run: (q, ctx) => {
        const user = q.target !== null ? shadowMagicUserFor(q.s, q.target) : null;
        if (user !== null && cardOf(q.s, user).race !== 'Ringwraith') corruptionCheck(q.s, user, -3, ctx, q.card.name);
      },
    },
  ],
  static: [
    { on: 'bearer', stat: 'body', delta: -1 },
    {
      on: 'afterAction',
      run: (s, events, ctx, self) => {
        if (self.bearer === null) return;
        const ch = s.chars[self.bearer];
        const co = companyOfChar(s, self.bearer);
        if (!ch || !co || !untapPhaseOf(s, events, self.bearer)) return;
        if (s.catalog.cards[co.site]?.siteType !== 'H' || !removeFrom(ch.hazards, self.inst)) return;
        toDiscard(s, self.inst, ctx);
      },
    },
  ],
};
export default def;
