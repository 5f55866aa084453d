import { afterEach, describe, expect, it, vi } from 'vitest';

/** The policy module as a build with this environment reads it (its settings are read at load). */
async function policyWith(env: Record<string, string>) {
  vi.resetModules();
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  const { contentSecurityPolicy } = await import('./content-security-policy.ts');
  return Object.fromEntries(
    contentSecurityPolicy({ scriptHashes: [] })
      .split('; ')
      .map((directive) => [directive.split(' ')[0], directive]),
  );
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('the ad tracker’s tag in the page policy (issue 16)', () => {
  it('adds exactly its origin to scripts, calls and images when NEXT_PUBLIC_AD_TAG_URL is set', async () => {
    const policy = await policyWith({ NEXT_PUBLIC_AD_TAG_URL: 'https://tag.tracker.example/t/merida.js?v=3' });
    for (const directive of ['script-src', 'connect-src', 'img-src']) {
      expect(policy[directive]).toContain(' https://tag.tracker.example');
      expect(policy[directive]).not.toContain('merida.js');
    }
    expect(policy['frame-src']).toBeUndefined();
  });

  it.each(['', 'javascript:alert(1)', 'nie-adres'])('adds nothing for %j', async (value) => {
    const policy = await policyWith({ NEXT_PUBLIC_AD_TAG_URL: value });
    expect(Object.values(policy).join('; ')).not.toMatch(/tracker|javascript:|nie-adres/);
  });
});

describe('InPost’s Geowidget in the page policy (issue 36 item 5)', () => {
  it('allows the widget’s script, styles and fonts from its origin, and its points and tiles from InPost’s, when INPOST_GEOWIDGET_TOKEN is set', async () => {
    const policy = await policyWith({ INPOST_GEOWIDGET_TOKEN: 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJzaG9wIn0.c2lnbmF0dXJl' });
    for (const directive of ['script-src', 'style-src', 'font-src']) expect(policy[directive]).toMatch(/ https:\/\/geowidget\.inpost\.pl(?: |$)/);
    for (const directive of ['img-src', 'connect-src']) {
      expect(policy[directive]).toContain(' https://geowidget.inpost.pl https://*.inpost.pl https://*.easypack24.net');
    }
    // Scripts only from the widget's own origin, never from InPost's wildcards.
    expect(policy['script-src']).not.toMatch(/\*\.inpost\.pl|easypack24/);
    expect(policy['frame-src']).toBeUndefined();
  });

  it.each(['', '   '])('names nothing of InPost without a token (%j)', async (token) => {
    const policy = await policyWith({ INPOST_GEOWIDGET_TOKEN: token });
    expect(Object.values(policy).join('; ')).not.toMatch(/inpost|easypack/);
    const withoutSetting = await policyWith({});
    expect(policy).toEqual(withoutSetting);
  });
});
