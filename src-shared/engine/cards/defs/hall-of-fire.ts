import { companyOfChar, setStatus, statusOf, type CardDef } from '../cardApi';
import { markedThisTurn } from '../vocab/minionEvents';
import { companiesAtSiteOf, onSiteOf, placeOnSite } from '../vocab/onSite';
import { ANY_PHASE } from '../vocab/resourcePlay';

const name = 'Hall of Fire';

const def: CardDef = {
  name,
  alignment: ['Hero'],
  // "Immediately following its movement/hazard phase": the engine opens no window between a company's movement/hazard phase
  // and the next; the choice is the card's ability in the site phase that follows, once for each company at this Haven (its
  // player's: an ability is its controller's). Played on the Haven of one of the player's companies (cards/vocab/onSite.ts).
  text: 'Playable on a Haven [{H}]. Any company at this Haven [{H}] immediately following its movement/hazard phase may choose for one of its characters to untap or heal (from wounded to tapped). Discard Hall of Fire when the site card is returned to the location deck.',
  play: onSiteOf(ANY_PHASE, ['H'], 'a character at a Haven'),
  effects: [placeOnSite],
  abilities: [
    {
      label: 'a character of a company at this Haven untaps, or heals from wounded to tapped (once for each company)',
      windows: ['site'],
      target: {
        kind: 'character',
        side: 'own',
        where: [
          { is: 'custom', label: 'tapped or wounded', test: (q) => q.target !== null && statusOf(q.s, q.target) !== 'untapped' },
          { is: 'custom', label: 'of a company at this Haven', test: (q) => q.target !== null && companiesAtSiteOf(q.s, q.inst).some((co) => co.chars.includes(q.target as number)) },
          { is: 'custom', label: 'his company has not chosen this turn', test: (q) => q.target !== null && !(companyOfChar(q.s, q.target)?.chars ?? []).some((ch) => markedThisTurn(q, ch)) },
        ],
      },
      costs: [],
      effects: [
        {
          do: 'custom',
          label: 'untaps, or heals from wounded to tapped',
          run: (q, ctx) => {
            if (q.target === null) return;
            const now = statusOf(q.s, q.target);
            setStatus(q.s, q.target, now === 'wounded' ? 'tapped' : 'untapped');
            q.s.mods.push({ inst: q.target, stat: 'di', delta: 0, label: name });
            ctx.events.push({ type: 'effect', effect: now === 'wounded' ? 'heal' : 'untap', inst: q.target, card: q.card.id });
          },
        },
      ],
      botUse: true,
    },
  ],
};
export default def;
