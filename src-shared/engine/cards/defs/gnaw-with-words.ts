import { type CardDef, company, hasSkill, type Query } from '../cardApi';

/** Another character with the skill is in the target's company, or at his company's current or new site (any player's; the Wizard and Ringwraith versions of a site are one location). */
function anotherWith(q: Query, skill: string): boolean {
  const { s } = q;
  const t = q.target;
  const co = t !== null ? company(s, s.chars[t]?.company ?? '') : undefined;
  if (t === null || !co) return false;
  const key = (id: string | undefined) => (id ? s.catalog.cards[id]?.key : undefined);
  const places = new Set([key(co.site), key(co.dest?.site)].filter(Boolean));
  return s.companies.some((other) => (other.id === co.id || places.has(key(other.site))) && other.chars.some((ch) => ch !== t && hasSkill(s, ch, skill)));
}

const pair = (skill: string) => (q: Query): boolean => q.target !== null && hasSkill(q.s, q.target, skill) && anotherWith(q, skill);

const def: CardDef = {
  name: 'Gnaw with Words',
  text: 'Tap a sage if another sage is in his company or at his current site or at his new site. Alternatively, tap a diplomat if another diplomat is in his company or at his current site or at his new site.',
  play: {
    side: 'hazard',
    windows: ['hazard'],
    target: {
      kind: 'character',
      side: 'company',
      where: [
        { is: 'status', status: 'untapped' },
        { is: 'custom', label: 'a sage with another sage in his company or at his current or new site, or a diplomat with another diplomat there', test: (q) => pair('Sage')(q) || pair('Diplomat')(q) },
      ],
    },
  },
  effects: [{ do: 'tap', who: 'target' }],
};
export default def;
