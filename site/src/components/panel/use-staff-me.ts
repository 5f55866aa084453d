'use client';
/** The member logged in to the panel (`GET /staff/sessions/current`), read once per page and shared through SWR's cache. */
import type { StaffMe } from '@/lib/panel/panel-types.ts';
import { adminPath, useAdmin } from './panel-api.ts';

export const STAFF_ME_PATH = adminPath('/staff/sessions/current');

/** With `enabled` false (the login page) nothing is asked: there is no login yet to ask about. */
export function useStaffMe(enabled = true) {
  return useAdmin<StaffMe>(
    enabled ? STAFF_ME_PATH : null,
    () => import('@/lib/generated/response-shapes/getStaffMe.ts').then((module) => module.getStaffMe),
    {
      revalidateOnFocus: false,
    },
  );
}
