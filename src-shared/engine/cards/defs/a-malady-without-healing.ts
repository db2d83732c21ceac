import { cardOf, corruptionCheck, player, removeCharacter, removeFrom, statusOf, type CardDef, type GameState, type Query } from '../cardApi';
import { cardBodyCheck } from '../vocab/bodyChecks';
import { usesMagic } from '../vocab/minionEvents';

/** The location (folded site name) of a character's company: Wizard and Ringwraith versions of a site are one location. */
function placeOf(s: GameState, inst: number): string | undefined {
  const co = s.companies.find((c) => c.chars.includes(inst));
  return co ? s.catalog.cards[co.site]?.key : undefined;
}

/** The player's shadow-magic-user at the target's site who plays the card: a Ringwraith when there is one (he makes no check). */
function shadowMagicUser(q: Query): number | null {
  const here = q.target !== null ? placeOf(q.s, q.target) : undefined;
  if (!here) return null;
  const users = q.s.companies.filter((c) => c.owner === q.seat && q.s.catalog.cards[c.site]?.key === here).flatMap((c) => c.chars).filter((ch) => usesMagic(q, ch, 'shadow-magic'));
  return users.find((ch) => cardOf(q.s, ch).race === 'Ringwraith') ?? users[0] ?? null;
}

const def: CardDef = {
  name: 'A Malady Without Healing',
  alignment: ['Minion'],
  // The body check is rolled by the card's player: above the target's body eliminates him. A hero eliminated by either check goes to the
  // player's marshalling point pile as a kill, his negative points to his owner (as a character killed in combat).
  text: 'Magic. Shadow-magic. Playable during the site phase on a non-Ringwraith, non-Wizard character at the same site as a shadow-magic-using character you control. Target character must make a corruption check modified by -1 followed by a body check (modified by +1 if tapped). If target character is a hero and is eliminated by these checks, you receive his kill marshalling points. Unless the shadow-magic-user is a Ringwraith, he makes a corruption check modified by -5. May target an opponent’s character.',
  play: {
    side: 'resource',
    windows: ['site'],
    target: {
      kind: 'character',
      side: 'any',
      where: [
        { is: 'custom', label: 'a non-Ringwraith, non-Wizard character', test: (q) => q.target !== null && !['Ringwraith', 'Wizard'].includes(cardOf(q.s, q.target).race ?? '') },
        { is: 'custom', label: 'at the same site as a shadow-magic-using character you control', test: (q) => shadowMagicUser(q) !== null },
      ],
    },
  },
  effects: [
    {
      do: 'custom',
      label: 'a corruption check at -1, then a body check (+1 if tapped), a hero eliminated giving you his kill marshalling points; unless a Ringwraith, the shadow-magic-user makes a corruption check modified by -5',
      run: (q, ctx) => {
        const { s } = q;
        const target = q.target;
        const user = shadowMagicUser(q);
        if (target === null || !s.chars[target]) return;
        const hero = cardOf(s, target).alignment === 'Hero';
        const owner = player(s, s.chars[target].owner);
        if (corruptionCheck(s, target, -1, ctx, q.card.name) === 'eliminated') {
          if (hero && removeFrom(owner.eliminatedPile, target)) {
            player(s, q.seat).mpPile.push(target);
            owner.penalty += cardOf(s, target).eliminatedMp;
          }
        } else if (s.chars[target] && cardBodyCheck(q, ctx, target, statusOf(s, target) === 'tapped' ? 1 : 0) === 'fails') {
          removeCharacter(s, target, hero ? 'killed' : 'eliminated', ctx, hero ? q.seat : null);
        }
        if (user !== null && s.chars[user]) corruptionCheck(s, user, -5, ctx, q.card.name);
      },
    },
  ],
};
export default def;
