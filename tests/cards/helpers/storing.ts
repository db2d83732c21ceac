/** Items stored at a site their card names (storing.ts: "Store items … at a Haven site or at sites specified on the item cards"). */
import { scoreSheet } from '../../../src-shared/engine/cards/cardApi';
import type { Scenario } from '../kit/scenario';
import { minionKit } from '../kit/templates';

/**
 * `who` bearing the item at `at` in the organization phase stores it (a corruption check passed) into the MP pile for `mp` points; at `notAt` it
 * may not be stored (neither a Haven it may be stored at nor a site it names).
 */
export function storedAt(name: string, o: { title: string; who: string; at: string; mp: number; notAt: string; minion?: boolean }): Scenario {
  return {
    title: o.title,
    run: (k0) => {
      const k = o.minion ? minionKit(k0) : k0;
      k.phase('organization');
      const away = k.item(k.company(0, [o.who], o.notAt).chars[0] as number, name);
      k.expect(!k.legal(0).some((a) => a.type === 'storeItem' && a.item === away), `not offered at ${o.notAt}`);
      k.equal(k.refused(0, { type: 'storeItem', item: away }).code, 'NOT_HAVEN', `refused at ${o.notAt}`);
      k.s.companies = k.s.companies.filter((c) => !c.chars.some((ch) => k.s.chars[ch]?.items.includes(away)));
      for (const ch of Object.values(k.s.chars)) ch.items = ch.items.filter((i) => i !== away);
      const item = k.item(k.company(0, [o.who], o.at).chars[0] as number, name);
      k.rig([6, 6]);
      k.act(0, { type: 'storeItem', item });
      k.equal(k.where(item), 'mpPile', `${name} stored at ${o.at}`);
      k.equal(scoreSheet(k.s, 0).item, o.mp, 'its marshalling points');
    },
  };
}
