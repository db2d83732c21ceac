import { cardOf, nameKey, player, removeFrom, type CardDef, type Query } from '../cardApi';

const STAFF = nameKey('Wizard’s Staff');

/** The target's Wizard's Staff (the first he bears), if any. */
function staffOf(q: Query): number | undefined {
  return q.target !== null ? q.s.chars[q.target]?.items.find((i) => cardOf(q.s, i).key === STAFF) : undefined;
}

const def: CardDef = {
  name: 'Staff Asunder',
  alignment: ['Hero'],
  // "Place Wizard's Staff in your marshalling point pile": it leaves the Wizard (its own +2 prowess with it) and scores as an item.
  text: 'Playable on a Wizard bearing Wizard’s Staff whose company is facing an attack. Wizard makes a corruption check. Place Wizard’s Staff in your marshalling point pile. Wizard gains +5 prowess against the attack. Modify the attack’s body by -2.',
  play: {
    side: 'resource',
    windows: ['attack', 'strike'],
    target: { kind: 'character', side: 'company', where: [{ is: 'race', race: ['Wizard'] }, { is: 'custom', label: 'bearing Wizard’s Staff', test: (q) => staffOf(q) !== undefined }] },
  },
  effects: [
    { do: 'corruptionCheck', who: 'target', modifier: 0 },
    {
      do: 'custom',
      label: 'Wizard’s Staff placed in the marshalling point pile',
      run: (q, ctx) => {
        const staff = staffOf(q);
        if (staff === undefined || q.target === null) return;
        removeFrom(q.s.chars[q.target]?.items ?? [], staff);
        player(q.s, q.seat).mpPile.push(staff);
        ctx.events.push({ type: 'storeItem', seat: q.seat, card: q.s.cardOf[staff] as string });
      },
    },
    { do: 'modify', who: 'target', stat: 'prowess', delta: 5, until: 'attack' },
    { do: 'modifyAttack', stat: 'body', delta: -2 },
  ],
};
export default def;
