import { type CardDef, cardOf, GENERAL_INFLUENCE, removeCharacter, removeFrom, usedGeneralInfluence } from '../cardApi';
import { concerned, notRingwraithOrWizard, onCompanyCharacter, onTargetInCompany, pathTypes, rollBelow } from '../vocab/hazards';

const def: CardDef = {
  name: 'Seized by Terror',
  text: "Playable on a non-Wizard character, non-Ringwraith character moving in a Shadow-land [{s}] or Dark-domain [{d}]. Target character's player makes a roll and adds character's mind. If the result is less than 12, that character splits off into a different company. This new company immediately returns to his original company's site of origin.",
  play: onCompanyCharacter(
    { is: 'custom', label: 'a non-Wizard, non-Ringwraith character', test: notRingwraithOrWizard },
    { is: 'custom', label: 'moving in a Shadow-land or Dark-domain', test: (q) => pathTypes(q.s, concerned(q)).some((t) => t === 's' || t === 'd') },
  ),
  effects: [
    onTargetInCompany('roll + mind: below 12 the character splits off and returns to the site of origin', (q, ctx, { inst, ch, co }) => {
      const { s } = q;
      const card = cardOf(s, inst);
      const split = rollBelow(q, ctx, { seat: ch.owner, inst, add: { label: `${card.name}'s mind`, value: card.mind ?? 0 }, need: 12, below: 'splits off' });
      if (!split || co.chars.length < 2) return;
      // His followers stay with him (a follower must be in his controller's company).
      const moving = [inst, ...co.chars.filter((c) => s.chars[c]?.followerOf === inst)];
      if (moving.length === co.chars.length) return;
      const id = `c${s.nextCompany++}`;
      for (const c of moving) {
        removeFrom(co.chars, c);
        (s.chars[c] as { company: string }).company = id;
      }
      s.companies.push({ id, owner: co.owner, chars: moving, site: co.site, dest: null, siteTapped: false, entered: false });
      s.turn.mhDone.push(id);
      ctx.events.push({ type: 'effect', effect: 'custom', label: `${card.name} splits off and returns to the site of origin`, card: q.card.id });
      // A follower leaving his controller's company comes under general influence, or is discarded if it cannot hold him.
      if (ch.followerOf !== null && !moving.includes(ch.followerOf)) {
        ch.followerOf = null;
        if (usedGeneralInfluence(s, ch.owner) > GENERAL_INFLUENCE) removeCharacter(s, inst, 'discarded', ctx);
      }
    }),
  ],
};
export default def;
