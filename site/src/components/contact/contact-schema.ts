/**
 * The contact form's zod schema as the browser loads it, on the form's first use (a separate
 * chunk, so the contact page's first load carries no zod). The shop's CSP has no 'unsafe-eval':
 * `jitless` keeps zod's object parser from probing `new Function`, which the browser would report.
 */
import { z } from 'zod';
import { contactMessageSchema } from '@/lib/forms/contact.ts';

z.config({ jitless: true });

export { contactMessageSchema };
