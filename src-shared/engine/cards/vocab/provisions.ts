/** Provisions borne by a character and discarded for their effect: cordials (Miruvor, Orc-liquor) and rations (Cram, Strange Rations). */
import { bodyOf, type AbilitySpec } from '../cardApi';
import { ANY_TIME, bearerCompany } from './bearer';

/**
 * Miruvor and Orc-liquor: "Discard to give +2 body (to a maximum of 10) to all characters in bearer's company until the end
 * of the turn." Usable whenever its player may act, and in a body check's own window (coe-rules §3.I.1: actions "affecting …
 * the body of the entity making the body check").
 */
export function cordial(): AbilitySpec[] {
  return [
    {
      label: 'discard: +2 body (to a maximum of 10) to all characters in his company until the end of the turn',
      windows: [...ANY_TIME, 'bodyCheck'],
      costs: ['discardSelf'],
      effects: [
        {
          do: 'custom',
          label: '+2 body (to a maximum of 10) to each character in the company',
          run: (q, ctx) => {
            for (const ch of bearerCompany(q)?.chars ?? []) {
              const delta = Math.max(0, Math.min(2, 10 - bodyOf(q.s, ch)));
              if (delta === 0) continue;
              q.s.mods.push({ inst: ch, stat: 'body', delta, label: q.card.name });
              ctx.events.push({ type: 'effect', effect: 'modify', inst: ch, stat: 'body', delta, until: 'endOfTurn', card: q.card.id });
            }
          },
        },
      ],
      // Bots keep it for a body check.
      botUse: ['bodyCheck'],
    },
  ];
}


/** Cram and Strange Rations: "Discard to untap bearer. Alternatively, discard during organization phase to allow its bearer’s company to play an additional region card." */
export function rations(): AbilitySpec[] {
  return [
  {
    label: 'discard to untap bearer',
    windows: ANY_TIME,
    requires: [{ is: 'custom', label: 'bearer tapped', test: (q) => q.bearer !== null && q.bearer !== undefined && q.s.status[q.bearer] === 'tapped' }],
    costs: ['discardSelf'],
    effects: [{ do: 'untap', who: 'bearer' }],
    botUse: true,
  },
  {
    label: 'discard: the company may move through one more region',
    windows: ['organization'],
    costs: ['discardSelf'],
    effects: [
      {
        do: 'custom',
        label: 'one more region this turn',
        run: (q) => {
          const co = q.bearer !== null && q.bearer !== undefined ? q.s.companies.find((c) => c.chars.includes(q.bearer as number)) : undefined;
          if (co) (q.s.turn.extraRegions ??= {})[co.id] = (q.s.turn.extraRegions?.[co.id] ?? 0) + 1;
        },
      },
    ],
  },
];
}

