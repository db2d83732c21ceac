/** Promptings of Wisdom and Piercing All Shadows: a ranger shelters his company from hazard effects that return it to its site of origin or tap its site. */
import { cardOf, companyOfChar, type CardDef, type Company, type Ctx, type GameState } from '../cardApi';
import { companyIs, onOwnCharacter } from './resourcePlay';

/**
 * A ranger who tapped for Promptings of Wisdom / Piercing All Shadows this turn: his company's move (as declared when
 * its movement/hazard phase began) and whether its site was already tapped when the shelter began (a tap that stays).
 */
interface Shelter {
  ranger: number;
  dest: Company['dest'];
  keepTapped: boolean;
}

/** This turn's shelters (kept with the turn, which a new turn replaces: "for the rest of the turn"). */
function shelters(s: GameState): Shelter[] {
  return (s.turn as GameState['turn'] & { sheltered?: Shelter[] }).sheltered ?? [];
}

/** Adds a shelter: only then does the turn get its list, so reading (legal actions, requirements) never changes the state. */
function addShelter(s: GameState, shelter: Shelter): void {
  ((s.turn as GameState['turn'] & { sheltered?: Shelter[] }).sheltered ??= []).push(shelter);
}

/** A sheltered company's site tapped by a hazard effect is untapped again. */
function untapSheltered(s: GameState, ctx: Ctx): void {
  for (const sh of shelters(s)) {
    const co = companyOfChar(s, sh.ranger);
    if (!co || !co.siteTapped || sh.keepTapped) continue;
    co.siteTapped = false;
    ctx.events.push({ type: 'effect', effect: 'custom', label: `${cardOf(s, sh.ranger).name}: a hazard effect tapping his company's site is cancelled`, companyId: co.id });
  }
}

/**
 * Promptings of Wisdom (hero) and Piercing All Shadows (minion): on a ranger; "may tap to cancel all hazard effects for
 * the rest of the turn that force his company to return to its site of origin or that tap his company's current or
 * new site" (an ability, useCard). The hazards that do so (Snowstorm, Long Winter, Foul Fumes…) act in static effects
 * of cards in play areas, which run before those of cards on characters: this card's own statics undo what they did —
 * the company keeps the move it had as its movement/hazard phase began, and a site tapped by a hazard while the
 * shelter holds (a tap made during a movement/hazard phase, or as a company arrives) is untapped. The corruption points
 * (2 and 3) are the card's own, counted while it is on the ranger.
 */
export function promptingsOfWisdom(name: 'Promptings of Wisdom' | 'Piercing All Shadows'): Omit<CardDef, 'name' | 'alignment' | 'text'> {
  return {
    play: onOwnCharacter(
      ['organization'],
      [
        { is: 'skill', skill: 'Ranger' },
        companyIs('not duplicated in his company', (co, q) => !co.chars.some((ch) => (q.s.chars[ch]?.hazards ?? []).some((i) => cardOf(q.s, i).key === q.card.key))),
      ],
    ),
    effects: [{ do: 'attach', to: 'target' }],
    abilities: [
      {
        label: 'tap the ranger: hazard effects returning his company to its site of origin or tapping its site are cancelled this turn',
        windows: ['organization', 'longEvent', 'site', 'endTurn', 'response'],
        requires: [{ is: 'custom', label: 'not already sheltering this turn', test: (q) => q.bearer !== null && q.bearer !== undefined && !shelters(q.s).some((sh) => sh.ranger === q.bearer) }],
        costs: ['tapBearer'],
        effects: [
          {
            do: 'custom',
            label: 'his company is sheltered for the rest of the turn',
            run: (q, ctx) => {
              if (q.bearer === null || q.bearer === undefined) return;
              const co = companyOfChar(q.s, q.bearer);
              addShelter(q.s, { ranger: q.bearer, dest: co?.dest ? { ...co.dest, regions: [...co.dest.regions] } : null, keepTapped: co?.siteTapped ?? false });
              untapSheltered(q.s, ctx);
            },
          },
          { do: 'corruptionCheck', who: 'bearer', modifier: 0 },
        ],
      },
    ],
    static: [
      {
        on: 'mhStart',
        run: (s, companyId, ctx) => {
          for (const sh of shelters(s)) {
            const co = companyOfChar(s, sh.ranger);
            if (co?.id === companyId && co.dest) sh.dest = { ...co.dest, regions: [...co.dest.regions] };
          }
          untapSheltered(s, ctx);
        },
      },
      {
        on: 'mhEnd',
        run: (s, companyId, ctx) => {
          for (const sh of shelters(s)) {
            const co = companyOfChar(s, sh.ranger);
            if (co?.id !== companyId || co.dest || !sh.dest) continue;
            co.dest = { ...sh.dest, regions: [...sh.dest.regions] };
            ctx.events.push({ type: 'effect', effect: 'custom', label: `${cardOf(s, sh.ranger).name}: a hazard effect returning his company to its site of origin is cancelled`, companyId });
          }
        },
      },
      {
        on: 'arrive',
        run: (s, companyId, ctx) => {
          for (const sh of shelters(s)) {
            if (companyOfChar(s, sh.ranger)?.id !== companyId) continue;
            sh.keepTapped = false;
            sh.dest = null;
          }
          untapSheltered(s, ctx);
        },
      },
      { on: 'afterAction', run: (s, _events, ctx) => (s.stack.some((st) => st.kind === 'mhHazards') ? untapSheltered(s, ctx) : undefined) },
    ],
    template: { kind: 'promptingsOfWisdom', args: [name] },
  };
}
