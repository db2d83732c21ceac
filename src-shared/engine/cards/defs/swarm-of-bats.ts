import { cardOf, companyOfChar, currentCombat, isOvert, raceMatches, removeFrom, toDiscard, type CardDef } from '../cardApi';
import { companyIs, onOwnCharacter } from '../vocab/resourcePlay';

const def: CardDef = {
  name: 'Swarm of Bats',
  alignment: ['Minion'],
  // "An overt company": overt.ts isOvert (Half-orcs count as Orcs for "more than one Orc", not for overt: coe-rules glossary
  // "Half-orc - A character race that counts as an Orc for all purposes except determining whether a company is overt"). The card is kept with a character of the
  // company (the one it is played on) and acts on his company. In company-vs-company combat the attack's prowess and
  // body are the attacking characters': each gets -1 for that attack.
  // "Cannot be included in …" restrictions: none on this card.
  text: 'Playable at a Darkhaven [{DH}], Shadow-hold [{S}], or Dark-hold [{D}] during the organization phase on an overt company that has more than one Orc. Any attack against this company has its prowess and body modified by -1. Discard this card if a character leaves the company for any reason. Cannot be duplicated on a given company.',
  play: onOwnCharacter(['organization'], [
    companyIs('an overt company at a Darkhaven, Shadow-hold or Dark-hold with more than one Orc, without Swarm of Bats', (co, q) => {
      if (!['H', 'S', 'D'].includes(q.s.catalog.cards[co.site]?.siteType ?? '') || !isOvert(q.s, co.id)) return false;
      if (co.chars.filter((ch) => raceMatches(cardOf(q.s, ch).race, ['Orc'])).length < 2) return false;
      return !co.chars.some((ch) => q.s.chars[ch]?.hazards.some((h) => cardOf(q.s, h).key === q.card.key));
    }),
  ]),
  effects: [{ do: 'attach', to: 'target' }],
  static: [
    {
      on: 'afterAction',
      run: (s, events, ctx, self, before) => {
        if (self.bearer === null) return;
        const home = before.companies[self.bearer] ?? companyOfChar(s, self.bearer)?.id;
        if (home === undefined) return;
        // A character left the company: the card is discarded.
        const left = Object.entries(before.companies).some(([ch, co]) => co === home && companyOfChar(s, Number(ch))?.id !== home);
        if (left) {
          for (const st of Object.values(s.chars)) if (removeFrom(st.hazards, self.inst)) toDiscard(s, self.inst, ctx);
          return;
        }
        // An attack against the company began: -1 prowess and -1 body.
        if (!events.some((e) => e.type === 'attack' && e.companyId === home)) return;
        const combat = currentCombat(s);
        if (!combat || combat.attack.companyId !== home) return;
        const a = combat.attack;
        if (a.source === 'company') {
          for (const inst of a.attackers) s.mods.push({ inst, stat: 'prowess', delta: -1, until: 'attack' }, { inst, stat: 'body', delta: -1, until: 'attack' });
        } else {
          a.prowess -= 1;
          if (a.body !== null) a.body -= 1;
        }
        ctx.events.push({ type: 'effect', effect: 'modifyAttack', stat: 'prowess', delta: -1, card: s.cardOf[self.inst], label: a.label, static: true });
        if (a.body !== null || a.source === 'company') ctx.events.push({ type: 'effect', effect: 'modifyAttack', stat: 'body', delta: -1, card: s.cardOf[self.inst], label: a.label, static: true });
      },
    },
  ],
};
export default def;
