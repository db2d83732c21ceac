import { combatants, removeFrom, toDiscard, type CardDef } from '../cardApi';
import { companyIs, onOwnCharacter } from '../vocab/resourcePlay';

const def: CardDef = {
  name: 'Fellowship',
  alignment: ['Hero'],
  // Kept with the character it is played on, acting on his company (statics.ts companyDelta).
  text: 'Only playable at a Haven [{H}] during the organization phase on a company that has four or more characters and allies. +1 to prowess and +1 to corruption checks for all characters and allies in the company. Discard this card if a character or ally joins or leaves the company for any reason.',
  play: onOwnCharacter(['organization'], [companyIs('a company at a Haven with four or more characters and allies', (co, q) => q.s.catalog.cards[co.site]?.siteType === 'H' && combatants(q.s, co).length >= 4)]),
  effects: [{ do: 'attach', to: 'target' }],
  static: [
    { on: 'company', stat: 'prowess', delta: 1 },
    { on: 'company', stat: 'corruptionCheck', delta: 1 },
    {
      on: 'afterAction',
      run: (s, _events, ctx, self, before) => {
        if (self.bearer === null) return;
        const home = before.companies[self.bearer];
        if (home === undefined) return;
        const co = s.companies.find((c) => c.id === home);
        const nowChars = co ? co.chars : [];
        const nowAllies = nowChars.flatMap((ch) => s.chars[ch]?.allies ?? []);
        const had = (rec: Readonly<Record<number, string>> | undefined) => Object.entries(rec ?? {}).filter(([, c]) => c === home).map(([i]) => Number(i));
        const beforeChars = had(before.companies);
        const beforeAllies = had(before.allies);
        const same = (a: number[], b: number[]) => a.length === b.length && a.every((x) => b.includes(x));
        if (same(beforeChars, nowChars) && (before.allies === undefined || same(beforeAllies, nowAllies))) return;
        for (const st of Object.values(s.chars)) if (removeFrom(st.hazards, self.inst)) toDiscard(s, self.inst, ctx);
      },
    },
  ],
};
export default def;
