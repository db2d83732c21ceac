import type { CardDef } from '../cardApi';
import { doorsOfNightInPlay } from '../vocab/creatures';

const def: CardDef = {
  name: 'Morgul-rats',
  text: 'Animals. 15 strikes. Only playable at a Shadow-hold [{S}] or at a Dark-hold [{D}], and only if a character in target company is wounded or Doors of Night is in play.',
  static: [
    {
      on: 'creature', after: 'keyedIf', label: 'at a Shadow-hold or Dark-hold, if a character in the company is wounded or Doors of Night is in play',
      test: (s, companyId) => {
        const co = s.companies.find((c) => c.id === companyId);
        const site = co ? s.catalog.cards[co.dest?.site ?? co.site] : undefined;
        const type = (site && s.turn.sitesAs?.[site.key]) ?? site?.siteType;
        return (type === 'S' || type === 'D') && ((co?.chars ?? []).some((ch) => s.status[ch] === 'wounded') || doorsOfNightInPlay(s));
      },
    },
  ],
};
export default def;
