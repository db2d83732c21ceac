import { type CardDef, cardOf, raceMatches, removeFrom } from '../cardApi';
import { creatureOrPermanent, DETAIN_HEROES } from '../vocab/manifestations';

/** An Elf hazard creature. */
const elfCreature = (c: { type: string; subtype: string | null; race: string | null }) => c.type === 'Hazard' && /Creature/.test(c.subtype ?? '') && raceMatches(c.race, ['Elves']);

// Each player's choice ("may bring one") is taken for him: the Elf creature longest in his set's discard pile (as From the Pits
// of Angband's).
const def: CardDef = creatureOrPermanent({
  name: 'Master of the House',
  text: 'Unique. Elf. Manifestation of Elrond. One strike. Detainment against hero companies. As a creature, may be played keyed to Rhudaur, Arthedain, High Pass, The Shire, or Cardolan; or at sites in these regions. As a permanent-event, each player at the end of each turn may bring one Elf creature from his discard pile to his hand. Discard when any play deck is exhausted.',
  creature: DETAIN_HEROES,
  permanent: [
    {
      on: 'turnEnd',
      run: (s, ctx) => {
        for (const p of s.players) {
          const pile = p.out ? undefined : s.sets[p.alignment]?.discards.play;
          const elf = pile?.find((i) => elfCreature(cardOf(s, i)));
          if (pile === undefined || elf === undefined) continue;
          removeFrom(pile, elf);
          p.hand.push(elf);
          ctx.events.push({ type: 'effect', effect: 'custom', label: `Master of the House: ${cardOf(s, elf).name} returns to the hand`, seat: p.seat });
        }
      },
    },
  ],
  template: { kind: 'creatureOrPermanent', args: [{ keyed: 'Arthedain', prowess: 0 }] },
});
export default def;
