/**
 * Spec §7's contact-switch: after a visitor sent a contact message or signed up for the
 * newsletter, and only when the ad tracker left its `ylid` cookie, the page posts `{ email, ylid }`
 * (worker/src/api/tracker/routes.ts). The spec only logs the result: success and failure go to the
 * console and never to the visitor, and nothing waits for it.
 *
 * @example
 * const answer = await postJson(...);   // the form succeeded
 * void sendContactSwitch(values.email);  // then tell the tracker who it was
 */
import { postJson } from '../api-client.ts';
import type { ContactSwitchResult } from '../api-types.ts';
import { switchTrackerContact } from '../generated/response-shapes/switchTrackerContact.ts';
import { ylidOfCookies } from './ylid.ts';

/** Posts the contact-switch when the browser has a `ylid`; resolves either way, never throws. */
export async function sendContactSwitch(email: string): Promise<void> {
  const ylid = typeof document === 'undefined' ? null : ylidOfCookies(document.cookie);
  if (!ylid) return;
  try {
    const result = await postJson<ContactSwitchResult>('/tracker/contact-switches', { email, ylid }, switchTrackerContact);
    console.info('contact-switch', result);
  } catch (error) {
    console.info('contact-switch failed', error instanceof Error ? error.message : error);
  }
}
