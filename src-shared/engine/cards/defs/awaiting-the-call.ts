import { cardOf, companyOfChar, eventsIn, removeFrom, toDiscard, type CardDef } from '../cardApi';
import { companyIs, onOwnCharacter } from '../vocab/resourcePlay';

const name = 'Awaiting the Call';

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
        if (removeFrom(s.chars[self.bearer as number]?.hazards ?? [], self.inst)) toDiscard(s, self.inst, ctx);
      },
    },
  ],
};
export default def;
