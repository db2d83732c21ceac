import { companyOfChar, type CardDef } from '../cardApi';
import { pathTypes } from '../vocab/hazards';
import { barKeying } from '../vocab/keying';

const def: CardDef = {
  name: 'Elf-path',
  alignment: ['Hero'],
  // Played in the organization phase (the engine has no separate "end of" step); tapping the Elf is the cost. The site path is read as
  // the card resolves: a company that has declared no new site, or whose path does not qualify, gains nothing.
  text: 'Playable only at the end of the organization phase. Tap an Elf. If his company’s site path only has one or two regions with no Dark-domains [{d}] and no Shadow-lands [{s}], opponent may only play hazard creatures this turn that are keyed to the company’s new site.',
  play: { side: 'resource', windows: ['organization'], target: { kind: 'character', side: 'own', where: [{ is: 'race', race: ['Elf'] }] }, costs: [{ pay: 'tapTarget' }] },
  effects: [
    {
      do: 'custom',
      label: 'with a site path of one or two regions and no Dark-domain or Shadow-land, only creatures keyed to the new site this turn',
      run: (q, ctx) => {
        const co = q.target !== null ? companyOfChar(q.s, q.target) : undefined;
        if (!co?.dest || co.dest.regions.length + 1 > 2) return;
        if (pathTypes(q.s, co).some((t) => t === 'd' || t === 's')) return;
        barKeying(q, ctx, 'all');
      },
    },
  ],
};
export default def;
