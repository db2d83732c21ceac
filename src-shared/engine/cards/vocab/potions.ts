/** Draughts borne by a character and discarded for a company-wide prowess bonus: Potion of Prowess and its minion counterpart Orc-draughts. */
import type { AbilitySpec } from '../cardApi';
import { ANY_TIME, bearerCompany } from './bearer';

/** "Discard to give +1 prowess to all characters in bearer’s company until the end of the turn." Usable whenever its player may act. */
export function prowessDraught(delta: number): AbilitySpec[] {
  return [
    {
      label: `discard: +${delta} prowess to all characters in his company until the end of the turn`,
      windows: ANY_TIME,
      costs: ['discardSelf'],
      effects: [
        {
          do: 'custom',
          label: `+${delta} prowess to each character in the company until the end of the turn`,
          run: (q, ctx) => {
            for (const ch of bearerCompany(q)?.chars ?? []) {
              q.s.mods.push({ inst: ch, stat: 'prowess', delta, label: q.card.name });
              ctx.events.push({ type: 'effect', effect: 'modify', inst: ch, stat: 'prowess', delta, until: 'endOfTurn', card: q.card.id });
            }
          },
        },
      ],
      // Bots keep it for a strike.
      botUse: ['strike'],
    },
  ];
}
