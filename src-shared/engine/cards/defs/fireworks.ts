/**
 * Fireworks: a Ritual played on the untapped sage of a company at a tapped Border-hold or Free-hold (Arda taps sites per
 * company: the company's site, tapped until it moves); the card stays with him. "The next time the sage would otherwise become
 * untapped": his untap phase untapping him leaves him tapped and discards the card (an effect untapping him sooner is not
 * watched).
 */
import { cardOf, removeFrom, roll2d6, statusOf, toDiscard, type CardDef } from '../cardApi';
import { ANY_PHASE, companyIs, onOwnCharacter } from '../vocab/resourcePlay';
import { untapPhaseOf } from '../vocab/untapPhase';

const def: CardDef = {
  name: 'Fireworks',
  alignment: ['Hero'],
  text: 'Ritual. Playable on an untapped sage at a tapped Border-hold [{B}] or Free-hold [{F}]. Tap sage. Make a roll and add the mind of the sage (+10 if a Wizard)—if the result is greater than 12, the site untaps. The next time the sage would otherwise become untapped make him tapped instead and discard this card.',
  // The untapped sage is the cost's condition (tapTarget), checked as the card is declared.
  play: onOwnCharacter(ANY_PHASE, [{ is: 'skill', skill: 'Sage' }, companyIs('at a tapped Border-hold or Free-hold', (co, q) => co.siteTapped && ['B', 'F'].includes(q.s.catalog.cards[co.site]?.siteType ?? ''))], { costs: [{ pay: 'tapTarget' }] }),
  effects: [
    { do: 'attach', to: 'target' },
    {
      do: 'custom',
      label: 'roll + the sage’s mind (+10 if a Wizard): above 12, the site untaps',
      run: (q, ctx) => {
        if (q.target === null) return;
        const sage = cardOf(q.s, q.target);
        const mods = [{ label: `${sage.name}'s mind`, value: sage.mind ?? 0 }, ...(sage.race === 'Wizard' ? [{ label: 'a Wizard', value: 10 }] : [])];
        const dice = roll2d6(q.s.rng);
        const total = dice[0] + dice[1] + mods.reduce((n, m) => n + m.value, 0);
        const untaps = total > 12;
        ctx.events.push({ type: 'roll', purpose: 'cardEffect', seat: q.seat, inst: q.inst, card: q.card.id, dice, mods, total, need: 13, result: untaps ? 'the site untaps' : 'the site stays tapped', why: q.card.name });
        const co = q.s.companies.find((c) => c.chars.includes(q.target as number));
        if (untaps && co) co.siteTapped = false;
      },
    },
  ],
  static: [
    {
      on: 'afterAction',
      run: (s, events, ctx, self) => {
        const sage = self.bearer;
        if (sage === null || !untapPhaseOf(s, events, sage) || statusOf(s, sage) !== 'untapped') return;
        s.status[sage] = 'tapped';
        removeFrom(s.chars[sage]?.hazards ?? [], self.inst);
        toDiscard(s, self.inst, ctx);
        ctx.events.push({ type: 'effect', effect: 'custom', label: `${cardOf(s, sage).name} stays tapped (Fireworks)`, card: s.cardOf[self.inst] });
      },
    },
  ],
};
export default def;
