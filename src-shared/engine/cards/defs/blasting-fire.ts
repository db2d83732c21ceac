import { cancelCombat, companyOfChar, currentCombat, raceMatches, type CardDef } from '../cardApi';

const def: CardDef = {
  name: 'Blasting Fire',
  // Played at a site from the MP hand (playMpCard) where `play.requires` hold; its use is an ability (useCard) when an
  // automatic-attack against the bearer's company is declared: that attack and those still to come at the site are
  // cancelled. The +2 is a modification to each company character's next influence check against a faction this turn
  // (one faction per site visit). Automatic-attacks the engine cannot tell "cannot be canceled" are cancelled too.
  text: 'Technology. Playable at a tapped or untapped Shadow-hold [{S}], Dark-hold [{D}], or a site with a Dwarf automatic-attack. Discard to cancel all automatic-attacks at a site against the bearer’s company, any influence attempts against factions at the site this turn are modified by +2.',
  play: {
    side: 'resource',
    windows: ['site'],
    requires: [
      {
        is: 'custom',
        label: 'a Shadow-hold, a Dark-hold or a site with a Dwarf automatic-attack',
        test: (q) => {
          const co = q.companyId ? q.s.companies.find((c) => c.id === q.companyId) : undefined;
          const site = co ? q.s.catalog.cards[co.site] : undefined;
          return Boolean(site && (site.siteType === 'S' || site.siteType === 'D' || site.autoAttacks.some((a) => raceMatches(a.race, ['Dwarf']))));
        },
      },
    ],
  },
  abilities: [
    {
      label: 'discard: cancel all automatic-attacks at the site against the company; +2 to influence attempts against factions there this turn',
      windows: ['attack'],
      requires: [
        {
          is: 'custom',
          label: "an automatic-attack against the bearer's company",
          test: (q) => {
            const combat = currentCombat(q.s);
            const co = q.bearer !== null && q.bearer !== undefined ? companyOfChar(q.s, q.bearer) : undefined;
            return Boolean(combat && co && combat.attack.source === 'auto' && combat.attack.companyId === co.id && !combat.attack.strikesOnly);
          },
        },
      ],
      costs: ['discardSelf'],
      effects: [
        {
          do: 'custom',
          label: 'every automatic-attack at the site against the company is cancelled; +2 to influence attempts against factions',
          run: (q, ctx) => {
            const combat = currentCombat(q.s);
            if (!combat || combat.attack.source !== 'auto') return;
            const co = q.s.companies.find((c) => c.id === combat.attack.companyId);
            combat.queue = combat.queue.filter((x) => x.uncancelable); // an automatic-attack that cannot be canceled stays (Arouse Defenders)
            cancelCombat(q.s, ctx);
            for (const ch of co?.chars ?? []) q.s.mods.push({ inst: ch, stat: 'factionCheck', delta: 2, label: q.card.name });
          },
        },
      ],
      botUse: true,
    },
  ],
};
export default def;
