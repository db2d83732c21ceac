import { cardOf, eventsIn, setStatus, statusOf, type CardDef } from '../cardApi';
import { companiesAtSiteOf, onSiteOf, placeOnSite } from '../vocab/onSite';
import { ANY_PHASE } from '../vocab/resourcePlay';

const def: CardDef = {
  name: 'Houses of Healing',
  alignment: ['Hero'],
  // Healing at a Haven happens in a player's untap phase (Arda Revised: "each character untaps, or heals if at a Haven"): at
  // the end of each player's untap phase his wounded characters and allies at this site become tapped, as at a Haven. Played on
  // the site of one of the player's companies (cards/vocab/onSite.ts); Arda's locations never return to a location deck.
  text: 'Playable on a Free-hold [{F}]. Site becomes a Haven [{H}] for the purposes of healing. Discard Houses of Healing when the site is returned to the location deck or discarded.',
  play: onSiteOf(ANY_PHASE, ['F'], 'a character at a Free-hold'),
  effects: [placeOnSite],
  static: [
    {
      on: 'afterAction',
      run: (s, events, ctx, self) => {
        for (const turn of eventsIn(events, 'turn'))
          for (const co of companiesAtSiteOf(s, self.inst, turn.seat))
            for (const inst of co.chars.flatMap((ch) => [ch, ...(s.chars[ch]?.allies ?? [])])) {
              if (statusOf(s, inst) !== 'wounded') continue;
              setStatus(s, inst, 'tapped');
              ctx.events.push({ type: 'effect', effect: 'custom', label: `${cardOf(s, inst).name} heals (Houses of Healing)`, card: s.cardOf[self.inst] });
            }
      },
    },
  ],
};
export default def;
