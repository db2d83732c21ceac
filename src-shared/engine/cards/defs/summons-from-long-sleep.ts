import { type CardDef, cardOf, type EngineCard, type GameState, nameKey, player, raceMatches, removeFrom, toDiscard } from '../cardApi';

const SUMMONS = nameKey('Summons from Long Sleep');

/** A Dragon or Drake hazard creature. */
function dragonOrDrake(c: EngineCard): boolean {
  return c.type === 'Hazard' && /Creature/.test(c.subtype ?? '') && raceMatches(c.race, ['Dragon', 'Drake']);
}

/** The creatures a player has reserved with his Summons from Long Sleep: face up "off to the side", kept in his play area. */
function reservedBy(s: GameState, owner: number): number[] {
  return player(s, owner).playArea.filter((i) => dragonOrDrake(cardOf(s, i)));
}

const def: CardDef = {
  name: 'Summons from Long Sleep',
  text: 'This card reserves up to one Dragon or Drake hazard creature at a time. To reserve a Dragon or Drake creature, place it face up “off to the side” with this card (not counting against the hazard limit). You may play a reserved creature as though it were in your hand. Discard this card after the reserved creature attacks. A reserved Dragon or Drake receives +2 prowess when attacking.',
  play: { side: 'hazard', windows: ['hazard'] },
  abilities: [
    {
      label: 'reserve a Dragon or Drake creature from your hand',
      windows: ['hazard', 'organization', 'longEvent', 'site', 'endTurn'],
      target: { kind: 'custom', label: 'a Dragon or Drake creature in your hand', targets: (s, seat) => player(s, seat).hand.filter((i) => dragonOrDrake(cardOf(s, i))) },
      requires: [
        { is: 'custom', label: 'a Dragon or Drake creature in your hand', test: (q) => q.target !== null && player(q.s, q.seat).hand.includes(q.target) && dragonOrDrake(cardOf(q.s, q.target)) },
        { is: 'custom', label: 'up to one at a time', test: (q) => reservedBy(q.s, q.seat).length < player(q.s, q.seat).playArea.filter((i) => cardOf(q.s, i).key === SUMMONS).length },
      ],
      costs: [],
      effects: [
        {
          do: 'custom', label: 'the creature is reserved, face up with this card',
          run: (q, ctx) => {
            if (q.target === null || !removeFrom(player(q.s, q.seat).hand, q.target)) return;
            player(q.s, q.seat).playArea.push(q.target);
            ctx.events.push({ type: 'effect', effect: 'reserve', inst: q.target, card: q.card.id });
          },
        },
      ],
      botUse: true,
    },
  ],
  static: [
    {
      on: 'asInHand',
      cards: (s, self) => reservedBy(s, self.owner),
      // The card is discarded as the reserved creature's attack starts (nothing in between looks at it).
      played: (s, creature, attack, self, ctx) => {
        removeFrom(player(s, self.owner).playArea, creature);
        attack.prowess += 2;
        ctx.events.push({ type: 'effect', effect: 'modifyAttack', stat: 'prowess', delta: 2, card: s.cardOf[self.inst], label: attack.label });
        removeFrom(player(s, self.owner).playArea, self.inst);
        toDiscard(s, self.inst, ctx);
      },
    },
  ],
};
export default def;
