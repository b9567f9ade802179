import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findSecrets, scanCapturedOutput } from './captured-secrets.js';

const token = 'Ab3_dEf-GhIjKlMnOpQrStUvWxYz0123456789abcde';

describe('findSecrets', () => {
  it.each([
    ['email address', '{"level":30,"msg":"Email sent","to":"ana.login@example.test"}'],
    ['session cookie', `{"req":{"headers":{"cookie":"theme=dark; lw_session=${token}"}}}`],
    ['session cookie', `set-cookie: __Host-lw_session=${token}; Path=/`],
    ['login link token', `{"msg":"link https://wheel.example/de/login/verify#token=${token}"}`],
    ['secret field', `{"payload":{"sessionToken":"${token}"}}`],
    ['secret field', `{"creatorSecret":"${token}"}`],
    ['signed principal (JWT)', '{"meta":"eyJhbGciOiJFZERTQSJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.c2lnbmF0dXJlc2lnbmF0dXJlc2ln"}'],
    ['Stripe secret key', '{"msg":"stripe","key":"sk_test_lifewheel_tests"}'],
    ['Stripe webhook secret', 'STRIPE_WEBHOOK_SECRET=whsec_abcdef123456'],
    ['Stripe client secret', '{"clientSecret":"pi_123_secret_abcdefghijk"}'],
  ])('finds a %s', (kind, line) => {
    const findings = findSecrets(line);
    expect(findings.map((finding) => finding.kind)).toContain(kind);
    // The report shows where, never the secret itself.
    for (const finding of findings) {
      expect(finding.excerpt).not.toContain(token);
      expect(finding.excerpt).not.toContain('ana.login@example.test');
      expect(finding.excerpt).not.toContain('sk_test_lifewheel');
    }
  });

  it.each([
    '{"level":30,"msg":"request","req":{"method":"GET","url":"/assets/logo@2x.png"},"res":{"statusCode":200}}',
    '{"msg":"Email sent","to":"a...@example.test","kind":"login"}',
    '{"msg":"cleared","setCookie":"lw_session=; Path=/; Max-Age=0"}',
    '{"name":"@lifewheel/contracts@0.1.0","traceId":"4bf92f3577b34da6a3ce929d0e0e4736"}',
    '{"sessionToken":"[Redacted]","token":"short"}',
    '{"msg":"POST /api/auth/verify 200","userId":"0b7f4b1c-55d5-4a8e-9c43-0f3f1f9f6d11"}',
  ])('passes a clean line: %s', (line) => {
    expect(findSecrets(line)).toEqual([]);
  });
});

describe('scanCapturedOutput', () => {
  it('names the file and line of each finding in a capture folder, and passes clean files', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'captured-secrets-'));
    try {
      await mkdir(join(dir, 'lw-stack'));
      await writeFile(join(dir, 'lw-stack', 'gateway-0.log'), '{"msg":"up"}\n{"msg":"hello","to":"bob@example.test"}\n');
      await writeFile(join(dir, 'lw-stack', 'spans.jsonl'), '{"resourceSpans":[]}\n');
      const result = await scanCapturedOutput(dir);
      expect(result.files).toBe(2);
      expect(result.findings).toEqual([
        { kind: 'email address', file: join('lw-stack', 'gateway-0.log'), lineNumber: 2, excerpt: '{"msg":"hello","to":"[EMAIL ADDRESS]"}' },
      ]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
