/**
 * `POST /tracker/contact-switches` (spec §7): after a contact message or a newsletter sign-up the
 * page posts `{ email, ylid }`, tying the ad tracker's visitor id to the address the visitor
 * gave. The spec only logs the result, and the shop's lead tool is switched off (spec §1), so the
 * worker keeps nothing in D1: it writes one JSON log line (read with `wrangler tail`, or from
 * Workers Logs) with the id and the SHA-256 of the address, never the address itself: an
 * operator who knows an address can still find its lines, a leaked log names no one.
 */
import { createRouter, declareCall, jsonBody } from '../contract.ts';
import { noQuery } from '../schemas.ts';
import { contactSwitchBody, contactSwitchResultSchema } from './schemas.ts';

const contactSwitchCall = declareCall({
  operationId: 'switchTrackerContact',
  method: 'post',
  path: '/contact-switches',
  tags: ['Śledzenie'],
  summary: 'Powiązanie identyfikatora odwiedzającego (ciasteczko `ylid`) z adresem e-mail podanym w formularzu; wynik trafia tylko do dziennika.',
  request: { query: noQuery, body: jsonBody(contactSwitchBody) },
  success: { schema: contactSwitchResultSchema, description: 'Zapisano w dzienniku.' },
  maxBodyBytes: 1024,
});

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

export const trackerRoutes = createRouter().openapi(contactSwitchCall, async (c) => {
  const { email, ylid } = c.req.valid('json');
  console.log(
    JSON.stringify({
      time: new Date().toISOString(),
      event: 'contact-switch',
      requestId: c.get('requestId'),
      ylid,
      emailSha256: await sha256Hex(email),
    }),
  );
  return c.json({ result: 'logged' as const }, 200);
});
