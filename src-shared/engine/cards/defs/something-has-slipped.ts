import { type CardDef, companyOfChar } from '../cardApi';
import { together, woundedBy } from '../vocab/corruption';
import { discardAtHavenInOrganization, onCompanyPlay } from '../vocab/hazards';

const def: CardDef = {
  name: 'Something Has Slipped',
  text: 'Playable on a company. If a character in the company becomes wounded, the prowess of each character in the company is modified by -2 for the rest of the turn. Discard this card during its organization phase if the company is at a Haven/Darkhaven [{H}]. Cannot be duplicated on a given company.',
  // The card is on the company: it is kept with its first character, and passes to another if he leaves play (`onCompany`).
  play: onCompanyPlay('Something Has Slipped'),
  effects: [{ do: 'attach', to: 'target' }],
  static: [
    { on: 'onCompany' },
    {
      // Once a turn, after the action that wounded a character of the company (a strike's body check, a card).
      on: 'afterAction',
      run: (s, events, ctx, self, before) => {
        const bearer = self.bearer;
        const co = bearer !== null ? companyOfChar(s, bearer) : undefined;
        const mark = `something-has-slipped:${self.inst}`;
        if (!co || bearer === null || (s.turn.effectsUsed ?? []).includes(mark) || !woundedBy(s, events).some((c) => together(s, bearer, c, before))) return;
        (s.turn.effectsUsed ??= []).push(mark);
        for (const ch of co.chars) s.mods.push({ inst: ch, stat: 'prowess', delta: -2, label: 'Something Has Slipped' });
        ctx.events.push({ type: 'effect', effect: 'custom', label: 'Something Has Slipped: -2 prowess to each character in the company for the rest of the turn', card: s.cardOf[self.inst] as string });
      },
    },
    discardAtHavenInOrganization,
  ],
};
export default def;
