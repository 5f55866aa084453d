/**
 * The GitHub Actions workflow (.github/workflows/ci.yml): valid YAML, the README's test command
 * on every push and pull request, the deploy of main, and a workflow_dispatch that accepts exactly
 * the inputs the rebuild trigger sends (GitHub refuses a dispatch with undeclared inputs).
 */
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { DEPLOY_HOOK_INPUTS } from '#worker/shared-names.ts';

interface Workflow {
  on: { push: unknown; pull_request: unknown; workflow_dispatch: { inputs: Record<string, unknown> } };
  jobs: Record<string, { if?: string; needs?: string; steps: { run?: string; uses?: string }[]; env?: Record<string, string> }>;
}

const workflow = parse(await readFile(new URL('../.github/workflows/ci.yml', import.meta.url), 'utf8')) as Workflow;

describe('the CI workflow', () => {
  it('runs .ci/run (the README test command) on pushes and pull requests', () => {
    expect(Object.keys(workflow.on)).toEqual(['push', 'pull_request', 'workflow_dispatch']);
    expect(workflow.jobs.test?.steps.some((step) => step.run === 'bash .ci/run')).toBe(true);
  });

  it('deploys main with the Cloudflare secrets, after the tests or on an editor’s dispatch', () => {
    const deploy = workflow.jobs.deploy;
    expect(deploy?.needs).toBe('test');
    expect(deploy?.if).toContain("github.ref == 'refs/heads/main'");
    expect(deploy?.env).toEqual({
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a GitHub Actions expression, not a template.
      CLOUDFLARE_API_TOKEN: '${{ secrets.CLOUDFLARE_API_TOKEN }}',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a GitHub Actions expression, not a template.
      CLOUDFLARE_ACCOUNT_ID: '${{ secrets.CLOUDFLARE_ACCOUNT_ID }}',
    });
    expect(deploy?.steps.at(-1)?.run).toContain('npm run deploy');
  });

  it('declares the inputs the rebuild trigger dispatches (worker/src/shared-names.ts)', () => {
    expect(Object.keys(workflow.on.workflow_dispatch.inputs).sort()).toEqual([...DEPLOY_HOOK_INPUTS].sort());
  });
});
