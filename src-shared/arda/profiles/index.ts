/** The profile registry: adding a profile is its module plus one line here. */
import type { Profile } from '../profile';
import { ardaRevisedRingwraith } from './ardaRevisedRingwraith';
import { ardaRevisedWizard } from './ardaRevisedWizard';
import { darkArda } from './darkArda';

const PROFILES: readonly Profile[] = [ardaRevisedWizard, ardaRevisedRingwraith, darkArda];

export const PROFILE_IDS: readonly string[] = PROFILES.map((profile) => profile.id);

export function getProfile(id: string): Profile | undefined {
  return PROFILES.find((profile) => profile.id === id);
}
