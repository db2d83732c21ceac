import { cardOf, companyOfChar, controlMind, directInfluence, eventsIn, GENERAL_INFLUENCE, removeCharacter, removeFrom, toDiscard, usedGeneralInfluence, type CardDef, type Ctx, type GameState } from '../cardApi';
import { companyIs, onOwnCharacter } from '../vocab/resourcePlay';

const name = 'Awaiting the Call';

/**
 * His full mind counts again: when it no longer fits where he is controlled, he goes under another control at once (the
 * engine moves followers at once rather than at the next organization phase: README, Simplifications), else is discarded
 * (coe-rules 2.II.8: "the player must immediately discard enough non-avatar characters").
 */
function refit(s: GameState, who: number, ctx: Ctx): void {
  const ch = s.chars[who];
  const co = companyOfChar(s, who);
  if (!ch || !co) return;
  const from = ch.followerOf;
  const mind = controlMind(s, who);
  if (from === null) {
    if (usedGeneralInfluence(s, ch.owner) <= GENERAL_INFLUENCE) return;
    const used = (c: number) => co.chars.filter((f) => s.chars[f]?.followerOf === c).reduce((n, f) => n + controlMind(s, f), 0);
    const host = co.chars.find((c) => c !== who && s.chars[c]?.followerOf === null && directInfluence(s, c) - used(c) >= mind);
    if (host === undefined) return removeCharacter(s, who, 'discarded', ctx);
    ch.followerOf = host;
    ctx.events.push({ type: 'setController', seat: ch.owner, inst: who, controller: host, why: name });
    return;
  }
  const load = co.chars.filter((f) => s.chars[f]?.followerOf === from).reduce((n, f) => n + controlMind(s, f), 0);
  if (load <= directInfluence(s, from)) return;
  ch.followerOf = null;
  if (usedGeneralInfluence(s, ch.owner) <= GENERAL_INFLUENCE) ctx.events.push({ type: 'setController', seat: ch.owner, inst: who, from, controller: null, why: name });
  else removeCharacter(s, who, 'discarded', ctx);
}

const def: CardDef = {
  name,
  alignment: ['Minion'],
  // Kept on the character; his mind counts halved wherever he is controlled (general or direct influence: state.ts controlMind).
  // "When the character moves": as his company's movement/hazard phase begins with a new site.
  text: 'Playable during the organization phase on a character with a mind of 6 or less at a non-Darkhaven. For the purposes of controlling this character, his mind is halved (round down). Discard this card when the character moves. Cannot be duplicated on a given character.',
  play: onOwnCharacter(['organization'], [
    { is: 'custom', label: 'a mind of 6 or less', test: (q) => q.target !== null && (cardOf(q.s, q.target).mind ?? 99) <= 6 },
    companyIs('at a non-Darkhaven', (co, q) => q.s.catalog.cards[co.site]?.siteType !== 'H'),
    { is: 'custom', label: 'not already on him', test: (q) => q.target !== null && !(q.s.chars[q.target]?.hazards ?? []).some((h) => cardOf(q.s, h).key === q.card.key) },
  ]),
  effects: [{ do: 'attach', to: 'target' }],
  static: [
    { on: 'controlMind', of: (mind) => Math.floor(mind / 2) },
    {
      on: 'afterAction',
      run: (s, events, ctx, self) => {
        const co = self.bearer !== null ? companyOfChar(s, self.bearer) : undefined;
        if (!co || !eventsIn(events, 'movementHazard').some((e) => e.companyId === co.id && e.moving)) return;
        if (!removeFrom(s.chars[self.bearer as number]?.hazards ?? [], self.inst)) return;
        toDiscard(s, self.inst, ctx);
        refit(s, self.bearer as number, ctx);
      },
    },
  ],
};
export default def;
